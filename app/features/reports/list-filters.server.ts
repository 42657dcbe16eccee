import { and, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { customerSites, invoices, jobs, quotes, customers, userRoles, visitEngineers, visits, user } from "~/db/schema";
import { SERVICE_TYPES } from "~/db/enums";
import { dayStart, instantRange, todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { getDb } from "~/db/client.server";
import { FILTER_KEYS, STATUS_CHOICES, type FilteredList, type ListFilters } from "./list-filters";

// The filters of the back-office lists, read from the URL and turned into SQL conditions. Each
// condition narrows the list's own table by an indexed column, or by an array of ids gathered
// first from an indexed look-up (a site's postcode district, a service's jobs, an engineer's
// visits), as the search does (docs/decisions/0050), so the list's order and paging are unchanged.

/** A postcode district ("RG14") as typed, in capitals. */
const DISTRICT = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be given as YYYY-MM-DD.")
  .refine((value) => dayStart(value) !== null, "That date does not exist.");

function schemaFor(list: FilteredList) {
  const statuses = Object.keys(STATUS_CHOICES[list]) as [string, ...string[]];
  return z
    .object({
      status: z.enum(statuses, { message: `Status must be one of: ${statuses.join(", ")}.` }).optional(),
      from: day.optional(),
      to: day.optional(),
      service: z.enum(SERVICE_TYPES, { message: `Service must be one of: ${SERVICE_TYPES.join(", ")}.` }).optional(),
      area: z
        .string()
        .trim()
        .max(60, "A town or postcode district is at most 60 characters.")
        .refine((area) => areaKey(area).replace(/[^a-z0-9]/g, "").length >= 2, "A town or postcode district needs at least two letters.")
        .optional(),
      engineer: z.string().trim().min(1).max(100).optional(),
      priority: z.enum(["emergency", "high", "medium", "low"], { message: "Priority must be emergency, high, medium or low." }).optional(),
    })
    .refine((f) => !(f.from && f.to && f.from > f.to), { message: "The start date must be on or before the end date.", path: ["to"] });
}

export type ParsedFilters = ListFilters;

/**
 * The filters of a list URL, each checked: an unknown status, a date that does not exist or a
 * range the wrong way round is refused with a 400 that says which; empty fields are unset.
 */
export function parseListFilters(list: FilteredList, url: URL | string): ParsedFilters {
  const params = new URL(url).searchParams;
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = schemaFor(list).safeParse(raw);
  if (!parsed.success) throw new DomainError("invalid", parsed.error.issues[0]?.message ?? "The filter was not understood.");
  return parsed.data;
}

/** The filters of a list URL, or the message saying what is wrong with them. */
export function readListFilters(list: FilteredList, url: URL | string): { filters: ParsedFilters; error: string | null } {
  try {
    return { filters: parseListFilters(list, url), error: null };
  } catch (error) {
    if (error instanceof DomainError) return { filters: {}, error: error.message };
    throw error;
  }
}

/** The SQL expression of a postcode's district: "rg14 5ab" and "RG145AB" are both RG14. */
export const districtOf = (postcode: SQL | unknown) => sql`left(upper(replace(${postcode}, ' ', '')), -3)`;

/** A full postcode ("RG14 5AB" without its spaces, in capitals), whose district is its first part. */
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$/;

/**
 * The place a typed area stands for, as the database keeps a site's places (its `address_areas`):
 * a postcode district in lower case ("rg14", also from a full postcode), or a town, village or street
 * in lower case without punctuation ("Earley" is earley, "St. Mary's Road" is st mary's road).
 */
export function areaKey(area: string): string {
  const compact = area.toUpperCase().replace(/\s+/g, "");
  if (DISTRICT.test(compact)) return compact.toLowerCase();
  const postcode = POSTCODE.exec(compact);
  if (postcode) return postcode[1].toLowerCase();
  return area.toLowerCase().replace(/[^a-z' -]+/g, " ").replace(/\s+/g, " ").trim();
}

/** The condition on the sites table of a town (a part or word of the address) or a postcode district. */
function siteInArea(area: string): SQL {
  return sql`address_areas(${customerSites.address}, ${customerSites.postcode}) @> array[${areaKey(area)}]::text[]`;
}

/** The postcode district an area names ("RG14"), as the jobs' and invoices' district column holds it; null for a town. */
function districtNamed(area: string): string | null {
  const key = areaKey(area);
  return DISTRICT.test(key.toUpperCase()) ? key.toUpperCase() : null;
}

/** A list's area condition: a district by the list's own district column, a town through the sites' index. */
function inArea(area: string, district: SQL | unknown, site: SQL | unknown): SQL {
  const named = districtNamed(area);
  return named ? sql`${district} = ${named}` : sql`${site} = any(${sitesIn(area)})`;
}

/** The ids of the sites in a town or a postcode district. */
function sitesIn(area: string): SQL {
  return sql`array(select ${customerSites.id} from ${customerSites} where ${siteInArea(area)})`;
}

/**
 * Jobs with a visit from this engineer (by user id): the engineer's visit ids from their index, then
 * each visit by primary key (a join let the planner read every visit).
 */
function engineerJobs(engineer: string): SQL {
  return sql`array(select ${visits.jobId} from ${visits} where ${visits.id} = any(array(select ${visitEngineers.visitId} from ${visitEngineers} where ${visitEngineers.userId} = ${engineer})))`;
}

function jobsOfService(service: string): SQL {
  return sql`array(select ${jobs.id} from ${jobs} where ${jobs.serviceType} = ${service})`;
}

/** The instants of a London day range, either end open. */
function between(column: SQL | unknown, from?: string, to?: string): SQL | undefined {
  const range = instantRange(from ?? "1900-01-01", to ?? "2199-12-31");
  return and(from ? sql`${column} >= ${range.from.toISOString()}` : undefined, to ? sql`${column} < ${range.to.toISOString()}` : undefined);
}

/** The condition on the invoices table of these filters (undefined: none). */
export function invoiceFilter(f: ParsedFilters, now = new Date()): SQL | undefined {
  const today = todayKey(now);
  const status =
    f.status === "unpaid"
      ? sql`${invoices.status} in ('sent', 'partly_paid', 'overdue')`
      : f.status === "overdue"
        ? sql`${invoices.status} in ('sent', 'partly_paid', 'overdue') and ${invoices.dueDate} < ${today}`
        : f.status
          ? sql`${invoices.status} = ${f.status}`
          : undefined;
  return and(
    status,
    f.from ? sql`${invoices.issueDate} >= ${f.from}` : undefined,
    f.to ? sql`${invoices.issueDate} <= ${f.to}` : undefined,
    f.service
      ? sql`(${invoices.jobId} = any(${jobsOfService(f.service)}) or ${invoices.quoteId} = any(array(select ${quotes.id} from ${quotes} where ${quotes.serviceType} = ${f.service})))`
      : undefined,
    // A district is the invoice's own column (kept from its site); a town is looked up in the sites.
    f.area ? inArea(f.area, invoices.district, invoices.siteId) : undefined,
    f.engineer ? sql`${invoices.jobId} = any(${engineerJobs(f.engineer)})` : undefined,
  );
}

/** The condition on the quotes table of these filters. */
export function quoteFilter(f: ParsedFilters): SQL | undefined {
  const status = f.status === "awaiting" ? sql`${quotes.status} = 'sent'` : f.status ? sql`${quotes.status} = ${f.status}` : undefined;
  return and(
    status,
    between(quotes.createdAt, f.from, f.to),
    f.service ? sql`${quotes.serviceType} = ${f.service}` : undefined,
    f.area ? sql`${quotes.siteId} = any(${sitesIn(f.area)})` : undefined,
    f.engineer ? sql`${quotes.jobId} = any(${engineerJobs(f.engineer)})` : undefined,
  );
}

/** The condition on the jobs table of these filters (the date range is a visit's day). */
export function jobFilter(f: ParsedFilters): SQL | undefined {
  return and(
    f.status ? sql`${jobs.status} = ${f.status}` : undefined,
    f.priority ? sql`${jobs.priority} = ${f.priority}` : undefined,
    f.from || f.to
      ? sql`${jobs.id} = any(array(select ${visits.jobId} from ${visits} where ${and(f.from ? sql`${visits.day} >= ${f.from}` : undefined, f.to ? sql`${visits.day} <= ${f.to}` : undefined)}))`
      : undefined,
    f.service ? sql`${jobs.serviceType} = ${f.service}` : undefined,
    f.area ? inArea(f.area, jobs.district, jobs.siteId) : undefined,
    f.engineer ? sql`${jobs.id} = any(${engineerJobs(f.engineer)})` : undefined,
  );
}

/** The condition on the customers table of these filters. */
export function customerFilter(f: ParsedFilters, now = new Date()): SQL | undefined {
  const today = todayKey(now);
  const status =
    f.status === "owing"
      ? sql`${customers.id} = any(array(select ${invoices.customerId} from ${invoices} where ${invoices.status} in ('sent', 'partly_paid', 'overdue')))`
      : f.status === "overdue"
        ? sql`${customers.id} = any(array(select ${invoices.customerId} from ${invoices} where ${invoices.status} in ('sent', 'partly_paid', 'overdue') and ${invoices.dueDate} < ${today}))`
        : undefined;
  return and(
    status,
    between(customers.createdAt, f.from, f.to),
    f.service ? sql`${customers.id} = any(array(select ${jobs.customerId} from ${jobs} where ${jobs.serviceType} = ${f.service}))` : undefined,
    // The places of a customer's sites are kept on the customer (their own index): the list walks
    // its order and stops at a page, and the total counts the customers without looking up sites.
    f.area ? sql`${customers.areas} @> array[${areaKey(f.area)}]::text[]` : undefined,
    f.engineer ? sql`${customers.id} = any(array(select ${jobs.customerId} from ${jobs} where ${jobs.id} = any(${engineerJobs(f.engineer)})))` : undefined,
  );
}

/** The engineers a list can be filtered by: everyone with the engineer role, by name. */
export async function engineerChoices(): Promise<{ id: string; name: string }[]> {
  return getDb()
    .select({ id: user.id, name: user.name })
    .from(userRoles)
    .innerJoin(user, sql`${user.id} = ${userRoles.userId}`)
    .where(sql`${userRoles.role} = 'engineer'`)
    .orderBy(user.name);
}
