/**
 * Service area and opening hours, for the contact section, footer and structured data.
 */

/** Places named in the service-area card and in structured data (areaServed). */
export const areasServed: string[] = [
  "Newbury",
  "Reading",
  "Thatcham",
  "Wash Common",
  "Greenham",
  "Shaw",
  "Speen",
  "West Berkshire",
  "North Hampshire (including Tadley, Baughurst and Silchester)",
  "All areas within 10 miles of Reading town centre",
];

/** Short wording for the service-area card heading. */
export const serviceAreaSummary = "Newbury, Reading & West Berkshire";

/** Longer sentence for the service-area card. */
export const serviceAreaDescription =
  "We cover Newbury, Reading, Thatcham, Wash Common, Greenham, Shaw, Speen and the whole of West Berkshire, some areas of north Hampshire, and all areas within 10 miles of Reading town centre.";

export type DayOfWeek =
  | "Monday"
  | "Tuesday"
  | "Wednesday"
  | "Thursday"
  | "Friday"
  | "Saturday"
  | "Sunday";

export interface OpeningHoursEntry {
  /** Display label, e.g. "Monday to Friday". */
  label: string;
  days: DayOfWeek[];
  /** 24-hour "HH:MM", Europe/London. */
  opens: string;
  closes: string;
  /** Display text, e.g. "7:00 AM to 8:00 PM". */
  display: string;
}

export const openingHours: OpeningHoursEntry[] = [
  {
    label: "Monday to Friday",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "07:00",
    closes: "20:00",
    display: "7:00 AM to 8:00 PM",
  },
  {
    label: "Saturday",
    days: ["Saturday"],
    opens: "08:00",
    closes: "18:00",
    display: "8:00 AM to 6:00 PM",
  },
  {
    label: "Sunday",
    days: ["Sunday"],
    opens: "09:00",
    closes: "17:00",
    display: "9:00 AM to 5:00 PM",
  },
];

/** Reply promise for enquiries. */
export const replyPromise = "We reply within 30 minutes during business hours.";
