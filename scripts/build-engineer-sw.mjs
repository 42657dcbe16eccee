// The engineer's app works offline (docs/decisions/0090): this step, after React Router's client
// build, writes its web app manifest and icons and generates its service worker with Workbox into
// build/client/. The worker precaches the scripts and styles of the engineer's pages (read from
// React Router's manifest) and keeps the pages and their data it has fetched, newest from the
// network when there is one, so that a day opened once can be worked through without a network.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { generateSW } from "workbox-build";
import { root } from "./lib/vite-build.mjs";

const client = path.join(root, "build/client");
const ENGINEER_ROUTES = ["root", "engineer-layout", "engineer-day", "engineer-visit"];
const THEME = "#0f4c81";

// Icons: the site's mark on the theme colour, as the PNGs an installed app needs.
fs.mkdirSync(path.join(client, "engineer-icons"), { recursive: true });
const mark = fs.readFileSync(path.join(root, "public/favicon.svg"));
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.7);
  const logo = await sharp(mark, { density: 384 }).resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: THEME } })
    .composite([{ input: logo, gravity: "center" }])
    .png()
    .toFile(path.join(client, `engineer-icons/icon-${size}.png`));
}
fs.writeFileSync(
  path.join(client, "engineer.webmanifest"),
  JSON.stringify(
    {
      name: "My day – engineers",
      short_name: "My day",
      start_url: "/engineer",
      scope: "/engineer",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: THEME,
      icons: [
        { src: "/engineer-icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
        { src: "/engineer-icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
    },
    null,
    2,
  ),
);

// The engineer's pages' modules, their static imports and styles, from React Router's manifest.
const assets = path.join(client, "assets");
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) throw new Error("React Router's manifest is missing from build/client/assets");
const source = fs.readFileSync(path.join(assets, manifestFile), "utf8");
const rrManifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
const files = new Set([`/assets/${manifestFile}`]);
for (const part of [rrManifest.entry, ...ENGINEER_ROUTES.map((id) => rrManifest.routes[id])]) {
  if (!part) throw new Error("an engineer route is missing from React Router's manifest");
  for (const f of [part.module, ...(part.imports ?? []), ...(part.css ?? [])]) if (f) files.add(f);
}
// The day is plain HTML with one script of its own (an island, with the chunks it imports).
const islands = JSON.parse(fs.readFileSync(path.join(client, "islands/vite-manifest.json"), "utf8"));
const islandFiles = (key) => {
  const entry = islands[key];
  if (!entry) throw new Error(`${key} is missing from the islands' manifest`);
  return [`/islands/${entry.file}`, ...(entry.imports ?? []).flatMap(islandFiles)];
};
const engineerIsland = Object.keys(islands).find((k) => islands[k].isEntry && islands[k].name === "engineer");
if (!engineerIsland) throw new Error("the engineer's island is missing: build the islands first");
for (const f of islandFiles(engineerIsland)) files.add(f);
// The signature pad is loaded when a visit's sheet is shown.
for (const f of fs.readdirSync(assets)) if (/^signature_pad[\w.-]*\.js$/.test(f)) files.add(`/assets/${f}`);

const { count, size, warnings } = await generateSW({
  swDest: path.join(client, "engineer-sw.js"),
  globDirectory: client,
  globPatterns: ["engineer-icons/*.png", "engineer.webmanifest"],
  additionalManifestEntries: [...files].map((url) => ({ url, revision: null })),
  dontCacheBustURLsMatching: /^\/(assets|islands)\//,
  inlineWorkboxRuntime: true,
  mode: "production",
  sourcemap: false,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // The engineer's pages, their data (React Router's `.data` requests, whichever routes they
      // ask for), and the route manifest for their links: the network first, the last answer offline.
      urlPattern: ({ url, request }) =>
        url.origin === self.location.origin &&
        request.method === "GET" &&
        (url.pathname === "/engineer" || url.pathname.startsWith("/engineer/") || url.pathname.startsWith("/engineer.data")) &&
        !url.pathname.startsWith("/engineer/media/"),
      handler: "NetworkFirst",
      options: {
        cacheName: "engineer-pages",
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 200, maxAgeSeconds: 8 * 24 * 3600 },
        plugins: [
          {
            cacheKeyWillBeUsed: async ({ request }) => {
              const url = new URL(request.url);
              url.searchParams.delete("_routes");
              return url.toString();
            },
          },
        ],
      },
    },
    {
      urlPattern: ({ url, request }) => url.origin === self.location.origin && request.method === "GET" && url.pathname === "/__manifest",
      handler: "NetworkFirst",
      options: {
        cacheName: "engineer-route-manifest",
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 5 },
        plugins: [
          {
            // Every engineer path maps to the same few routes: one stored answer does for any of them.
            cacheKeyWillBeUsed: async ({ request }) => {
              const url = new URL(request.url);
              const paths = url.searchParams.getAll("p");
              return paths.length > 0 && paths.every((p) => p === "/engineer" || p.startsWith("/engineer/")) ? `${url.origin}/__manifest?engineer` : request.url;
            },
          },
        ],
      },
    },
    {
      urlPattern: ({ url, request }) => url.origin === self.location.origin && request.method === "GET" && url.pathname.startsWith("/engineer/media/"),
      handler: "CacheFirst",
      options: { cacheName: "engineer-media", expiration: { maxEntries: 300, maxAgeSeconds: 8 * 24 * 3600 } },
    },
  ],
});
for (const w of warnings) console.warn(w);
console.log(`engineer service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
