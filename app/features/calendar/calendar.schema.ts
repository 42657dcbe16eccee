import { z } from "zod";
import { dayStart } from "~/lib/business-day";

export const CALENDAR_VIEWS = ["month", "week"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The quick edit that moves a job to another date and time (London). */
export const rescheduleSchema = z.object({
  intent: z.literal("reschedule"),
  id: z.uuid("Unknown job"),
  date: z
    .string({ error: "Enter a date" })
    .trim()
    .refine((v) => dayStart(v) !== null, "Enter a date"),
  time: z
    .string({ error: "Enter a time" })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Enter a time")
    .transform((v) => v.slice(0, 5)),
  view: z.enum(CALENDAR_VIEWS).catch("month"),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** Jobs shown at once in the calendar's day panel; more are on further pages. */
export const DAY_PAGE_SIZE = 10;

/** Jobs shown in a day's column of the week view; the rest are in the day panel. */
export const WEEK_DAY_SHOWN = 5;
