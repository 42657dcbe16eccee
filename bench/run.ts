// `npm run bench`: the back office and the customer portal at scale. On the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR) loaded by `npm run seed:scale`, it starts the
// production server, signs in as the staff and portal logins that the seed made, and requests every
// admin list (with and without a search, and page 50), the dashboard, the calendar (month and week), the
// dispatch board (day, and the week with 20 engineers), the CCTV surveys (list, search, page 50, a record),
// a customer record with its timeline (and the timeline's quotes and invoices, an older page), the
// enquiry and chat inboxes and every portal page, 30 times each one after another, and the duplicate
// check of a new enquiry (its data functions alone). For each it prints
// p50 and p95 of the whole response, the same p95 of the data functions that page's loader calls
// (its SQL, run here on the same database) and their ratio, and the goal.
// Then the server's memory (RSS) at start, at its highest during the run and after it. Finally it
// runs bench/public-pages.ts, when there is one, so that one command prints every figure.
//
//   DATA_DIR=./data-scale npm run seed:scale
//   DATA_DIR=./data-scale npm run bench
//
// BENCH_RUNS sets the number of timed requests per page (30). BENCH_STRICT=1 exits 1 on a missed goal;
// BENCH_PUBLIC=0 leaves out the public pages' benchmark, BENCH_MEDIA=0 that of stored images and job reports (bench/media.ts); BENCH_ONLY=<regular expression> measures only
// the pages whose name matches (say BENCH_ONLY='search|calendar').
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "../app/lib/env.server";
import { signIn } from "../scripts/lib/server-process";
import { SERVER_NODE_FLAGS } from "../scripts/lib/server-flags";
import { withDatabase } from "../scripts/with-database";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
const RSS_GOAL_MB = 300;
const SEARCH = "smith";

type Logins = { admin: { email: string; password: string }; portal: { email: string; password: string } };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** The worker process of the server whose primary is `primary`: its child running the compiled server. */
function workerOf(primary: number) {
  const children = fs.readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const worker = children.find((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("build/runtime/server.mjs");
    } catch {
      return false;
    }
  });
  if (!worker) throw new Error(`no worker process under the server's primary (pid ${primary})`);
  return worker;
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", BASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "loopback", LLM_BASE_URL: "", SMTP_URL: "", WEB_CONCURRENCY: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 900_000; // a build first, on a busy machine, can take minutes
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("the server did not start in time");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // The one worker process, which serves every request (docs/decisions/0072); the primary and
  // PostgreSQL are not counted.
  return {
    url,
    pid: workerOf(child.pid!),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** A page (`path`) and the data functions its loader calls; with no path, only the data functions are timed. */
type Case = { name: string; path: string | null; cookie: "admin" | "portal"; goalMs: number; data: () => Promise<unknown> };
type Result = { name: string; p50: number; p95: number; sqlP95: number; bytes: number; goalMs: number; status: number };

async function main() {
  // The benches run after this one get the environment as it was given: the connection string of
  // the server's embedded database (set below while it runs) is gone once the server stops.
  const childEnv = { ...process.env };
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const loginsFile = path.join(dataDir, "scale-logins.json");
  if (!fs.existsSync(loginsFile)) {
    console.error(`No ${loginsFile}: load the scale data first (DATA_DIR=${env.DATA_DIR} npm run seed:scale).`);
    process.exit(1);
  }
  const logins = JSON.parse(fs.readFileSync(loginsFile, "utf8")) as Logins;

  console.log("Starting the production server...");
  const server = await startServer(dataDir);
  const rssStart = rssMb(server.pid);
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 100);
  const results: Result[] = [];
  let rssAfter = 0;
  let rssSettled = 0;
  try {
    await withDatabase(async () => {
      const { eq, sql } = await import("drizzle-orm");
      const { getDb } = await import("../app/db/client.server");
      const { customers, user, quotes, invoices } = await import("../app/db/schema");
      const { listCustomers, getCustomerWithRecords, getCustomer, likelyDuplicatesOf, likelyExistingCustomers } = await import("../app/features/customers/customers.server");
      const { customerTimeline } = await import("../app/features/customers/timeline.server");
      const { listJobs } = await import("../app/features/jobs/jobs.server");
      const { listQuotes, getQuote } = await import("../app/features/quotes/quotes.server");
      const { listInvoices, getInvoice } = await import("../app/features/invoices/invoices.server");
      const { listCreditNotes } = await import("../app/features/credit-notes/credit-notes.server");
      const { getAdminCounts } = await import("../app/features/dashboard/dashboard.server");
      const { moneyCards } = await import("../app/features/reports/money-dashboard.server");
      const { scheduledJobCountsBetween, scheduledJobsBetween, firstScheduledJobsPerDay, DAY_PAGE_SIZE, WEEK_DAY_SHOWN } = await import("../app/features/calendar/calendar.server");
      const { instantRange, monthGrid, monthOf, todayKey, weekOf } = await import("../app/lib/business-day");
      const { listEnquiries } = await import("../app/features/enquiries/enquiries.server");
      const { listConversations } = await import("../app/features/chat/chat.server");
      const { getPortalSummary } = await import("../app/features/portal/portal.server");
      const { dispatchBoard } = await import("../app/features/visits/dispatch.server");
      const { listSurveys, getSurvey } = await import("../app/features/surveys/surveys.server");
      const { dueInvoiceReminders, dueQuoteReminders, dueVisitReminders, dueReceipts } = await import("../app/features/reminders/reminders.server");
      const { loadReminderSettings } = await import("../app/features/reminders/reminder-settings.server");
      const { statementPdf } = await import("../app/features/statements/statement.server");
      const dueReminders = async (now: Date) => {
        const settings = await loadReminderSettings();
        const today = todayKey(now);
        return Promise.all([dueInvoiceReminders(settings, today), dueQuoteReminders(settings, today), dueVisitReminders(settings, today), dueReceipts(settings, now)]);
      };
      const filters = await import("../app/features/reports/list-filters.server");
      const { buildReport, REPORT_IDS } = await import("../app/features/reports/report-pages.server");
      const { defaultRange } = await import("../app/features/reports/reports.server");
      const db = getDb();

      const [adminUser] = await db.select().from(user).where(eq(user.email, logins.admin.email));
      const [portalUser] = await db.select().from(user).where(eq(user.email, logins.portal.email));
      const [portalCustomer] = await db.select().from(customers).where(eq(customers.userId, portalUser.id));
      const staff = { kind: "staff" as const, role: "admin" as const, id: adminUser.id, email: adminUser.email, name: adminUser.name };
      const customer = { kind: "customer" as const, id: portalUser.id, email: portalUser.email, name: portalUser.name, customerId: portalCustomer.id };
      const [quote] = await db.select({ id: quotes.id }).from(quotes).where(sql`${quotes.customerId} = ${portalCustomer.id} and ${quotes.status} <> 'draft'`).limit(1);
      const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(sql`${invoices.customerId} = ${portalCustomer.id} and ${invoices.status} <> 'draft'`).limit(1);
      // A survey from the middle of the list (scale data made before surveys have none: the case is left out).
      const survey = (await listSurveys({ actor: staff, page: 10 })).rows[0] ?? null;

      // The timeline's second page of quotes and invoices, for the paged case.
      const olderPage = (await customerTimeline({ actor: staff, customerId: portalCustomer.id, kinds: "quote,invoice" }))?.next ?? null;

      // New enquiries from people who are already customers, as they write: a title before the name,
      // the phone number in another form, the e-mail address in capitals, the postcode in the message.
      const known = await db
        .select({ name: customers.name, phone: customers.phone, email: customers.email, postcode: customers.postcode })
        .from(customers)
        .orderBy(sql`random()`)
        .limit(30);
      let nextEnquiry = 0;
      const newEnquiry = () => {
        const c = known[nextEnquiry++ % known.length];
        return { name: `Mrs ${c.name}`, phone: `+44 ${c.phone.replace(/^0/, "")}`, email: c.email?.toUpperCase() ?? null, postcode: c.postcode };
      };

      const today = todayKey();
      const grid = monthGrid(monthOf(today)).flat();
      const month = instantRange(grid[0], grid[grid.length - 1]);
      const week = weekOf(today);
      const weekRange = instantRange(week[0], week[6]);
      const day = instantRange(today, today);
      const calendar = async (withWeek: boolean) => {
        const range = withWeek ? weekRange : month;
        await scheduledJobCountsBetween(range.from, range.to);
        await Promise.all([
          scheduledJobsBetween(day.from, day.to, { limit: DAY_PAGE_SIZE }),
          withWeek ? firstScheduledJobsPerDay(weekRange.from, weekRange.to, WEEK_DAY_SHOWN) : null,
        ]);
      };

      const LIST = 100;
      const cases: Case[] = [
        { name: "dashboard", path: "/admin", cookie: "admin", goalMs: 50, data: () => Promise.all([getAdminCounts(), moneyCards()]) },
        ...(
          [
            ["customers", listCustomers],
            ["jobs", listJobs],
            ["quotes", listQuotes],
            ["invoices", listInvoices],
            ["credit-notes", listCreditNotes],
          ] as const
        ).flatMap(([name, list]): Case[] => [
          { name: `${name} list`, path: `/admin/${name}`, cookie: "admin", goalMs: LIST, data: () => list({ actor: staff }) },
          { name: `${name} search "${SEARCH}"`, path: `/admin/${name}?q=${SEARCH}`, cookie: "admin", goalMs: LIST, data: () => list({ actor: staff, q: SEARCH }) },
          { name: `${name} page 50`, path: `/admin/${name}?page=50`, cookie: "admin", goalMs: LIST, data: () => list({ actor: staff, page: 50 }) },
        ]),
        // The lists' filters, alone and with a search (p95 goal as the lists').
        ...(
          [
            ["invoices", "status=overdue", () => listInvoices({ actor: staff, filter: filters.invoiceFilter(filters.parseListFilters("invoices", "http://x/?status=overdue")) })],
            ["invoices", "area=RG14&q=smith", () => listInvoices({ actor: staff, q: "smith", filter: filters.invoiceFilter(filters.parseListFilters("invoices", "http://x/?area=RG14")) })],
            ["quotes", "status=awaiting&service=cctv_survey", () => listQuotes({ actor: staff, filter: filters.quoteFilter(filters.parseListFilters("quotes", "http://x/?status=awaiting&service=cctv_survey")) })],
            ["jobs", "engineer=scale-engineer-1", () => listJobs({ actor: staff, filter: filters.jobFilter(filters.parseListFilters("jobs", "http://x/?engineer=scale-engineer-1")) })],
            ["jobs", `from=${today}&to=${today}`, () => listJobs({ actor: staff, filter: filters.jobFilter(filters.parseListFilters("jobs", `http://x/?from=${today}&to=${today}`)) })],
            ["customers", "area=Hungerford", () => listCustomers({ actor: staff, filter: filters.customerFilter(filters.parseListFilters("customers", "http://x/?area=Hungerford")) })],
          ] as const
        ).map(([name, query, data]): Case => ({ name: `${name} filtered ${query}`, path: `/admin/${name}?${query}`, cookie: "admin", goalMs: LIST, data })),
        // Each report over the last twelve months, its figures and its chart (p95 goal 200 ms).
        ...REPORT_IDS.map((id): Case => ({ name: `report ${id}`, path: null, cookie: "admin", goalMs: 200, data: () => buildReport(id, defaultRange()) })),
        { name: "reports page", path: "/admin/reports", cookie: "admin", goalMs: 1000, data: () => Promise.all(REPORT_IDS.map((id) => buildReport(id, defaultRange()))) },
        { name: "calendar month", path: "/admin/calendar?view=month", cookie: "admin", goalMs: LIST, data: () => calendar(false) },
        { name: "calendar week", path: "/admin/calendar?view=week", cookie: "admin", goalMs: LIST, data: () => calendar(true) },
        // The dispatch board's week: a lane for each of the scale data's 20 engineers, every visit of the week with its clashes.
        { name: "dispatch board week", path: "/admin/dispatch?view=week", cookie: "admin", goalMs: LIST, data: () => dispatchBoard({ actor: staff, first: week[0], last: week[6], summary: true }) },
        { name: "dispatch board day", path: "/admin/dispatch?view=day", cookie: "admin", goalMs: LIST, data: () => dispatchBoard({ actor: staff, first: today, last: today }) },
        {
          name: "customer record with timeline (2,000 jobs)",
          path: `/admin/customers/${portalCustomer.id}`,
          cookie: "admin",
          goalMs: LIST,
          data: () =>
            Promise.all([
              getCustomerWithRecords({ actor: staff, id: portalCustomer.id }),
              likelyDuplicatesOf({ actor: staff, customerId: portalCustomer.id }),
              customerTimeline({ actor: staff, customerId: portalCustomer.id }),
            ]),
        },
        {
          name: "customer timeline: quotes and invoices, older page",
          path: `/admin/customers/${portalCustomer.id}?kinds=quote,invoice&before=${encodeURIComponent(olderPage ?? "")}`,
          cookie: "admin",
          goalMs: LIST,
          data: () =>
            Promise.all([
              getCustomerWithRecords({ actor: staff, id: portalCustomer.id }),
              likelyDuplicatesOf({ actor: staff, customerId: portalCustomer.id }),
              customerTimeline({ actor: staff, customerId: portalCustomer.id, kinds: "quote,invoice", before: olderPage }),
            ]),
        },
        // The CCTV surveys: the list (newest first), a search, a late page and one survey's record with its runs.
        { name: "surveys list", path: "/admin/surveys", cookie: "admin", goalMs: LIST, data: () => listSurveys({ actor: staff }) },
        { name: `surveys search "${SEARCH}"`, path: `/admin/surveys?q=${SEARCH}`, cookie: "admin", goalMs: LIST, data: () => listSurveys({ actor: staff, q: SEARCH }) },
        { name: "surveys page 50", path: "/admin/surveys?page=50", cookie: "admin", goalMs: LIST, data: () => listSurveys({ actor: staff, page: 50 }) },
        ...(survey ? [{ name: "survey record", path: `/admin/surveys/${survey.id}`, cookie: "admin", goalMs: LIST, data: () => getSurvey({ actor: staff, id: survey.id }) } as Case] : []),
        { name: "enquiries inbox", path: "/admin/enquiries", cookie: "admin", goalMs: LIST, data: () => listEnquiries({ actor: staff }) },
        // The likely existing customers of one new enquiry (phone, e-mail, name at its postcode): no page of its own.
        { name: "duplicate check, new enquiry", path: null, cookie: "admin", goalMs: LIST, data: () => likelyExistingCustomers({ actor: staff, contacts: [newEnquiry()] }) },
        // The reminder sweep's searches for what is due (no page: the queue runs it every quarter of an hour).
        { name: "reminder sweep, what is due", path: null, cookie: "admin", goalMs: LIST, data: () => dueReminders(new Date()) },
        { name: "customer statement PDF", path: `/admin/customers/${portalCustomer.id}/statement.pdf`, cookie: "admin", goalMs: LIST, data: () => statementPdf({ actor: staff, customerId: portalCustomer.id }) },
        { name: "chats inbox", path: "/admin/chats", cookie: "admin", goalMs: LIST, data: () => listConversations({}) },
        {
          name: "portal dashboard",
          path: "/customer",
          cookie: "portal",
          goalMs: LIST,
          data: () => Promise.all([getCustomer({ actor: customer, id: customer.customerId }), getPortalSummary({ actor: customer })]),
        },
        { name: "portal jobs", path: "/customer/jobs", cookie: "portal", goalMs: LIST, data: () => listJobs({ actor: customer, bySite: true }) },
        { name: "portal jobs page 50", path: "/customer/jobs?page=50", cookie: "portal", goalMs: LIST, data: () => listJobs({ actor: customer, page: 50, bySite: true }) },
        { name: "portal quotes", path: "/customer/quotes", cookie: "portal", goalMs: LIST, data: () => listQuotes({ actor: customer }) },
        { name: "portal invoices", path: "/customer/invoices", cookie: "portal", goalMs: LIST, data: () => listInvoices({ actor: customer }) },
        ...(quote ? [{ name: "portal quote", path: `/customer/quotes/${quote.id}`, cookie: "portal", goalMs: LIST, data: () => getQuote({ actor: customer, id: quote.id }) } as Case] : []),
        ...(invoice ? [{ name: "portal invoice", path: `/customer/invoices/${invoice.id}`, cookie: "portal", goalMs: LIST, data: () => getInvoice({ actor: customer, id: invoice.id }) } as Case] : []),
        { name: "portal request a visit", path: "/customer/request-visit", cookie: "portal", goalMs: LIST, data: () => getCustomer({ actor: customer, id: customer.customerId }) },
        { name: "portal my details", path: "/customer/details", cookie: "portal", goalMs: LIST, data: () => getCustomer({ actor: customer, id: customer.customerId }) },
      ];

      const cookies = {
        admin: await signIn(server.url, logins.admin.email, logins.admin.password),
        portal: await signIn(server.url, logins.portal.email, logins.portal.password),
      };

      const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
      for (const c of cases.filter((c) => !only || only.test(c.name))) {
        const times: number[] = [];
        let bytes = 0;
        let status = c.path ? 0 : 200;
        for (let i = 0; c.path && i < WARM_UP + RUNS; i++) {
          const t = performance.now();
          const res = await fetch(`${server.url}${c.path}`, { headers: { cookie: cookies[c.cookie] }, redirect: "manual" });
          const body = await res.arrayBuffer();
          if (i >= WARM_UP) times.push(performance.now() - t);
          bytes = body.byteLength;
          status = res.status;
        }
        const sqlTimes: number[] = [];
        for (let i = 0; i < WARM_UP + RUNS; i++) {
          const t = performance.now();
          await c.data();
          if (i >= WARM_UP) sqlTimes.push(performance.now() - t);
        }
        const whole = c.path ? times : sqlTimes;
        const result = { name: c.name, p50: quantile(whole, 0.5), p95: quantile(whole, 0.95), sqlP95: quantile(sqlTimes, 0.95), bytes, goalMs: c.goalMs, status };
        results.push(result);
        console.log(line(result));
      }
    });
    rssAfter = rssMb(server.pid);
    // Memory a few seconds later, once the run's garbage could have been collected.
    await new Promise((r) => setTimeout(r, 5000));
    rssSettled = rssMb(server.pid);
  } finally {
    clearInterval(sampler);
    await server.stop();
  }

  const missed = results.filter((r) => r.p95 > r.goalMs || r.status !== 200);
  const rssOk = Math.max(rssPeak, rssAfter) <= RSS_GOAL_MB;
  console.log(
    `\nServer RSS: ${rssStart.toFixed(0)} MB at start, ${rssPeak.toFixed(0)} MB at most during the run, ` +
      `${rssAfter.toFixed(0)} MB after it, ${rssSettled.toFixed(0)} MB 5 s later (goal ≤ ${RSS_GOAL_MB} MB: ${rssOk ? "met" : "MISSED"})`,
  );
  console.log(`${results.length - missed.length} of ${results.length} pages within their goal${missed.length ? `; missed: ${missed.map((r) => r.name).join(", ")}` : ""}.`);

  const publicBench = path.join(root, "bench/public-pages.ts");
  if (fs.existsSync(publicBench) && process.env.BENCH_PUBLIC !== "0") {
    console.log("\nPublic pages (bench/public-pages.ts):");
    const child = spawnSync(process.execPath, ["--import", "tsx", publicBench], { cwd: root, stdio: "inherit", env: childEnv });
    if (child.status !== 0) console.log(`bench/public-pages.ts exited with ${child.status}`);
  }
  const mediaBench = path.join(root, "bench/media.ts");
  if (fs.existsSync(mediaBench) && process.env.BENCH_MEDIA !== "0") {
    console.log("\nStored images and job reports (bench/media.ts):");
    const child = spawnSync(process.execPath, ["--import", "tsx", mediaBench], { cwd: root, stdio: "inherit", env: childEnv });
    if (child.status !== 0) console.log(`bench/media.ts exited with ${child.status}`);
  }
  const slotsBench = path.join(root, "bench/free-slots.ts");
  if (fs.existsSync(slotsBench) && process.env.BENCH_SLOTS !== "0") {
    console.log("\nFree slots (bench/free-slots.ts):");
    const child = spawnSync(process.execPath, ["--import", "tsx", slotsBench], { cwd: root, stdio: "inherit", env: childEnv });
    if (child.status !== 0) console.log(`bench/free-slots.ts exited with ${child.status}`);
  }
  if (process.env.BENCH_STRICT === "1" && (missed.length > 0 || !rssOk)) process.exit(1);
  process.exit(0);
}

function line(r: Result) {
  const ok = r.status === 200 && r.p95 <= r.goalMs;
  return (
    `${r.name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
    `SQL p95 ${r.sqlP95.toFixed(1).padStart(6)} ms  app/SQL ${(r.p95 / Math.max(r.sqlP95, 0.1)).toFixed(1).padStart(5)}  ` +
    `${(r.bytes / 1024).toFixed(0).padStart(5)} KB  goal ≤ ${r.goalMs} ms: ${ok ? "met" : r.status !== 200 ? `HTTP ${r.status}` : "MISSED"}`
  );
}

await main();
