// `npm start`: build the app when the build is missing or older than its sources, then run the
// production server, compiled into build/runtime/ by the build (no TypeScript loader at run time).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The build's last output: the compiled server.
const marker = path.join(root, "build/runtime/server.mjs");

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "package.json"].map((p) => path.join(root, p));
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
await import(marker);
