import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Database } from "~/db/client.server";
import { bookingSettings } from "~/db/schema";
import type { ServiceType } from "~/db/enums";
import { recordAudit } from "~/features/audit/audit.server";
import type { Actor } from "~/lib/actor";
import { DomainError, parseInput } from "~/lib/domain-error";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { BOOKABLE_SERVICES } from "./booking.schema";

// The settings of online booking: one row (id 1) of `booking_settings`, or the defaults below while
// there is none. An administrator changes them on the settings page (/admin/settings/booking).

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

// ---------------------------------------------------------------------------------------------
// The settings page (administrators)
// ---------------------------------------------------------------------------------------------

/** The audit history's entity of the booking settings (one row). */
export const BOOKING_SETTINGS_ENTITY = "booking";

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.coerce
      .number({ error: `Enter ${label} in minutes` })
      .int(`Enter ${label} as whole minutes`)
      .min(min, `${label[0].toUpperCase()}${label.slice(1)} is at least ${min} minutes`)
      .max(max, `${label[0].toUpperCase()}${label.slice(1)} is at most ${max} minutes`),
  );

/** The settings form: the buffer, the notice, confirming at once, and each bookable service's usual duration. */
export const bookingSettingsSchema = z.object({
  travelBufferMinutes: whole("the travel time kept free", 0, 240),
  leadMinutes: whole("the notice", 0, 2880),
  confirmAtOnce: z.preprocess((v) => v === "on" || v === "yes" || v === true, z.boolean()),
  durations: z.object(Object.fromEntries(BOOKABLE_SERVICES.map((s) => [s, whole(`the usual time of ${SERVICE_TYPE_LABELS[s].toLowerCase()}`, 15, 600)])) as Record<
    (typeof BOOKABLE_SERVICES)[number],
    ReturnType<typeof whole>
  >),
});

/**
 * Change the booking settings (an administrator only). Bad input is refused with a message for each
 * field and nothing changed; what changed is written in the settings' history.
 */
export async function updateBookingSettings({ actor, input }: { actor: Actor; input: Record<string, unknown> }): Promise<BookingSettings> {
  if (actor.kind !== "staff" || actor.role !== "admin") throw new DomainError("not_allowed", "Only an administrator can change the booking settings.", { reason: "forbidden" });
  const durations = Object.fromEntries(BOOKABLE_SERVICES.map((s) => [s, input[`durations.${s}`]]));
  const values = parseInput(bookingSettingsSchema, { ...input, durations });
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking_settings'))`);
    const before = await readBookingSettings(tx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ["travelBufferMinutes", "leadMinutes", "confirmAtOnce"] as const) if (before[key] !== values[key]) changes[key] = { from: before[key], to: values[key] };
    for (const s of BOOKABLE_SERVICES) if (serviceDuration(before, s) !== values.durations[s]) changes[`durations.${s}`] = { from: serviceDuration(before, s), to: values.durations[s] };
    const row = { travelBufferMinutes: values.travelBufferMinutes, leadMinutes: values.leadMinutes, confirmAtOnce: values.confirmAtOnce, durations: values.durations };
    await tx
      .insert(bookingSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { ...row, updatedAt: new Date() } });
    if (Object.keys(changes).length) await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "booking_settings", entityId: BOOKING_SETTINGS_ENTITY, changes });
  });
  return readBookingSettings();
}
