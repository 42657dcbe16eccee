import fs from "node:fs";
import path from "node:path";
import { routeTable, type TableRoute } from "./route-table";

/**
 * Who may use each route of app/routes.ts, and the intents each route's action handles. The
 * authorization, request-forgery and oversized-input suites read it; a route added to the table
 * without a line here, or a line for a route that is gone, fails them (see `checkAccessTable`).
 *
 * - `admin`: the back office: the admin and office roles (an engineer is sent to /engineer).
 * - `admin-role`: staff management: the admin role only (the office is sent back to /admin).
 * - `engineer`: the engineer's app: the engineer role only (the office's staff are sent to /admin).
 * - `portal-account`: the portal's dashboard; a customer, or a portal sign-up still waiting for its
 *   e-mail address to be verified.
 * - `customer`: a portal page of the signed-in customer's own records (lists, visit request, details).
 * - `owner`: a portal page of one record (`:id`): only the customer whose record it is.
 * - `anyone`: public pages, sign-in pages and the public APIs (and addresses whose own rules decide:
 *   a stored image for whoever may see it, a calendar feed by its token; tested in vitest).
 */
export type Access = "admin" | "admin-role" | "engineer" | "portal-account" | "customer" | "owner" | "anyone";

/**
 * An action's intents: the values of the hidden `intent` field it tells its forms apart by. `null`
 * stands for a form without an `intent` field (the action has one form). An action that only refuses
 * (a 405 for everyone allowed in) has none.
 */
export type RouteAccess = {
  access: Access;
  intents?: Array<string | null>;
  /** A route for posts only: a visit from someone allowed in is sent here (others meet the guard). */
  visitGoesTo?: string;
};

export const ACCESS: Record<string, RouteAccess> = {
  // Public site, sign-in and the public APIs
  "/": { access: "anyone" },
  "/contact": { access: "anyone", intents: [null] },
  "/book": { access: "anyone", intents: [null] },
  "/services/:slug": { access: "anyone" },
  "/areas/:slug": { access: "anyone" },
  "/about": { access: "anyone" },
  "/faqs": { access: "anyone" },
  "/testimonials": { access: "anyone" },
  "/blog/prevent-blocked-drains-winter": { access: "anyone" },
  "/blog/signs-blocked-drain": { access: "anyone" },
  "/blog/drain-unblocking-cost": { access: "anyone" },
  "/blog/best-drain-unblocker-products": { access: "anyone" },
  "/blog/drain-unblocking-newbury": { access: "anyone" },
  "/blog/drain-company-newbury": { access: "anyone" },
  "/blog": { access: "anyone" },
  "/blog/:slug": { access: "anyone" },
  "/blog/rss.xml": { access: "anyone" },
  "/sitemap.xml": { access: "anyone" },
  "/robots.txt": { access: "anyone" },
  "/auth": { access: "anyone", intents: ["login", "signup"] },
  "/auth/sign-out": { access: "anyone", intents: [null] },
  "/auth/two-factor": { access: "anyone", intents: [null] },
  "/auth/forgot-password": { access: "anyone", intents: [null] },
  "/auth/reset-password": { access: "anyone", intents: [null] },
  "/auth/passkey": { access: "anyone", intents: [null] },
  // An invitation's link: no session; the link's token is the credential.
  "/auth/invite": { access: "anyone", intents: [null] },
  "/api/auth/*": { access: "anyone", intents: [null] },
  "/api/chat/conversations": { access: "anyone", intents: [null] },
  "/api/chat/messages": { access: "anyone", intents: [null] },
  "/api/enquiries": { access: "anyone", intents: [null] },
  // Stripe's webhook: no session; a request is vouched for by its Stripe-Signature.
  "/api/stripe/webhook": { access: "anyone", intents: [null] },
  // An invoice e-mail's card payment link: no session; the link's token names the invoice.
  "/pay/:id": { access: "anyone", intents: ["payByCard"] },
  "/customer/login": { access: "anyone", intents: ["login", "signup"] },
  "/customer/sign-out": { access: "anyone", intents: [null] },
  "/customer/forgot-password": { access: "anyone", intents: [null] },
  "/customer/reset-password": { access: "anyone", intents: [null] },
  "/customer/login/passkey": { access: "anyone", intents: [null] },

  // Customer portal
  "/customer": { access: "portal-account", intents: [null] },
  "/customer/dashboard": { access: "portal-account", intents: [null] },
  "/customer/jobs": { access: "customer" },
  "/customer/quotes": { access: "customer" },
  "/customer/quotes/:id": { access: "owner", intents: ["accept", "decline"] },
  "/customer/quotes/:id/pdf": { access: "owner" },
  "/customer/invoices": { access: "customer" },
  "/customer/invoices/:id": { access: "owner", intents: ["payByCard"] },
  "/customer/invoices/:id/pdf": { access: "owner" },
  "/customer/invoices/:id/payments/:paymentId/receipt.pdf": { access: "owner" },
  "/customer/credit-notes/:id/pdf": { access: "owner" },
  "/customer/visits/:id/report.pdf": { access: "owner" },
  "/customer/surveys/:id": { access: "owner" },
  "/customer/contracts/:id": { access: "owner", intents: ["accept"] },
  "/customer/contracts/:id/pdf": { access: "owner" },
  "/customer/surveys/:id/report.pdf": { access: "owner" },
  "/customer/statement.pdf": { access: "customer" },
  "/customer/request-visit": { access: "customer", intents: [null, "book"] },
  "/customer/details": { access: "customer", intents: [null] },
  "/customer/details/passkeys": { access: "customer", intents: ["passkey-add", "passkey-remove"], visitGoesTo: "/customer/details" },
  "/customer/account": { access: "portal-account", intents: ["change-password", "end-session", "end-other-sessions"] },

  // Back-office
  "/admin/auth": { access: "anyone" },
  "/admin/blog-admin": { access: "anyone" },
  "/admin": { access: "admin" },
  "/admin/customers": { access: "admin", intents: ["delete"] },
  "/admin/customers/new": { access: "admin", intents: [null] },
  "/admin/customers/export.csv": { access: "admin" },
  "/admin/customers/options": { access: "admin" },
  "/admin/customers/:id": { access: "admin", intents: ["save", "delete", "reminders"] },
  "/admin/customers/:id/sites/new": { access: "admin", intents: ["save"] },
  "/admin/customers/:id/sites/:siteId": { access: "admin", intents: ["save", "delete"] },
  "/admin/customers/:id/contacts/new": { access: "admin", intents: ["save", "reminders"] },
  "/admin/customers/:id/contacts/:contactId": { access: "admin", intents: ["save", "delete", "link_account", "unlink_account", "reminders"] },
  "/admin/customers/:id/merge": { access: "admin", intents: ["merge"] },
  "/admin/customers/:id/statement.pdf": { access: "admin" },
  "/admin/jobs": { access: "admin", intents: ["delete"] },
  "/admin/jobs/new": { access: "admin", intents: [null] },
  "/admin/jobs/export.csv": { access: "admin" },
  "/admin/jobs/:id": { access: "admin", intents: ["save", "delete", "cancel", "invoiceFromJob", "add-visit", "edit-visit", "cancel-visit", "visit-status"] },
  "/admin/quotes": { access: "admin" },
  "/admin/quotes/new": { access: "admin", intents: [null] },
  "/admin/quotes/:id": { access: "admin", intents: ["send", "markSent", "accept", "decline", "extend", "convertToJob", "convertToInvoice", "duplicate", "delete"] },
  "/admin/quotes/:id/edit": { access: "admin", intents: [null] },
  "/admin/quotes/:id/pdf": { access: "admin" },
  "/admin/invoices": { access: "admin" },
  "/admin/invoices/new": { access: "admin", intents: [null] },
  "/admin/invoices/:id": { access: "admin", intents: ["send", "markSent", "recordPayment", "voidPayment", "cancel", "duplicate", "delete"] },
  "/admin/invoices/:id/edit": { access: "admin", intents: [null] },
  "/admin/invoices/:id/pdf": { access: "admin" },
  "/admin/invoices/:id/payments/:paymentId/receipt.pdf": { access: "admin" },
  "/admin/invoices/:id/credit-note": { access: "admin", intents: [null] },
  "/admin/credit-notes": { access: "admin" },
  "/admin/credit-notes/:id": { access: "admin", intents: ["issue", "markIssued", "delete"] },
  "/admin/credit-notes/:id/pdf": { access: "admin" },
  "/admin/price-book": { access: "admin", intents: ["archive", "restore", "move"] },
  "/admin/price-book/new": { access: "admin", intents: ["save"] },
  "/admin/price-book/:id": { access: "admin", intents: ["save", "archive", "restore", "move"] },
  "/admin/calendar": { access: "admin", intents: ["reschedule"] },
  "/admin/dispatch": { access: "admin", intents: ["assign", "schedule", "confirm_booking"] },
  "/admin/reports": { access: "admin" },
  "/admin/reports/:report/export.csv": { access: "admin" },
  "/admin/quotes/export.csv": { access: "admin" },
  "/admin/invoices/export.csv": { access: "admin" },
  "/admin/invoices/payments.csv": { access: "admin" },
  "/admin/invoices/xero.csv": { access: "admin" },
  "/admin/invoices/quickbooks.csv": { access: "admin" },
  "/admin/dispatch/events": { access: "admin" },
  "/admin/contracts": { access: "admin", intents: ["create"] },
  "/admin/contracts/:id": { access: "admin", intents: ["offer", "activate", "pause", "generate", "skip", "cancel"] },
  "/admin/contracts/:id/pdf": { access: "admin" },
  "/admin/blog": { access: "admin", intents: ["generate", "publish", "delete"] },
  "/admin/chats": { access: "admin", intents: [] },
  "/admin/chats/:id": { access: "admin", intents: [] },
  "/admin/blog/:id": { access: "admin", intents: ["save", "schedule", "unpublish"] },
  "/admin/enquiries": { access: "admin", intents: ["status", "convert"] },
  "/admin/staff": { access: "admin-role", intents: ["grant", "revoke", "invite", "change_role", "remove", "withdraw_invite"] },
  "/admin/staff/:userId": { access: "admin", intents: ["save_hours", "add_day_off", "delete_day_off"] },
  "/admin/settings/reminders": { access: "admin-role", intents: [null] },
  "/admin/settings/booking": { access: "admin-role", intents: [null] },
  "/admin/account": { access: "admin", intents: ["enable", "verify", "disable"] },
  "/admin/account/passkeys": { access: "admin", intents: ["passkey-add", "passkey-remove"], visitGoesTo: "/admin/account" },

  // The engineer's app
  "/engineer": { access: "engineer" },
  "/engineer/visits/:id": { access: "engineer" },
  "/engineer/media/:id": { access: "engineer" },
  "/engineer/actions": { access: "engineer", intents: [null], visitGoesTo: "/engineer" },
  "/engineer/calendar": { access: "engineer", intents: ["create", "revoke"] },
  "/admin/visits/:id/report.pdf": { access: "admin" },
  "/admin/surveys": { access: "admin" },
  "/admin/surveys/new": { access: "admin", intents: [null] },
  "/admin/surveys/:id": {
    access: "admin",
    intents: ["save-header", "add-run", "edit-run", "remove-run", "add-observation", "edit-observation", "remove-observation", "add-recommendation", "edit-recommendation", "remove-recommendation", "create-quote", "delete"],
  },
  "/admin/surveys/:id/report.pdf": { access: "admin" },
  "/admin/surveys/:id/export.csv": { access: "admin" },
  "/admin/surveys/:id/export.json": { access: "admin" },
  "/admin/jobs/:id/photos": { access: "admin", intents: ["share"] },

  // Stored images: office staff, a visit's engineers, a customer what is shared with them; others 404
  // (app/features/media/media-access.server.ts). A calendar feed: its token is the key.
  "/media/:id": { access: "anyone" },
  "/media/:id/thumb": { access: "anyone" },
  // A survey's photo: for whoever may see the survey (app/features/surveys/surveys.server.ts, tested in vitest).
  "/surveys/:id/photos/:mediaId": { access: "anyone" },
  "/surveys/:id/photos/:mediaId/thumb": { access: "anyone" },
  "/calendar/:file": { access: "anyone" },
};

const root = path.resolve(import.meta.dirname, "../../..");

/** A route module's source and that of the app modules it imports (where its schemas name the intents). */
function sourceWithImports(file: string) {
  const main = fs.readFileSync(path.join(root, "app", file), "utf8");
  const imported = [...main.matchAll(/from "~\/([^"]+)"/g)].flatMap(([, spec]) => {
    for (const ext of [".ts", ".tsx", "/index.ts"]) {
      const candidate = path.join(root, "app", spec + ext);
      if (fs.existsSync(candidate)) return [fs.readFileSync(candidate, "utf8")];
    }
    return [];
  });
  return { main, all: [main, ...imported].join("\n") };
}

/** Intents a route module itself names: `name="intent" value="x"`, `intent === "x"`, an `INTENTS` list. */
function intentsNamedIn(source: string) {
  const found = new Set<string>();
  for (const m of source.matchAll(/name="intent" value="(\w+)"/g)) found.add(m[1]);
  for (const m of source.matchAll(/intent(?:"\))? [!=]== "(\w+)"/g)) found.add(m[1]);
  const list = /const INTENTS = \[([^\]]*)\]/.exec(source)?.[1];
  for (const m of list?.matchAll(/"(\w+)"/g) ?? []) found.add(m[1]);
  return found;
}

/** Every route of the table with its access line; problems (a route without a line, a stale line) listed. */
export function accessTable(): { routes: Array<TableRoute & RouteAccess>; problems: string[] } {
  const table = routeTable();
  const problems: string[] = [];
  const routes: Array<TableRoute & RouteAccess> = [];
  for (const route of table) {
    const line = ACCESS[route.pattern];
    if (!line) {
      problems.push(`${route.pattern} (${route.file}) has no line in tests/e2e/support/route-access.ts`);
      continue;
    }
    if (route.hasAction && route.area !== "public" && !line.intents) problems.push(`${route.pattern} has an action: list its intents`);
    if (!route.hasAction && line.intents?.length) problems.push(`${route.pattern} lists intents but has no action`);
    if (route.hasAction && line.intents) {
      const { main, all } = sourceWithImports(route.file);
      for (const intent of line.intents) if (intent !== null && !all.includes(`"${intent}"`)) problems.push(`${route.pattern}: "${intent}" is not named by its module`);
      for (const intent of intentsNamedIn(main)) if (!line.intents.includes(intent)) problems.push(`${route.pattern}: its module handles "${intent}", missing from the table`);
    }
    routes.push({ ...route, ...line });
  }
  for (const pattern of Object.keys(ACCESS)) if (!table.some((r) => r.pattern === pattern)) problems.push(`${pattern} is listed but no longer a route`);
  return { routes, problems };
}
