import fs from "node:fs";
import path from "node:path";

/** A page or endpoint of the application, read from its route table (app/routes.ts). */
export type AppRoute = { path: string; file: string; hasLoader: boolean; hasAction: boolean };

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Every route of the route table, with its full path ("/customer/quotes/:id") and whether its module
 * answers reads (a loader) and form posts (an action). Read from the table itself, so that a new
 * route is in every test built on this list without anyone adding it there.
 */
export function appRoutes(): AppRoute[] {
  const source = fs.readFileSync(path.join(root, "app/routes.ts"), "utf8");
  const routes: AppRoute[] = [];
  const prefixes: { prefix: string; depth: number }[] = [];
  let depth = 0;
  for (const line of source.split("\n")) {
    const prefix = /\.\.\.prefix\("([^"]+)"/.exec(line);
    if (prefix) prefixes.push({ prefix: prefix[1], depth });
    const base = prefixes.map((p) => `/${p.prefix}`).join("");
    const route = /\broute\("([^"]*)",\s*"([^"]+)"/.exec(line);
    const index = /\bindex\("([^"]+)"/.exec(line);
    if (route || index) {
      const file = route ? route[2] : index![1];
      const own = route ? route[1] : "";
      const full = `${base}/${own}`.replace(/\/+$/, "") || "/";
      const module = fs.readFileSync(path.join(root, "app", file), "utf8");
      routes.push({
        path: full,
        file,
        hasLoader: /export (async )?function loader\b/.test(module),
        hasAction: /export (async )?function action\b/.test(module),
      });
    }
    for (const ch of line) {
      if (ch === "[") depth++;
      if (ch === "]") {
        depth--;
        if (prefixes.length && prefixes.at(-1)!.depth === depth) prefixes.pop();
      }
    }
  }
  return routes;
}
