// The production build: React Router's client and server bundles, the public pages' islands, then
// the server that serves them (build/runtime/server.mjs).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
  [path.join(root, "scripts/build-islands.mjs")],
  [path.join(root, "scripts/build-engineer-sw.mjs")],
  [path.join(root, "scripts/build-server.mjs")],
];
for (const args of steps) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
