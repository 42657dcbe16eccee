// The server itself (server/index.ts and what it imports from app/) compiled to plain JavaScript in
// build/runtime/, so that `npm start` runs it with Node alone. Loading TypeScript through a loader
// at run time kept a second JavaScript engine (the loader's thread) and every module's source in
// memory: about 250 MB of the server's resident memory (docs/performance.md).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  configFile: false,
  root,
  logLevel: "error",
  publicDir: false,
  plugins: [tsconfigPaths()],
  build: {
    ssr: path.join(root, "server/index.ts"),
    outDir: path.join(root, "build/runtime"),
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: true,
    rollupOptions: {
      output: { format: "esm", entryFileNames: "server.mjs", chunkFileNames: "[name]-[hash].mjs" },
    },
  },
});
