// Public pages are not hydrated (docs/decisions/0009-public-pages-without-hydration.md): their
// interactive parts are small scripts ("islands") bundled here by Vite (Rollup) into
// build/client/islands/, with a manifest the server reads to link them.
import fs from "node:fs";
import path from "node:path";
import { buildSources, root } from "./lib/vite-build.mjs";

const outDir = path.join(root, "build/client/islands");

await buildSources({
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: "vite-manifest.json",
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      input: { public: path.join(root, "app/islands/public.ts"), engineer: path.join(root, "app/islands/engineer.ts") },
      output: {
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});

const viteManifest = JSON.parse(fs.readFileSync(path.join(outDir, "vite-manifest.json"), "utf8"));
const manifest = {};
for (const entry of Object.values(viteManifest)) {
  if (entry.isEntry) manifest[entry.name] = `/islands/${entry.file}`;
}
fs.writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
console.log(`islands: ${Object.entries(manifest).map(([k, v]) => `${k} -> ${v}`).join(", ")}`);
