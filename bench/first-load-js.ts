import { gzipSync } from "node:zlib";

// What a page makes the browser load before it is interactive, counted the same way by every
// benchmark that has a JavaScript budget (the public pages, the engineer's app).

/** Scripts a browser loads before the page is interactive: module scripts, modulepreloads and their static imports. */
export async function firstLoadJs(base: string, html: string) {
  const seen = new Set<string>();
  const queue = [
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\s*(?:[^"'()]*from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]),
  ];
  let raw = 0;
  let gz = 0;
  while (queue.length) {
    const src = new URL(queue.shift()!, base).toString();
    if (seen.has(src)) continue;
    seen.add(src);
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
    // Static imports of the chunk (dynamic imports load on demand and are not counted).
    for (const m of body.toString("utf8").matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], src).toString());
    }
  }
  return { files: seen.size, rawKb: raw / 1024, gzipKb: gz / 1024 };
}
