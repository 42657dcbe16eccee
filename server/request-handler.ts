import { randomUUID } from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { REQUEST_KEY_HEADER } from "../app/lib/per-request.server";

/**
 * Express to React Router, like `@react-router/express`, except that the body comes from
 * `req.body`: it has been read and checked already (server/request-body.ts), so the app never
 * reads a body the server has not seen. A page's empty body is given as an empty form, so an
 * action reading its form data gets an empty one rather than an error.
 */
export function createAppRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createReactRouterHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      await send(res, response);
    } catch (err) {
      next(err);
    }
  };
}

/** The Fetch API request that the app is given for an Express request. */
export function toFetchRequest(req: Request, res: Response) {
  // The host as the visitor asked for it; a malformed Host header falls back to localhost.
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const port = Number.parseInt(req.get("host")?.split(":")[1] ?? "", 10);
  const url = new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`);

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  // The app's per-request memo (oncePerRequest) tells requests apart by this key; a client's value is replaced.
  headers.set(REQUEST_KEY_HEADER, randomUUID());

  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    init.body = new Uint8Array(body);
    if (body.length === 0 && !req.path.startsWith("/api/") && !/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(req.get("content-type") ?? "")) {
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
  }
  return new Request(url.href, init);
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (err) {
    if (res.destroyed || res.writableEnded) return;
    throw err;
  }
}
