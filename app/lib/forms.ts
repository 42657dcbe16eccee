import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { fieldNamesProblem, jsonShapeProblem, MAX_LIST_INDEX } from "./body-bounds";

export type FieldErrors = Partial<Record<string, string>>;

/**
 * A field's name as a form posts it, from a zod issue's path: `name`, `items[0].quantity`. The same
 * names Conform gives its fields, so a domain error about a list item lands on that item's field.
 */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

/** The first message for each field of a failed parse (`form` for a message about no field). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = fieldName(issue.path) || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** Plain object of a form's string fields (files are ignored). */
export function formValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") out[key] = value;
  return out;
}

/**
 * A posted form parsed with its zod schema (Conform's `parseWithZod`), in the browser (`useForm`'s
 * `onValidate`) and in the action alike. Automatic coercion is off: the schema gets the strings as
 * posted, as the domain functions get them from every other caller, so one schema gives the same
 * value and the same messages everywhere. (Coercion would turn an empty field into `undefined`,
 * losing messages such as "Name is required", and would read a `datetime-local` value in the
 * machine's own time zone instead of London's.)
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  const problem = formControlProblem(formData);
  if (problem) throw badControl(problem);
  if (!formData.has(INTENT) && !formData.has(STATE)) return parseWithZod(formData, { schema, disableAutoCoercion: true });
  try {
    return parseWithZod(formData, { schema, disableAutoCoercion: true });
  } catch {
    // Conform could not apply the control (a name it cannot read, a list change on something that is no list).
    throw badControl(BAD_CONTROL);
  }
}

const badControl = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain" } });

/** The fields Conform keeps for itself: a button's list or field change (`__intent__`), and its state. */
const INTENT = "__intent__";
const STATE = "__state__";
const INTENT_TYPES = new Set(["validate", "update", "reset", "insert", "remove", "reorder"]);
const BAD_CONTROL = "Bad request: the form's control field is not one this site sends.";

const isIndex = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LIST_INDEX);

function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Why Conform's own fields of a post are not ones its buttons send, or null. Conform reads them as
 * JSON and acts on them before the schema sees anything: text that is not JSON, or an unknown kind,
 * makes it throw, and a list change may name any field and any index (`lines[99999]`), which would
 * build a list of that length. So they are held to what the buttons send and to the bounds every
 * body is held to (./body-bounds).
 */
export function formControlProblem(formData: FormData): string | null {
  const state = formData.getAll(STATE);
  if (state.length > 1 || state.some((value) => typeof value !== "string" || !parsedJson(value).ok)) return BAD_CONTROL;
  const intents = formData.getAll(INTENT);
  if (intents.length === 0) return null;
  if (intents.length > 1 || typeof intents[0] !== "string") return BAD_CONTROL;
  const parsed = parsedJson(intents[0]);
  if (!parsed.ok || !parsed.value || typeof parsed.value !== "object") return BAD_CONTROL;
  const { type, payload } = parsed.value as { type?: unknown; payload?: unknown };
  if (typeof type !== "string" || !INTENT_TYPES.has(type) || !payload || typeof payload !== "object" || Array.isArray(payload)) return BAD_CONTROL;
  const { name, index, from, to, value, defaultValue } = payload as Record<string, unknown>;
  if (name !== undefined && (typeof name !== "string" || fieldNamesProblem([name], { allowGaps: true }))) return BAD_CONTROL;
  if (!isIndex(index) || !isIndex(from) || !isIndex(to)) return BAD_CONTROL;
  if (["insert", "remove", "reorder"].includes(type) && typeof name !== "string") return BAD_CONTROL;
  return jsonShapeProblem(value) ?? jsonShapeProblem(defaultValue);
}

/**
 * What was posted, reshaped like a form's own values (`template`): a string where the form has a
 * string, a list of items like the template's first item where it has a list, an object with the
 * template's keys where it has an object, and nothing (an empty field) wherever the post had
 * something else. Conform hands a failed post back to the form as its values, and a form cannot be
 * drawn from `lines=x` (a string where it lists lines) or `notes[0]=x` (a list where it has text).
 */
export function valuesLike(template: unknown, value: unknown): unknown {
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return undefined;
    return value.map((item) => valuesLike(template[0], item));
  }
  if (template !== null && typeof template === "object") {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(template)) {
      if (Object.hasOwn(value, key)) out[key] = valuesLike((template as Record<string, unknown>)[key], (value as Record<string, unknown>)[key]);
    }
    return out;
  }
  return typeof value === "string" ? value : undefined;
}

/** A submission's reply whose values (what was typed) are reshaped like the form's (see `valuesLike`). */
export function resultLike<Result extends { initialValue?: Record<string, unknown> | null }>(result: Result | undefined, template: Record<string, unknown>): Result | undefined {
  if (!result?.initialValue) return result;
  return { ...result, initialValue: valuesLike(template, result.initialValue) as Result["initialValue"] };
}
