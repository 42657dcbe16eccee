// The server itself (server/index.ts and what it imports from app/) compiled to plain JavaScript in
// build/runtime/, so that `npm start` runs it with Node alone. Loading TypeScript through a loader
// at run time kept a second JavaScript engine (the loader's thread) and every module's source in
// memory: about 250 MB of the server's resident memory (docs/performance.md).
import path from "node:path";
import { buildSources, root } from "./lib/vite-build.mjs";

await buildSources({
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
