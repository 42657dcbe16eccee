import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs, priceBookItems, quotes, user } from "./schema-core";
import { media } from "./schema-field";
import { DRAIN_USES, SERVICEABILITY_GRADES, SURVEY_DIRECTIONS, SURVEY_PURPOSES, SURVEY_STATUSES } from "./survey-enums";
import { createdAt, updatedAt } from "./columns";

// CCTV drain surveys (docs/decisions/0094): a survey of a job's site, its runs between access points,
// the coded observations along each run, and the recommendations priced from the price book. The site
// and the customer are the job's.


export const surveyPurposeEnum = pgEnum("survey_purpose", SURVEY_PURPOSES);
export const surveyStatusEnum = pgEnum("survey_status", SURVEY_STATUSES);
export const surveyDirectionEnum = pgEnum("survey_direction", SURVEY_DIRECTIONS);
export const drainUseEnum = pgEnum("drain_use", DRAIN_USES);
export const serviceabilityEnum = pgEnum("serviceability_grade", SERVICEABILITY_GRADES);

/** A CCTV survey of a job's drains: the header of the report. `version` goes up with every change. */
export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The day of the survey, London. */
    surveyDate: date("survey_date").notNull(),
    purpose: surveyPurposeEnum("purpose").notNull(),
    weather: text("weather"),
    equipment: text("equipment"),
    surveyorUserId: text("surveyor_user_id").references(() => user.id, { onDelete: "set null" }),
    status: surveyStatusEnum("status").notNull().default("draft"),
    /** A link to the survey's video (a shared recording). */
    videoUrl: text("video_url"),
    /** The draft quote made from the recommendations, once made. */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("surveys_job_id_idx").on(t.jobId), index("surveys_created_at_idx").on(t.createdAt, t.id)],
);

/** One run surveyed between two access points (MH1 → MH2), with its pipe and its grades (computed from the observations). */
export const surveyRuns = pgTable(
  "survey_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fromPoint: text("from_point").notNull(),
    toPoint: text("to_point").notNull(),
    direction: surveyDirectionEnum("direction").notNull(),
    material: text("material"),
    shape: text("shape"),
    diameterMm: integer("diameter_mm"),
    use: drainUseEnum("use").notNull(),
    /** Metres surveyed from the start access point. */
    lengthSurveyedM: numeric("length_surveyed_m", { precision: 7, scale: 2 }).notNull(),
    /** Why the survey stopped short of the far access point, when it did. */
    abandonedReason: text("abandoned_reason"),
    structuralGrade: smallint("structural_grade").notNull().default(1),
    serviceGrade: smallint("service_grade").notNull().default(1),
    serviceability: serviceabilityEnum("serviceability").notNull().default("A"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("survey_runs_survey_idx").on(t.surveyId, t.position),
    check("survey_runs_length", sql`${t.lengthSurveyedM} > 0`),
    check("survey_runs_grades", sql`${t.structuralGrade} between 1 and 5 and ${t.serviceGrade} between 1 and 5`),
  ],
);

/** What the camera saw at a distance along a run: an MSCC5 code with the attributes it needs, a remark and a photo. */
export const surveyObservations = pgTable(
  "survey_observations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => surveyRuns.id, { onDelete: "cascade" }),
    distanceM: numeric("distance_m", { precision: 7, scale: 2 }).notNull(),
    code: text("code").notNull(),
    clockFrom: smallint("clock_from"),
    clockTo: smallint("clock_to"),
    percentage: smallint("percentage"),
    dimensionMm: integer("dimension_mm"),
    /** Where a continuous defect finishes (it starts at `distance_m`). */
    continuousEndM: numeric("continuous_end_m", { precision: 7, scale: 2 }),
    remark: text("remark"),
    photoMediaId: uuid("photo_media_id").references(() => media.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("survey_observations_run_idx").on(t.runId, t.distanceM),
    index("survey_observations_photo_idx").on(t.photoMediaId),
    check("survey_observations_clock", sql`(${t.clockFrom} is null or ${t.clockFrom} between 1 and 12) and (${t.clockTo} is null or ${t.clockTo} between 1 and 12)`),
    check("survey_observations_percentage", sql`${t.percentage} is null or ${t.percentage} between 0 and 100`),
  ],
);

/** A recommended remedy on a run, priced from a price-book item (patch liner at 4.2 m, root cutting). */
export const surveyRecommendations = pgTable(
  "survey_recommendations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => surveyRuns.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    positionM: numeric("position_m", { precision: 7, scale: 2 }),
    priceBookItemId: uuid("price_book_item_id")
      .notNull()
      .references(() => priceBookItems.id, { onDelete: "restrict" }),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull().default("1"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("survey_recommendations_run_idx").on(t.runId, t.createdAt), index("survey_recommendations_item_idx").on(t.priceBookItemId)],
);
