import fs from "node:fs";
import path from "node:path";
import routes from "../../../app/routes";

/** One route of the application's route table (app/routes.ts), with a real path to request. */
export type TableRoute = {
  /** The pattern as declared, e.g. "/admin/customers/:id". */
  pattern: string;
  /** A path to request: parameters filled in (an id that matches no record, a real slug). */
  path: string;
  file: string;
  /** Who the route is for, from its place in the table. */
  area: "admin" | "engineer" | "portal" | "auth" | "api" | "public";
  /** A route module without a component (CSV, PDF, JSON, redirects): no `.data` request of its own. */
  resource: boolean;
  /** Whether the module exports an action (accepts form posts). */
  hasAction: boolean;
  /** Whether the module exports a loader (answers GET). */
  hasLoader: boolean;
};

type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };

const root = path.resolve(import.meta.dirname, "../../..");
export const NO_RECORD_ID = "00000000-0000-4000-8000-000000000000";

const PARAMS: Record<string, string> = {
  ":id": NO_RECORD_ID,
  ":siteId": NO_RECORD_ID,
  ":contactId": NO_RECORD_ID,
  ":userId": NO_RECORD_ID,
  ":slug": "drain-unblocking",
  ":report": "money",
};

function fill(pattern: string) {
  return pattern
    .split("/")
    .map((part) => {
      if (part === "*") return "get-session";
      if (part === ":slug") return pattern.startsWith("/areas/") ? "newbury" : PARAMS[part];
      return PARAMS[part] ?? part;
    })
    .join("/");
}

function areaOf(pattern: string): TableRoute["area"] {
  if (pattern === "/admin" || pattern.startsWith("/admin/")) return "admin";
  if (pattern === "/engineer" || pattern.startsWith("/engineer/")) return "engineer";
  // The portal's sign-in pages (password, passkey, forgotten password) are outside it.
  if (["/customer/login", "/customer/login/passkey", "/customer/forgot-password", "/customer/reset-password"].includes(pattern)) return "auth";
  if (pattern === "/customer" || pattern.startsWith("/customer/")) return "portal";
  if (pattern === "/auth" || pattern.startsWith("/auth/")) return "auth";
  if (pattern.startsWith("/api/")) return "api";
  if (pattern === "/engineer" || pattern.startsWith("/engineer/")) return "engineer";
  return "public";
}

function flatten(entries: Entry[], parent: string, out: TableRoute[]) {
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.children) flatten(entry.children, own, out);
    // A layout has no path of its own; its children are listed.
    if (!entry.path && !entry.index) continue;
    const pattern = own || "/";
    const source = fs.readFileSync(path.join(root, "app", entry.file), "utf8");
    out.push({
      pattern,
      path: fill(pattern),
      file: entry.file,
      area: areaOf(pattern),
      resource: !/export default function/.test(source),
      hasAction: /export (async )?function action/.test(source),
      hasLoader: /export (async )?function loader\b/.test(source),
    });
  }
}

/** Every route of app/routes.ts, so that a test over the table covers a new route without being told. */
export function routeTable(): TableRoute[] {
  const out: TableRoute[] = [];
  flatten(routes as Entry[], "", out);
  // Two ids for the same path (the dashboard at /customer and /customer/dashboard is listed twice).
  return out.filter((r, i) => out.findIndex((o) => o.path === r.path) === i && r.pattern !== "/*");
}

/** A route of the table by its pattern ("/customer/quotes/:id"), and whether it reads and takes posts. */
export type AppRoute = { path: string; file: string; area: TableRoute["area"]; hasLoader: boolean; hasAction: boolean };

/** The table's routes by pattern, with whether each module has a loader and an action. */
export function appRoutes(): AppRoute[] {
  return routeTable().map((r) => ({ path: r.pattern, file: r.file, area: r.area, hasLoader: r.hasLoader, hasAction: r.hasAction }));
}
