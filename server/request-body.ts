import express, { type NextFunction, type Request, type Response } from "express";
import { fieldNamesProblem, jsonShapeProblem, MAX_FIELDS, TOO_MANY_FIELDS } from "../app/lib/body-bounds";

/**
 * What the application may be sent, checked once here before any loader or action sees it:
 *
 * - No NUL character anywhere in the address (`%00`) nor in a form's or JSON body's text.
 *   PostgreSQL refuses NUL in text, so one would otherwise fail deep inside a query.
 * - A body is read whole (at most BODY_LIMIT bytes) and must be what it says it is: a form
 *   (`application/x-www-form-urlencoded` or `multipart/form-data`, which must parse), or, for
 *   `/api/*` only, JSON. Anything else is 415; a body that does not parse as its form type is 400.
 *   An empty body is always accepted, and given to a page as an empty form.
 * - A body's shape is bounded before anything builds a value from it (Conform turns `lines[4999].x`
 *   into a list of 5,000 lines, and a zod schema then walks it): at most MAX_FIELDS fields (or, in
 *   JSON, keys and list items together), names and JSON nested at most MAX_DEPTH deep, and a list
 *   index in a field's name (`lines[3].description`) at most MAX_LIST_INDEX, with the indices of
 *   each list running 0, 1, 2... without gaps, as the forms post them. Every refusal is a 400.
 *
 * Each refusal is a 4xx with a short message saying what was wrong; nothing reaches the app
 * (docs/decisions/0026, and 0070 for the bounds of shape).
 */
export const BODY_LIMIT = "1mb";
export { MAX_DEPTH, MAX_FIELDS, MAX_LIST_INDEX } from "../app/lib/body-bounds";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const JSON_TYPE = "application/json";

export class BadRequest extends Error {
  constructor(
    public status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const NUL_IN_ADDRESS = "Bad request: the address contains a NUL character, which is not allowed.";
const NUL_IN_BODY = "Bad request: the form contains a NUL character, which is not allowed.";

const isApi = (req: Request) => req.path.startsWith("/api/");

/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
function mediaType(req: Request) {
  return (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** Answer a refusal: JSON for the APIs (as they answer their own errors), plain text otherwise. */
export function sendBadRequest(req: Request, res: Response, status: number, message: string) {
  if (isApi(req)) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/** A NUL character in the address (path or query), as `%00`: the HTTP parser already refuses a raw one. */
export function rejectNulInAddress(req: Request, res: Response, next: NextFunction) {
  if (/%00/i.test(req.originalUrl)) return sendBadRequest(req, res, 400, NUL_IN_ADDRESS);
  next();
}

/** Reads the body of a request that has one into `req.body` (a Buffer), refusing one over the limit (413) or compressed (415). */
export const readBody = express.raw({ type: () => true, limit: BODY_LIMIT, inflate: false });

function hasNul(value: string) {
  return value.includes("\u0000");
}

/** Whether any string or key in a parsed JSON value contains NUL (walked without recursion, so any depth is safe). */
function jsonHasNul(root: unknown) {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (hasNul(value)) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (hasNul(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** The number of fields of a URL-encoded form (its non-empty `&`-separated parts), counted up to one over MAX_FIELDS. */
function countFormFields(body: Buffer) {
  let count = 0;
  for (let start = 0; start < body.length && count <= MAX_FIELDS; ) {
    const amp = body.indexOf(0x26, start);
    const end = amp === -1 ? body.length : amp;
    if (end > start) count++;
    start = end + 1;
  }
  return count;
}

/** Refuses a parsed JSON value beyond the bounds (app/lib/body-bounds.ts). */
function checkJsonShape(root: unknown) {
  const problem = jsonShapeProblem(root);
  if (problem) throw new BadRequest(400, problem);
}

/** Refuses field names beyond the bounds (app/lib/body-bounds.ts). */
export function checkFieldNames(names: Iterable<string>) {
  const problem = fieldNamesProblem(names);
  if (problem) throw new BadRequest(400, problem);
}

async function checkMultipart(body: Buffer, contentType: string) {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new BadRequest(400, "Bad request: the form data is incomplete or malformed.");
  }
  for (const [key, value] of form) {
    if (hasNul(key) || (typeof value === "string" ? hasNul(value) : hasNul(value.name))) throw new BadRequest(400, NUL_IN_BODY);
  }
  checkFieldNames(form.keys());
}

/** Checks the body `readBody` read, as described at the top of this file. */
export async function checkBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  req.body = body;
  if (body.length === 0) return next();
  const type = mediaType(req);
  try {
    if (type === FORM) {
      // Counted in the bytes first, so that a body of thousands of fields is refused before it is split.
      if (countFormFields(body) > MAX_FIELDS) throw new BadRequest(400, TOO_MANY_FIELDS);
      const params = new URLSearchParams(body.toString("utf8"));
      for (const [key, value] of params) if (hasNul(key) || hasNul(value)) throw new BadRequest(400, NUL_IN_BODY);
      checkFieldNames(params.keys());
    } else if (type === MULTIPART) {
      await checkMultipart(body, req.get("content-type")!);
    } else if (type === JSON_TYPE && isApi(req)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString("utf8"));
      } catch {
        // Not JSON: the endpoint answers that itself (400).
        return next();
      }
      // The shape first: it bounds what the walk for NUL characters then visits.
      checkJsonShape(parsed);
      if (jsonHasNul(parsed)) throw new BadRequest(400, NUL_IN_BODY.replace("the form", "the request"));
    } else {
      throw new BadRequest(
        415,
        isApi(req)
          ? "Unsupported content type: send JSON or a form."
          : "Unsupported content type: send a form (application/x-www-form-urlencoded or multipart/form-data).",
      );
    }
  } catch (err) {
    if (err instanceof BadRequest) return sendBadRequest(req, res, err.status, err.message);
    return next(err);
  }
  next();
}

/** The 4xx of a body that could not be read (too large, cut off in transit, compressed), or undefined for any other error. */
export function bodyReadError(err: unknown): { status: number; message: string } | undefined {
  if (!err || typeof err !== "object") return undefined;
  const { status, type } = err as { status?: unknown; type?: unknown };
  if (typeof type !== "string" || typeof status !== "number" || status < 400 || status >= 500) return undefined;
  if (type === "entity.too.large") return { status, message: `Payload too large: a request body may be at most ${BODY_LIMIT.toUpperCase()}.` };
  if (type === "encoding.unsupported") return { status, message: "Unsupported content encoding: send the body uncompressed." };
  return { status, message: "Bad request: the request body could not be read." };
}
