import { fillTokens, type Business } from "./business";

/** Replace `{phone}` and `{business}` in every string of a piece of marketing copy. */
export function fillContent<T>(value: T, business: Pick<Business, "name" | "phone">): T {
  if (typeof value === "string") return fillTokens(value, business) as T;
  if (Array.isArray(value)) return value.map((v) => fillContent(v, business)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillContent(v, business)])) as T;
  }
  return value;
}
