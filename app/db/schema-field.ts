import { sql } from "drizzle-orm";
import { boolean, check, customType, date, index, integer, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MEDIA_KINDS, PHOTO_PHASES, SATISFACTION_ANSWERS, SHEET_LINE_KINDS, VISIT_STATUSES } from "./enums";
import { jobs, priceBookItems, roleEnum, serviceTypeEnum, user } from "./schema-core";
import { createdAt, updatedAt } from "./columns";

// The field work: staff invitations, engineers' working hours and days off, visits and their
// engineers, the job sheet recorded on a visit (checklist, materials and labour, photos, the
// customer's signature), stored images, offline actions already applied, and calendar feeds.


const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

export const visitStatusEnum = pgEnum("visit_status", VISIT_STATUSES);
export const photoPhaseEnum = pgEnum("photo_phase", PHOTO_PHASES);
export const mediaKindEnum = pgEnum("media_kind", MEDIA_KINDS);
export const sheetLineKindEnum = pgEnum("sheet_line_kind", SHEET_LINE_KINDS);
export const satisfactionEnum = pgEnum("satisfaction", SATISFACTION_ANSWERS);

/** An invitation to join the staff with a role: an e-mailed link, single use, expiring. Only the token's hash is kept. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: roleEnum("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: text("invited_by_user_id").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Set when an admin withdraws the invitation before it is used. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_invites_token_hash_key").on(t.tokenHash), index("staff_invites_email_idx").on(t.email)],
);

/** An engineer's usual hours on one weekday (1 = Monday … 7 = Sunday); no row means not working that day. */
export const engineerHours = pgTable(
  "engineer_hours",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    /** Minutes after midnight, London time. */
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekday] }),
    check("engineer_hours_weekday", sql`${t.weekday} between 1 and 7`),
    check("engineer_hours_range", sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
  ],
);

/** A day an engineer does not work (holiday, training, sickness). */
export const engineerDaysOff = pgTable(
  "engineer_days_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("engineer_days_off_user_day_key").on(t.userId, t.day), index("engineer_days_off_day_idx").on(t.day)],
);

/**
 * One attendance at a job's site: a day, a start, an expected duration, one or more engineers. A job
 * has one or more; a job with none is "to schedule". `version` goes up with every change, so an
 * engineer's action made offline against an older version is shown as a conflict, never applied
 * over the office's change.
 */
export const visits = pgTable(
  "visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The day of the visit, London. */
    day: date("day").notNull(),
    /** Minutes after midnight, London time. */
    startMinute: smallint("start_minute").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    status: visitStatusEnum("status").notNull().default("scheduled"),
    /** Why the engineer could not attend (no access, customer out, wrong address). */
    couldNotAttendReason: text("could_not_attend_reason"),
    /** Held for a booking until the office confirms it. */
    tentative: boolean("tentative").notNull().default(false),
    /** What the office tells the engineer for this visit ("key under the mat", "park at the back"). */
    instructions: text("instructions"),
    // The job sheet
    workDone: text("work_done"),
    followUp: boolean("follow_up").notNull().default(false),
    followUpReason: text("follow_up_reason"),
    signedName: text("signed_name"),
    signatureMediaId: uuid("signature_media_id").references(() => media.id, { onDelete: "set null" }),
    satisfaction: satisfactionEnum("satisfaction"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    onTheWayAt: timestamp("on_the_way_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("visits_job_id_idx").on(t.jobId),
    index("visits_day_start_idx").on(t.day, t.startMinute),
    index("visits_status_idx").on(t.status),
    check("visits_start_minute", sql`${t.startMinute} between 0 and 1439`),
    check("visits_duration", sql`${t.durationMinutes} between 15 and 1440`),
  ],
);

/** The engineers of a visit. */
export const visitEngineers = pgTable(
  "visit_engineers",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.userId] }), index("visit_engineers_user_id_idx").on(t.userId, t.visitId)],
);

/** The checklist template of a service type, editable by the office; a visit copies it when its sheet is opened. */
export const checklistTemplateItems = pgTable(
  "checklist_template_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceType: serviceTypeEnum("service_type").notNull(),
    position: integer("position").notNull().default(0),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("checklist_template_items_service_idx").on(t.serviceType, t.position)],
);

/** A visit's checklist: the template's items as they were when copied, each ticked or not. */
export const visitChecklistItems = pgTable(
  "visit_checklist_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    label: text("label").notNull(),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneByUserId: text("done_by_user_id").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("visit_checklist_items_visit_idx").on(t.visitId, t.position)],
);

/** Materials used and labour on a visit, from the price book, that become the invoice's lines. */
export const visitLines = pgTable(
  "visit_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    kind: sheetLineKindEnum("kind").notNull().default("material"),
    priceBookItemId: uuid("price_book_item_id").references(() => priceBookItems.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    addedByUserId: text("added_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("visit_lines_visit_idx").on(t.visitId), check("visit_lines_quantity", sql`${t.quantity} > 0`)],
);

/**
 * A stored image (a photo or a signature), already re-encoded: its bytes in PostgreSQL by default, or
 * under `storage_key` in S3-compatible storage when that is configured. Nothing of the uploaded file
 * but its pixels is kept (no EXIF, no GPS position).
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: mediaKindEnum("kind").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** The image, when kept in PostgreSQL. */
    bytes: bytea("bytes"),
    /** The thumbnail, when kept in PostgreSQL. */
    thumbBytes: bytea("thumb_bytes"),
    /** The object's key when kept in S3-compatible storage (the thumbnail is `<key>.thumb`). */
    storageKey: text("storage_key"),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("media_stored_somewhere", sql`${t.bytes} is not null or ${t.storageKey} is not null`)],
);

/** A photo on a visit's job sheet, with its caption; the customer sees it only when marked shareable (or in their report). */
export const visitPhotos = pgTable(
  "visit_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    phase: photoPhaseEnum("phase").notNull().default("other"),
    caption: text("caption"),
    shareable: boolean("shareable").notNull().default(false),
    position: integer("position").notNull().default(0),
    addedByUserId: text("added_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("visit_photos_visit_idx").on(t.visitId, t.position), index("visit_photos_media_idx").on(t.mediaId)],
);

/**
 * An engineer's action already applied, by the idempotency key the phone gave it: an action sent
 * again (a retry after a lost answer, the offline queue replayed) gets the first answer back and
 * changes nothing.
 */
export const offlineActions = pgTable(
  "offline_actions",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    /** The answer given the first time: HTTP status and body. */
    status: smallint("status").notNull(),
    result: text("result").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index("offline_actions_user_idx").on(t.userId, t.receivedAt)],
);

/** An engineer's private calendar feed of their visits; revoking it (or making a new one) ends the old address. Only the token's hash is kept. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_key").on(t.tokenHash), index("calendar_feeds_user_idx").on(t.userId)],
);
