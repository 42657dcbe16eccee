import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The first `relative` path that exists in the folder of `fromUrl` or one of its parents. Used to
 * find the project's own files (migrations, built islands) both from the source files and from
 * the server bundle, whose chunks sit at varying depths under build/server.
 */
export function findUp(fromUrl: string, relative: string): string | null {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
