import { INVOICE_STATUSES, JOB_STATUSES, QUOTE_STATUSES, SERVICE_TYPES } from "~/db/enums";

// The filters of the back-office lists (quotes, invoices, jobs, customers), kept in the URL's query
// so that a filtered list can be shared, bookmarked and gone back to. Plain data: the list pages and
// the server's parser share it.

export type FilteredList = "quotes" | "invoices" | "jobs" | "customers";

/** The query keys a filter uses, besides the search (`q`) and the page. */
export const FILTER_KEYS = ["status", "from", "to", "service", "area", "engineer", "priority"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The statuses each list offers, with their words: the stored ones and a few that are worked out. */
export const STATUS_CHOICES: Record<FilteredList, Record<string, string>> = {
  invoices: {
    unpaid: "Outstanding (sent, partly paid or overdue)",
    overdue: "Overdue",
    ...Object.fromEntries(INVOICE_STATUSES.filter((s) => s !== "overdue").map((s) => [s, humanStatus(s)])),
  },
  quotes: {
    awaiting: "Awaiting an answer",
    ...Object.fromEntries(QUOTE_STATUSES.map((s) => [s, s === "rejected" ? "Declined" : humanStatus(s)])),
  },
  jobs: Object.fromEntries(JOB_STATUSES.map((s) => [s, humanStatus(s)])),
  customers: { owing: "Owing money", overdue: "With an overdue invoice" },
};

/** What each list's date range applies to, in the words of its form. */
export const DATE_MEANING: Record<FilteredList, string> = {
  invoices: "Issued",
  quotes: "Created",
  jobs: "Visit day",
  customers: "Added",
};

function humanStatus(status: string) {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const SERVICE_CHOICES = SERVICE_TYPES;

/** A list's filters as given (all strings; "" for unset). */
export type ListFilters = Partial<Record<FilterKey, string>>;

/** The URL of a list with these filters, search and page (unset ones left out, so the address stays short). */
export function filteredHref(pathname: string, filters: ListFilters & { q?: string; page?: number }) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
