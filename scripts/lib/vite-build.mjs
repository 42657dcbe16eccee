// A Vite build of project sources outside React Router's own (the islands, the server): the
// project's `~/` paths resolved, no config file, no public folder, only errors printed.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Runs Vite's build with the shared settings and `options` (its `build` section and any `define`). */
export function buildSources(options) {
  return build({ configFile: false, root, logLevel: "error", publicDir: false, plugins: [tsconfigPaths()], ...options });
}
