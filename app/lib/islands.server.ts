import fs from "node:fs";
import { findUp } from "./find-up.server";

let manifest: Record<string, string> | null | undefined;

/**
 * URL of a public-page island script (see scripts/build-islands.mjs), or null when the islands
 * are not built (development server, tests of route modules).
 */
export function islandUrl(name: "public" | "engineer"): string | null {
  if (manifest === undefined) {
    try {
      const file = findUp(import.meta.url, "build/client/islands/manifest.json");
      manifest = file ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : null;
    } catch {
      manifest = null;
    }
  }
  return manifest?.[name] ?? null;
}
