// `npm start`: build the app when the build is missing or older than its sources, then run the
// production server (TypeScript, loaded through tsx).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const marker = path.join(root, "build/client/islands/manifest.json");

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"].map((p) => path.join(root, p));
const built = fs.statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built === 0 || Math.max(...sources.map(newestMtime)) > built) {
  console.log("Building the application...");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "server/index.ts"));
