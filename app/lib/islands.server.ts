import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let manifest: Record<string, string> | null | undefined;

/**
 * URL of a public-page island script (see scripts/build-islands.mjs), or null when the islands
 * are not built (development server, tests of route modules).
 */
export function islandUrl(name: "public"): string | null {
  if (manifest === undefined) {
    try {
      // The server bundle is build/server/index.js; the islands sit in build/client/islands.
      const file = path.resolve(fileURLToPath(import.meta.url), "../../client/islands/manifest.json");
      manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    } catch {
      manifest = null;
    }
  }
  return manifest?.[name] ?? null;
}
