import { z } from "zod";
import { SERVICE_TYPES, type ServiceType } from "~/db/enums";
import { formatDayLong, londonInstant } from "~/lib/business-day";
import { minuteToTime } from "~/lib/clock-time";
import { normaliseUkPhone } from "~/lib/uk-contact";

/** The services that can be booked into a slot (an emergency never is: it gets the phone number). */
export const BOOKABLE_SERVICES = SERVICE_TYPES.filter((s) => s !== "emergency_callout") as Exclude<ServiceType, "emergency_callout">[];

export type Slot = {
  /** "2026-12-03T08:00": the value a form posts. */
  key: string;
  day: string;
  startMinute: number;
  endMinute: number;
  part: "morning" | "afternoon";
  /** "Thursday 3 December 2026, 08:00–10:00". */
  label: string;
};

/** The arrival windows offered each day: their starts, minutes after midnight, London. */
export const SLOT_WINDOW_STARTS = [480, 600, 720, 840] as const;
export const SLOT_WINDOW_MINUTES = 120;
/** How many days ahead slots are offered (today included). */
export const SLOT_DAYS = 14;

export function slotKey(day: string, startMinute: number) {
  return `${day}T${minuteToTime(startMinute)}`;
}

export function describeSlot(day: string, startMinute: number) {
  return `${formatDayLong(day)}, ${minuteToTime(startMinute)}–${minuteToTime(startMinute + SLOT_WINDOW_MINUTES)}`;
}

/** The window starting at `startMinute` on `day`, with its key and its wording. */
export function slotAt(day: string, startMinute: number): Slot {
  return {
    key: slotKey(day, startMinute),
    day,
    startMinute,
    endMinute: startMinute + SLOT_WINDOW_MINUTES,
    part: startMinute < 720 ? "morning" : "afternoon",
    label: describeSlot(day, startMinute),
  };
}

/** A posted slot key back into its day and window, or null when it is not one of the windows. */
export function parseSlotKey(key: unknown): { day: string; startMinute: number } | null {
  if (typeof key !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(key.trim());
  if (!m) return null;
  const startMinute = Number(m[2]) * 60 + Number(m[3]);
  if (!(SLOT_WINDOW_STARTS as readonly number[]).includes(startMinute)) return null;
  if (!londonInstant(m[1], `${m[2]}:${m[3]}`)) return null;
  return { day: m[1], startMinute };
}

// The booking form's details (the public /book page and the portal): one definition of their rules
// and messages, used by the browser and by the server again. The service, the postcode and the slot
// are checked by the booking itself (the area served, the free slots).

export const BOOKING_DESCRIPTION_MAX = 2000;

export const bookingDetailsSchema = z.object({
  name: z.string({ error: "Enter your name" }).trim().min(1, "Enter your name").max(120, "Name must be at most 120 characters"),
  phone: z
    .string({ error: "Enter your phone number" })
    .trim()
    .min(1, "Enter your phone number")
    .max(40, "Enter a valid UK phone number")
    .transform((value, ctx) => {
      const phone = normaliseUkPhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: "Enter a valid UK phone number" });
      return z.NEVER;
    }),
  email: z.string({ error: "Enter your e-mail address" }).trim().min(1, "Enter your e-mail address").max(254).pipe(z.email("Enter a valid e-mail address")),
  address: z.string({ error: "Enter the first line of the address" }).trim().min(1, "Enter the first line of the address").max(300, "The address must be at most 300 characters"),
  description: z.string().trim().max(BOOKING_DESCRIPTION_MAX, `At most ${BOOKING_DESCRIPTION_MAX} characters`).optional().default(""),
});

export type BookingDetails = z.output<typeof bookingDetailsSchema>;
