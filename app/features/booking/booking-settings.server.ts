import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { bookingSettings } from "~/db/schema";
import type { ServiceType } from "~/db/enums";

// The settings of online booking: one row (id 1) of `booking_settings`, or the defaults below while
// there is none. The office's settings page can write the row later; nothing else needs to change.

/** How long each service usually takes on site, in minutes. */
export const DEFAULT_DURATIONS: Record<Exclude<ServiceType, "emergency_callout">, number> = {
  drain_unblocking: 60,
  cctv_survey: 90,
  drain_repairs: 180,
  drain_cleaning: 120,
  drainage_maintenance: 120,
};

export const BOOKING_DEFAULTS = {
  /** Kept free before and after every visit, for the drive between jobs. */
  travelBufferMinutes: 30,
  /** The least notice a slot needs: a window starting sooner is not offered. */
  leadMinutes: 120,
  /** A booking is held as tentative until the office confirms it, unless this is set. */
  confirmAtOnce: false,
  durations: DEFAULT_DURATIONS as Record<string, number>,
};

export type BookingSettings = typeof BOOKING_DEFAULTS;

/** The booking settings now: the stored row over the defaults. */
export async function readBookingSettings(db: Pick<Database, "select"> = getDb()): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  if (!row) return BOOKING_DEFAULTS;
  return {
    travelBufferMinutes: row.travelBufferMinutes,
    leadMinutes: row.leadMinutes,
    confirmAtOnce: row.confirmAtOnce,
    durations: { ...DEFAULT_DURATIONS, ...row.durations },
  };
}

/** Store the settings (tests and the demo; a settings page would call it for an admin). */
export async function saveBookingSettings(values: Partial<Omit<BookingSettings, "durations">> & { durations?: Record<string, number> }) {
  const current = await readBookingSettings();
  const next = { ...current, ...values, durations: { ...current.durations, ...values.durations } };
  await getDb()
    .insert(bookingSettings)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { ...next, updatedAt: new Date() } });
  return next;
}

/** The usual duration of a service, in minutes. */
export function serviceDuration(settings: BookingSettings, service: ServiceType) {
  return settings.durations[service] ?? 60;
}
