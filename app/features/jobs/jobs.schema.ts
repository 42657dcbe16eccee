import { z } from "zod";
import { optionalText } from "~/features/customers/customers.schema";
import { checkNewSite, newSiteFields, siteIdSchema } from "~/features/customers/sites.schema";
import { JOB_PRIORITIES, JOB_STATUSES, SERVICE_TYPES } from "~/lib/labels";
import { londonInputToDate } from "~/lib/business-day";

export const DURATION_STEP = 0.5;
export const DURATION_MAX = 100;

const durationMessage = `Estimated duration must be between ${DURATION_STEP} and ${DURATION_MAX} hours, in steps of ${DURATION_STEP}`;

/** The job form; also what every caller must pass. */
/** The message of a scheduled date in the past, which the job form turns into its question. */
export const PAST_DATE_MESSAGE = "This date and time is in the past. Tick the box below to save it anyway.";

export const jobSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  customerId: z.string({ error: "Choose a customer" }).trim().min(1, "Choose a customer").pipe(z.guid("Choose a customer")),
  /** One of the customer's sites, or a new one; empty = the customer's first site. */
  siteId: siteIdSchema,
  ...newSiteFields,
  serviceType: z.enum(SERVICE_TYPES, "Choose a service type"),
  status: z.enum(JOB_STATUSES, "Choose a status").default("enquiry"),
  priority: z.enum(JOB_PRIORITIES, "Choose a priority").default("medium"),
  /** London wall-clock time from `<input type="datetime-local">` (or an instant); empty = not scheduled. */
  scheduledDate: z
    .union([z.date(), z.string().trim()])
    .nullish()
    .transform((value, ctx) => {
      if (value instanceof Date) {
        if (!Number.isNaN(value.getTime())) return value;
      } else if (!value) {
        return null;
      } else {
        const date = londonInputToDate(value);
        if (date) return date;
      }
      ctx.addIssue({ code: "custom", message: "Enter a valid date and time" });
      return z.NEVER;
    }),
  /** "yes" when staff have confirmed a scheduled date in the past (the form asks once the server has said so). */
  confirmPast: z.string().trim().nullish(),
  /** Hours; empty = none. */
  estimatedDuration: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return null;
      const hours = typeof value === "number" ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isFinite(hours) && hours > 0 && hours <= DURATION_MAX && Number.isInteger(hours / DURATION_STEP)) return hours;
      ctx.addIssue({ code: "custom", message: durationMessage });
      return z.NEVER;
    }),
  /** Empty = the site's address. */
  locationAddress: optionalText("Location address", 500),
  description: optionalText("Description", 5000),
}).superRefine(checkNewSite);

export type JobInput = z.input<typeof jobSchema>;
export type JobValues = z.output<typeof jobSchema>;
