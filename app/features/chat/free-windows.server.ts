/**
 * The free arrival windows a complete chat booking can be booked into (docs/decisions/0112), or why
 * the request goes to the office instead, and the line that leads the windows offered.
 */
import { BOOKABLE_SERVICES, SLOT_DAYS, type Slot as FreeWindow } from "~/features/booking/booking.schema";
import { isDomainError } from "~/lib/domain-error";
import { shiftDay, todayKey } from "~/lib/business-day";
import { forABusiness } from "./acts.server";
import type { BookableService, BookingDraft, EngineInput } from "./dialogue-state.server";
import { describePreference } from "./slot-choice.server";
import { describeDate } from "./when.server";

export const CALL_BACK = "so I'll send your details as a request and we'll call you to arrange a time.";

/** The service as booked into a window, or null: an emergency never is, nor gutter work (no job type of its own). */
export function bookableService(draft: BookingDraft): BookableService | null {
  if (draft.emergency || !draft.service) return null;
  return (BOOKABLE_SERVICES as string[]).includes(draft.service) ? (draft.service as BookableService) : null;
}

/**
 * The free windows for a complete draft, or why there are none to offer, or null when the booking
 * is never one for a window (no finder, an emergency, gutter work): then the request is sent as before.
 */
export async function freeWindows(draft: BookingDraft, input: EngineInput): Promise<{ slots: FreeWindow[] } | { reason: string } | null> {
  const service = bookableService(draft);
  if (!input.slots || !service || !draft.postcode) return null;
  // Arrival windows run in the day; a business's evening visit is arranged by the office.
  if (draft.timeWindow === "evening" && (draft.forBusiness || forABusiness(draft.description, draft.addressLine, draft.name))) return { reason: `We work out of hours for businesses, ${CALL_BACK}` };
  if (!draft.email) return { reason: `Without an e-mail address I can't book you into a free arrival window (the confirmation goes there), ${CALL_BACK} If you'd rather choose a window now, tell me your e-mail address.` };
  const last = shiftDay(todayKey(input.now), SLOT_DAYS - 1);
  if (draft.date && draft.date > last) return { reason: `We book arrival windows online up to ${describeDate(last, input.now)}, ${CALL_BACK}` };
  let slots: FreeWindow[];
  try {
    slots = await input.slots({ service, postcode: draft.postcode, now: input.now });
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { reason: `${err.message} I'll send your details as a request instead and we'll call you.` };
  }
  if (!slots.length) return { reason: `There are no free arrival windows in the next ${SLOT_DAYS} days, ${CALL_BACK}` };
  return { slots };
}

/** "The free arrival windows nearest Thursday 12 March, morning:", or that day has none. */
export function nearLead(near: FreeWindow[], pref: { date?: string; timeWindow?: BookingDraft["timeWindow"] }, now: Date) {
  const window = pref.timeWindow === "morning" || pref.timeWindow === "afternoon" ? pref.timeWindow : undefined;
  const named = describePreference({ date: pref.date, window: pref.timeWindow }, now);
  if (!named) return "The next free arrival windows are:";
  const hit = near.some((s) => (!pref.date || s.day === pref.date) && (!window || s.part === window));
  if (pref.timeWindow === "evening") return `Our arrival windows run from 8am to 4pm, so there is no evening visit. The nearest free ones to ${describePreference({ date: pref.date }, now)}:`;
  if (hit) return `The free arrival windows nearest ${named}:`;
  return `Nothing is free on ${named}. The nearest free arrival windows are:`;
}
