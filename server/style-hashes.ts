import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The Content-Security-Policy hashes of the `<style>` elements the UI kit's browser code inserts with
 * a fixed text: sonner (the toasts) adds its stylesheet that way when it loads, with no way to give
 * it a nonce. Allowing that one text by its hash keeps `'unsafe-inline'` out of `style-src`
 * (docs/decisions/0040). The text is read from the installed package, so an upgrade that changes it
 * changes the hash with it; if the call is not found the server refuses to start, rather than ship
 * toasts without their styles.
 */
export function insertedStyleHashes(): string[] {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("sonner");
  const source = fs.readFileSync(path.join(path.dirname(entry), "index.mjs"), "utf8");
  const css = firstStringArgument(source, "__insertCSS(");
  if (css === undefined) throw new Error("sonner's stylesheet was not found in its package: the style-src hash cannot be made");
  // The element is added empty and filled after, so the browser checks both texts.
  return [hash(css), hash("")];
}

/**
 * The style attributes the UI kit renders on the server (Radix: the hidden checkbox a switch or a
 * checkbox posts its value with, a tab list's `outline`, a tab panel's first-render animation). A
 * blocked one would show the hidden checkbox. `'unsafe-hashes'` with these exact values allows
 * them and nothing else: an injected `style` attribute with any other value is still refused.
 * tests/e2e/content-security-policy.spec.ts fails on a page that renders one not listed here.
 */
export const RENDERED_STYLE_ATTRIBUTES = [
  "position:absolute;pointer-events:none;opacity:0;margin:0;transform:translateX(-100%)",
  "outline:none",
  "animation-duration:0s",
] as const;

/** `'unsafe-hashes'` and the hashes of `RENDERED_STYLE_ATTRIBUTES`, for `style-src`. */
export function styleAttributeHashes(): string[] {
  return ["'unsafe-hashes'", ...RENDERED_STYLE_ATTRIBUTES.map(hash)];
}

function hash(text: string) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The string literal passed as the first argument of the last call `callee` in `source` (its definition comes first). */
function firstStringArgument(source: string, callee: string): string | undefined {
  const at = source.lastIndexOf(`${callee}"`);
  if (at < 0) return undefined;
  const start = at + callee.length;
  let end = start + 1;
  while (end < source.length && source[end] !== '"') end += source[end] === "\\" ? 2 : 1;
  try {
    return JSON.parse(source.slice(start, end + 1)) as string;
  } catch {
    return undefined;
  }
}
