/**
 * The firm's facts that more than one part of the product states: prices, emergency attendance,
 * guarantees, insurance and the year the firm was founded. The chat assistant's answers and the
 * blog generator both read them from here, and the blog's checks reject a draft that states any of
 * them differently, so a figure is changed in one place only.
 */

export const establishedYear = 2000;

/** Insurance cover figures in pence. */
export const insuranceCover = {
  publicLiabilityPence: 500_000_000, // £5 million
  professionalIndemnityPence: 1_000_000_000, // £10 million
} as const;

/** Typical emergency attendance, in minutes. */
export const typicalEmergencyAttendanceMinutes = 90;

/** The emergency attendance promise: within this many hours anywhere in the area served. */
export const emergencyAttendanceHours = { from: 1, to: 2 } as const;

/** The promise as a clause ("we aim to be with you within 1 to 2 hours …"). */
export function emergencyAttendanceText() {
  return `we aim to be with you within ${emergencyAttendanceHours.from} to ${emergencyAttendanceHours.to} hours anywhere in our area (typically about ${typicalEmergencyAttendanceMinutes} minutes, often sooner in Newbury, Thatcham and Reading)`;
}

/** Guarantees, as stated on the FAQ and service pages. */
export const guarantees = {
  /** Workmanship guarantee on unblocking and repair work, in months. */
  workmanshipMonths: 12,
  /** Patch liners: "50+ years". */
  patchLiningYears: 50,
} as const;

/** How quickly the office replies to a quote request during business hours, in minutes. */
export const quoteReplyMinutes = 30;

/** How a price-list figure should be read. */
export type PriceBasis =
  | "from" // "from £140"
  | "fixed" // "£150"
  | "range"; // "£140 to £600+"

export interface PriceListItem {
  id: "standard-blockage" | "moderate-blockage-jetting" | "complex-blockage" | "emergency-after-6pm";
  label: string;
  basis: PriceBasis;
  /** Price in pence (integer). */
  fromPence: number;
  /** Upper end of a range in pence (integer), when basis is "range". */
  toPence?: number;
  /** True when the upper figure is open-ended ("£600+"). */
  openEnded?: boolean;
  note: string;
}

export const faqPriceList: PriceListItem[] = [
  {
    id: "standard-blockage",
    label: "Standard blockages",
    basis: "from",
    fromPence: 14000,
    note: "Most standard blockages are resolved within an hour.",
  },
  {
    id: "moderate-blockage-jetting",
    label: "Moderate blockages needing jetting",
    basis: "fixed",
    fromPence: 15000,
    note: "Blockages that need high-pressure water jetting to clear.",
  },
  {
    id: "complex-blockage",
    label: "Complex blockages (over an hour)",
    basis: "range",
    fromPence: 14000,
    toPence: 60000,
    openEnded: true,
    note: "Jobs taking more than an hour; £600+ for the most involved. The price is confirmed before work starts.",
  },
  {
    id: "emergency-after-6pm",
    label: "Emergency callouts after 6pm",
    basis: "fixed",
    fromPence: 18500,
    note: "Evening and overnight emergency attendance.",
  },
];

/** Formats whole-pound amounts as "£140" and others as "£140.50", with thousands separators. */
export function formatPenceAsPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  const whole = pounds.toLocaleString("en-GB");
  return rest === 0 ? `£${whole}` : `£${whole}.${String(rest).padStart(2, "0")}`;
}

/** Human wording of a price-list item, e.g. "from £140", "£150", "£140 to £600+". */
export function describePrice(item: PriceListItem): string {
  const from = formatPenceAsPounds(item.fromPence);
  switch (item.basis) {
    case "from":
      return `from ${from}`;
    case "fixed":
      return from;
    case "range": {
      const to = item.toPence === undefined ? "" : formatPenceAsPounds(item.toPence);
      return `${from} to ${to}${item.openEnded ? "+" : ""}`;
    }
  }
}

