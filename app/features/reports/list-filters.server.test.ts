import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { visitEngineers, visits } from "~/db/schema";
import { listCustomers } from "~/features/customers/customer-queries.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { listJobs } from "~/features/jobs/jobs.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { DomainError } from "~/lib/domain-error";
import { makeCustomer, makeInvoice, makeJob, makeQuote, makeSite, makeStaff } from "../../../tests/support/factories";
import { areaKey, customerFilter, invoiceFilter, jobFilter, parseListFilters, quoteFilter } from "./list-filters.server";
import { customerSites } from "~/db/schema";
import { eq } from "drizzle-orm";
import { mergeCustomers } from "~/features/customers/merge.server";
import { filteredHref } from "./list-filters";
import type { StaffActor } from "~/lib/actor";

const url = (query: string) => `http://localhost/admin/x?${query}`;
const now = new Date("2026-11-20T12:00:00Z");
let actor: StaffActor;
let newbury: { customer: string; site: string };
let reading: { customer: string; site: string };
let engineerId: string;
let ids: Record<string, string> = {};

beforeAll(async () => {
  actor = await makeStaff({ email: "filters.office@example.com" });
  const engineer = await makeStaff({ email: "filters.engineer@example.com", name: "Filter Engineer" });
  engineerId = engineer.id;
  const a = await makeCustomer({ name: "Ann Filterton", postcode: "RG14 5AB", address: "1 Craven Road, Newbury" });
  const b = await makeCustomer({ name: "Bob Filterton", postcode: "RG1 2CD", address: "2 Oxford Road, Reading" });
  newbury = { customer: a.id, site: (await makeSite({ customerId: a.id, address: "1 Craven Road, Newbury", postcode: "rg145ab" })).id };
  reading = { customer: b.id, site: (await makeSite({ customerId: b.id, address: "2 Oxford Road, Reading", postcode: "RG1 2CD" })).id };
  const jobA = await makeJob({ customerId: a.id, siteId: newbury.site, title: "Filter job A", serviceType: "cctv_survey", priority: "emergency", status: "scheduled" });
  const jobB = await makeJob({ customerId: b.id, siteId: reading.site, title: "Filter job B", serviceType: "drain_cleaning", status: "completed" });
  const [visit] = await getDb().insert(visits).values({ jobId: jobA.id, day: "2026-11-18", startMinute: 540, durationMinutes: 60 }).returning();
  await getDb().insert(visitEngineers).values({ visitId: visit!.id, userId: engineerId });
  const overdue = await makeInvoice({ customerId: a.id, siteId: newbury.site, jobId: jobA.id, status: "sent", issueDate: "2026-10-01", dueDate: "2026-10-15", totalPence: 12000 });
  const draft = await makeInvoice({ customerId: b.id, siteId: reading.site, jobId: jobB.id, status: "draft", issueDate: "2026-11-10", dueDate: "2026-11-24", totalPence: 5000 });
  const partly = await makeInvoice({ customerId: b.id, siteId: reading.site, status: "partly_paid", issueDate: "2026-11-12", dueDate: "2026-11-26", totalPence: 9000, paidPence: 1000 });
  const sentQuote = await makeQuote({ customerId: a.id, siteId: newbury.site, jobId: jobA.id, status: "sent", serviceType: "cctv_survey" });
  const wonQuote = await makeQuote({ customerId: b.id, siteId: reading.site, status: "accepted", serviceType: "drain_cleaning" });
  ids = { jobA: jobA.id, jobB: jobB.id, overdue: overdue.id, draft: draft.id, partly: partly.id, sentQuote: sentQuote.id, wonQuote: wonQuote.id };
});

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
const invoicesWhere = async (query: string) => idsOf((await listInvoices({ actor, filter: invoiceFilter(parseListFilters("invoices", url(query)), now) })).rows);

describe("list filters", () => {
  it("filters invoices by worked-out status, date range, service, area and engineer", async () => {
    expect(await invoicesWhere("status=overdue")).toEqual([ids.overdue]);
    expect(await invoicesWhere("status=draft")).toEqual([ids.draft]);
    expect(await invoicesWhere("status=partly_paid")).toEqual([ids.partly]);
    expect(await invoicesWhere("status=unpaid")).toEqual([ids.overdue, ids.partly].sort());
    expect(await invoicesWhere("from=2026-11-01&to=2026-11-11")).toEqual([ids.draft]);
    expect(await invoicesWhere("service=cctv_survey")).toEqual([ids.overdue]);
    expect(await invoicesWhere("area=RG14")).toEqual([ids.overdue]);
    expect(await invoicesWhere("area=rg1")).toEqual([ids.draft, ids.partly].sort());
    expect(await invoicesWhere("area=Reading")).toEqual([ids.draft, ids.partly].sort());
    expect(await invoicesWhere(`engineer=${engineerId}`)).toEqual([ids.overdue]);
  });

  it("combines filters with the search and with each other", async () => {
    const filter = invoiceFilter(parseListFilters("invoices", url("area=Reading")), now);
    const found = await listInvoices({ actor, q: "Bob Filter", filter });
    expect(idsOf(found.rows)).toEqual([ids.draft, ids.partly].sort());
    expect(found.total).toBe(2);
    expect(await invoicesWhere("area=Reading&status=draft")).toEqual([ids.draft]);
    const none = await listInvoices({ actor, q: "Ann Filter", filter });
    expect(none.rows).toEqual([]);
  });

  it("filters quotes, jobs and customers", async () => {
    const quotes = async (q: string) => idsOf((await listQuotes({ actor, filter: quoteFilter(parseListFilters("quotes", url(q))) })).rows);
    expect(await quotes("status=awaiting")).toEqual([ids.sentQuote]);
    expect(await quotes("service=drain_cleaning")).toEqual([ids.wonQuote]);
    expect(await quotes(`engineer=${engineerId}`)).toEqual([ids.sentQuote]);
    const jobs = async (q: string) => idsOf((await listJobs({ actor, filter: jobFilter(parseListFilters("jobs", url(q))) })).rows);
    expect(await jobs("from=2026-11-18&to=2026-11-18")).toEqual([ids.jobA]);
    expect(await jobs("priority=emergency")).toEqual([ids.jobA]);
    expect(await jobs("status=completed&area=RG1")).toEqual([ids.jobB]);
    const customers = async (q: string) => idsOf((await listCustomers({ actor, filter: customerFilter(parseListFilters("customers", url(q)), now) })).rows);
    expect(await customers("status=overdue")).toEqual([newbury.customer]);
    expect(await customers("status=owing")).toEqual([newbury.customer, reading.customer].sort());
    expect(await customers("area=Newbury&service=cctv_survey")).toEqual([newbury.customer]);
  });

  it("finds a customer by any place of any of their sites, kept as sites are added, changed, moved and removed", async () => {
    expect(areaKey("Earley")).toBe("earley");
    expect(areaKey(" St. Mary's   Road ")).toBe("st mary's road");
    expect(areaKey("rg 14")).toBe("rg14");
    expect(areaKey("RG14 5AB")).toBe("rg14");
    const customers = async (q: string) => idsOf((await listCustomers({ actor, filter: customerFilter(parseListFilters("customers", url(q)), now) })).rows);
    // The record's first site is its own address.
    const farm = await makeCustomer({ name: "Fay Farmer", postcode: "RG20 7AB", address: "Old Dairy, Chaddleworth" });
    expect(await customers("area=Chaddleworth")).toEqual([farm.id]);
    expect(await customers("area=Lambourn")).toEqual([]);
    // A site added: found by its village, a part of its address, a word of it, its district and its full postcode.
    const barn = await makeSite({ customerId: farm.id, address: "Down Barn, Upper Lambourn Road, Lambourn", postcode: "RG17 8QT" });
    for (const area of ["Lambourn", "lambourn", "Upper Lambourn Road", "Barn", "RG17", "rg17 8qt"]) expect(await customers(`area=${encodeURIComponent(area)}`), area).toEqual([farm.id]);
    // Not by a part of a word, nor by a house number.
    expect(await customers("area=Lamb")).toEqual([]);
    // Its address changed: found by the new place only.
    await getDb().update(customerSites).set({ address: "Yard Cottage, Eastbury", postcode: "RG17 7JN" }).where(eq(customerSites.id, barn.id));
    expect(await customers("area=Eastbury")).toEqual([farm.id]);
    expect(await customers("area=Upper%20Lambourn%20Road")).toEqual([]);
    // Two records of the same farm merged: the kept one is found by the merged one's sites.
    const other = await makeCustomer({ name: "Fay Farmer (old)", postcode: "OX12 9AA", address: "Home Farm, Letcombe Regis" });
    await makeSite({ customerId: other.id, address: "Home Farm, Letcombe Regis", postcode: "OX12 9AA" });
    const keepAll = { name: "keep", phone: "keep", email: "keep", postcode: "keep", address: "keep", isCommercial: "keep", notes: "keep" };
    await mergeCustomers({ actor, keepId: farm.id, mergeId: other.id, input: keepAll });
    expect(await customers("area=Letcombe%20Regis")).toEqual([farm.id]);
    expect(await customers("area=OX12")).toEqual([farm.id]);
    // The site removed: no longer found by it.
    await getDb().delete(customerSites).where(eq(customerSites.id, barn.id));
    expect(await customers("area=Eastbury")).toEqual([]);
    expect(await customers("area=OX12")).toEqual([farm.id]);
  });

  it("refuses bad values with a clear message", () => {
    const refusal = (list: "invoices" | "jobs", q: string) => {
      try {
        parseListFilters(list, url(q));
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        return (error as DomainError).message;
      }
    };
    expect(refusal("invoices", "status=lost")).toMatch(/^Status must be one of: unpaid, overdue/);
    expect(refusal("invoices", "from=2026-02-30")).toBe("That date does not exist.");
    expect(refusal("invoices", "from=yesterday")).toBe("Dates must be given as YYYY-MM-DD.");
    expect(refusal("invoices", "from=2026-11-02&to=2026-11-01")).toBe("The start date must be on or before the end date.");
    expect(refusal("jobs", "service=plumbing")).toMatch(/^Service must be one of/);
    expect(refusal("jobs", "priority=urgent")).toMatch(/^Priority must be/);
    expect(refusal("jobs", "status=&from=")).toBeNull();
  });

  it("keeps the filters in the address, leaving out unset ones", () => {
    expect(filteredHref("/admin/invoices", { q: "smith", status: "overdue", area: "", page: 2 })).toBe("/admin/invoices?q=smith&status=overdue&page=2");
    expect(filteredHref("/admin/invoices", {})).toBe("/admin/invoices");
  });
});
