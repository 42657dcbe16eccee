import { z } from "zod";
import { VISIT_STATUSES, type VisitStatus } from "~/db/enums";
import { dayStart } from "~/lib/business-day";

// The visit form's fields (shared with the browser): a London day, a start "HH:MM", a duration in
// minutes or in hours, the engineers going and what the office tells them.

export const VISIT_MIN_MINUTES = 15;
export const VISIT_MAX_MINUTES = 1440;

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  on_the_way: "On the way",
  on_site: "On site",
  paused: "Paused",
  done: "Done",
  could_not_attend: "Could not attend",
};

/** Visits that still have to happen (or are happening): they count for the job's date and for double bookings. */
export const OPEN_VISIT_STATUSES = ["scheduled", "on_the_way", "on_site", "paused"] as const satisfies readonly VisitStatus[];

const day = z
  .string({ error: "Choose a day" })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dayStart(v) !== null, "Choose a valid day");

const start = z
  .string({ error: "Enter a start time" })
  .trim()
  .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Enter a start time as HH:MM, between 00:00 and 23:59");

const durationMessage = `Duration must be between ${VISIT_MIN_MINUTES} minutes and 24 hours`;

const minutes = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return null;
    const n = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(n) && n >= VISIT_MIN_MINUTES && n <= VISIT_MAX_MINUTES) return n;
    ctx.addIssue({ code: "custom", message: durationMessage });
    return z.NEVER;
  });

const hours = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return null;
    const n = typeof value === "number" ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    const m = Math.round(n * 60);
    if (Number.isFinite(n) && Math.abs(n * 60 - m) < 1e-9 && m >= VISIT_MIN_MINUTES && m <= VISIT_MAX_MINUTES) return m;
    ctx.addIssue({ code: "custom", message: durationMessage });
    return z.NEVER;
  });

/** Engineers from a form (repeated `engineerIds` fields) or a list; empty values dropped. */
const engineerIds = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => [...new Set((v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))])
  .refine((ids) => ids.length <= 20, "Choose at most 20 engineers");

const instructions = z
  .string()
  .trim()
  .max(2000, "Instructions must be at most 2000 characters")
  .nullish()
  .transform((v) => (v ? v : null));

const version = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return null;
    const n = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(n) && n >= 1) return n;
    ctx.addIssue({ code: "custom", message: "Reload the page and try again" });
    return z.NEVER;
  });

const fields = {
  day,
  start,
  durationMinutes: minutes,
  hours,
  engineerIds,
  instructions,
  /** "yes" when the office has confirmed a day and time already gone. */
  confirmPast: z.string().trim().nullish(),
  /** The version the form was made from: a change made since is refused rather than overwritten. */
  version,
};

/** A new visit: day and start required; no duration means one hour. */
export const visitSchema = z.object(fields);

/** A change to a visit: only the fields given change. */
export const visitChangeSchema = z.object({
  ...fields,
  day: day.optional(),
  start: start.optional(),
});

export const visitStatusSchema = z
  .object({
    status: z.enum(VISIT_STATUSES, "Choose a status"),
    reason: z.string().trim().max(500, "The reason must be at most 500 characters").nullish().transform((v) => (v ? v : null)),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.status === "could_not_attend" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "Say why the engineer could not attend" });
  });

export type VisitValues = z.output<typeof visitSchema>;
export type VisitChangeValues = z.output<typeof visitChangeSchema>;


/** "1 h 30 min", "45 min", "2 h". */
export function formatMinutes(total: number) {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}

/** What a visit form or a drop on the board is told: saved (with any clash as a warning) or refused. */
export type VisitActionResult = {
  ok: boolean;
  title: string;
  message?: string;
  /** Clashes of the saved visit, in words (warnings: it is saved). */
  warnings?: string[];
  fieldErrors?: Record<string, string>;
  /** Why it was refused (`past_date`: the form or board asks to confirm and sends again). */
  reason?: string;
  visitId?: string;
};


/** What the dispatch board's week shows of a lane's day: its visits summed up (the day view draws them). */
export type BoardCellSummary = {
  visits: number;
  /** Minutes booked (visits that could not be attended leave their time free). */
  minutes: number;
  /** The first visit's start and the last one's end, in minutes of the day. */
  firstStart: number;
  lastEnd: number;
  /** Visits with a clash for this lane's engineer. */
  clashes: number;
  /** Bookings held until the office confirms them. */
  tentative: number;
  done: number;
};
