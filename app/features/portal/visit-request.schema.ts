import { format } from "date-fns";
import { z } from "zod";
import { dayStart, shiftDay } from "~/lib/business-day";
import { customerSchema } from "~/features/customers/customers.schema";
import { SERVICE_TYPES, SERVICE_TYPE_LABELS, type ServiceType } from "~/lib/labels";
import { normaliseUkPostcode } from "~/lib/uk-contact";

// The portal's "Request a visit" form: one definition of its rules and messages, used by the
// browser before sending and by the server again.

/** When in the day the customer would like the visit. */
export const VISIT_TIME_WINDOWS = ["morning", "afternoon", "evening", "any"] as const;
export type VisitTimeWindow = (typeof VISIT_TIME_WINDOWS)[number];

export const VISIT_TIME_WINDOW_LABELS: Record<VisitTimeWindow, string> = {
  morning: "Morning (8am to 12pm)",
  afternoon: "Afternoon (12pm to 5pm)",
  evening: "Evening (5pm to 8pm)",
  any: "Any time",
};

/** A preferred day at most this many days ahead (as in the chat's bookings). */
export const LATEST_VISIT_DAYS = 120;

export const VISIT_DESCRIPTION_MIN = 10;
export const VISIT_DESCRIPTION_MAX = 2000;

export const VISIT_MESSAGES = {
  success: "Visit requested",
  successDescription: "We'll call you to confirm the appointment. It is listed in My Jobs.",
  failed: "Failed to send your request",
  rateLimited: "You have sent several requests in a short time. Please call us, or try again later.",
} as const;

/**
 * The form's schema for a given London day (`today`, "YYYY-MM-DD"): the preferred day may be today
 * or any day up to LATEST_VISIT_DAYS ahead. The server builds it from its own clock; the browser from
 * the day the page was served.
 */
export function visitRequestSchema(today: string) {
  const latest = shiftDay(today, LATEST_VISIT_DAYS);
  return z.object({
    service: z.enum(SERVICE_TYPES, { error: "Choose a service" }),
    description: z
      .string({ error: "Describe the problem" })
      .trim()
      .min(1, "Describe the problem")
      .min(VISIT_DESCRIPTION_MIN, `Tell us a little more (at least ${VISIT_DESCRIPTION_MIN} characters)`)
      .max(VISIT_DESCRIPTION_MAX, `The description must be at most ${VISIT_DESCRIPTION_MAX} characters`),
    preferredDate: z
      .string({ error: "Choose a day" })
      .trim()
      .min(1, "Choose a day")
      .refine((value) => dayStart(value) !== null, "Enter a real date")
      .refine((value) => dayStart(value) === null || value >= today, "Choose today or a later day")
      .refine((value) => dayStart(value) === null || value <= latest, `Choose a day within the next ${LATEST_VISIT_DAYS} days`),
    timeWindow: z.enum(VISIT_TIME_WINDOWS, { error: "Choose a time of day" }),
    address: customerSchema.shape.address,
    postcode: z
      .string({ error: "Postcode is required" })
      .trim()
      .min(1, "Postcode is required")
      .max(10, "Enter a valid UK postcode")
      .transform((value, ctx) => {
        const postcode = normaliseUkPostcode(value);
        if (postcode) return postcode;
        ctx.addIssue({ code: "custom", message: "Enter a valid UK postcode" });
        return z.NEVER;
      }),
  });
}

export type VisitRequestValues = z.output<ReturnType<typeof visitRequestSchema>>;

export const SERVICE_OPTIONS: ReadonlyArray<{ value: ServiceType; label: string }> = SERVICE_TYPES.map((value) => ({
  value,
  label: SERVICE_TYPE_LABELS[value],
}));

/** "Tuesday 14 July 2026" for a day key. */
export function formatVisitDay(day: string) {
  const date = dayStart(day);
  if (!date) return day;
  return format(date, "EEEE d MMMM yyyy");
}

/** "Tuesday 14 July 2026, morning (8am to 12pm)". */
export function describePreferredTime(values: Pick<VisitRequestValues, "preferredDate" | "timeWindow">) {
  const window = values.timeWindow === "any" ? "any time" : VISIT_TIME_WINDOW_LABELS[values.timeWindow].toLowerCase();
  return `${formatVisitDay(values.preferredDate)}, ${window}`;
}
