import { z } from "zod";
import { optionalText } from "~/features/customers/customers.schema";
import { dateSchema } from "~/features/documents/document.schema";
import { DRAIN_USES, SURVEY_DIRECTIONS, SURVEY_PURPOSES, SURVEY_STATUSES } from "~/db/survey-enums";

// The survey forms (docs/decisions/0094). Numbers come as typed; the checks that need the database
// (the code's attributes, the run's length, the photo's job) are in surveys.server.ts.

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const asText = (v: unknown) => (typeof v === "number" ? String(v) : v);

/** Metres with up to two decimals ("4.2"), as a number. */
export const metresField = (label: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: `Enter the ${label} in metres` })
      .trim()
      .min(1, `Enter the ${label} in metres`)
      .regex(/^\d{1,5}(\.\d{1,2})?$/, `Enter the ${label} in metres, such as 4.2`)
      .transform(Number),
  );

const optionalMetres = (label: string) => z.preprocess((v) => (blank(v) ? undefined : asText(v)), metresField(label).optional()).transform((v) => v ?? null);

/** A whole number within limits, or null when left empty. */
const optionalWhole = (message: string, min: number, max: number) =>
  z
    .preprocess((v) => (blank(v) ? undefined : typeof v === "string" ? v.trim() : v), z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional())
    .transform((v) => v ?? null);

const CLOCK_MESSAGE = "Enter a clock position from 1 to 12";

export const surveyHeaderSchema = z.object({
  surveyDate: dateSchema("the date of the survey"),
  purpose: z.enum(SURVEY_PURPOSES, "Choose the purpose of the survey"),
  weather: optionalText("Weather", 200),
  equipment: optionalText("Equipment", 500),
  surveyorUserId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z
    .enum(SURVEY_STATUSES, "Choose draft or complete")
    .nullish()
    .transform((v) => v ?? "draft"),
  videoUrl: optionalText("Video link", 2000).refine((v) => v === null || /^https:\/\/[^\s]+$/i.test(v), "Enter the video link as an https:// address"),
});
export type SurveyHeaderValues = z.output<typeof surveyHeaderSchema>;

export const runSchema = z.object({
  fromPoint: z.string({ error: "Enter the start access point, such as MH1" }).trim().min(1, "Enter the start access point, such as MH1").max(40, "At most 40 characters"),
  toPoint: z.string({ error: "Enter the finish access point, such as MH2" }).trim().min(1, "Enter the finish access point, such as MH2").max(40, "At most 40 characters"),
  direction: z.enum(SURVEY_DIRECTIONS, "Choose upstream or downstream"),
  material: optionalText("Material", 60),
  shape: optionalText("Shape", 60),
  diameterMm: optionalWhole("Enter the diameter in mm, from 50 to 3000", 50, 3000),
  use: z.enum(DRAIN_USES, "Choose foul, surface water or combined"),
  lengthSurveyedM: metresField("length surveyed").refine((v) => v > 0, "Enter the length surveyed in metres, more than 0"),
  abandonedReason: optionalText("Reason abandoned", 500),
});
export type RunValues = z.output<typeof runSchema>;

export const observationSchema = z.object({
  distanceM: metresField("distance"),
  code: z
    .string({ error: "Choose a code" })
    .trim()
    .min(1, "Choose a code")
    .max(10, "Choose a code from the list")
    .transform((v) => v.toUpperCase()),
  clockFrom: optionalWhole(CLOCK_MESSAGE, 1, 12),
  clockTo: optionalWhole(CLOCK_MESSAGE, 1, 12),
  percentage: optionalWhole("Enter a percentage from 0 to 100", 0, 100),
  dimensionMm: optionalWhole("Enter the size in mm, from 1 to 3000", 1, 3000),
  continuousEndM: optionalMetres("finish distance"),
  remark: optionalText("Remark", 1000),
  photoMediaId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ObservationValues = z.output<typeof observationSchema>;

export const recommendationSchema = z.object({
  description: z.string({ error: "Describe the recommended work" }).trim().min(1, "Describe the recommended work").max(500, "At most 500 characters"),
  positionM: optionalMetres("position"),
  priceBookItemId: z.string({ error: "Choose a price-book item" }).trim().min(1, "Choose a price-book item"),
  quantity: z.preprocess(
    (v) => (blank(v) ? "1" : asText(v)),
    z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter a quantity such as 1 or 2.5")
      .refine((v) => Number(v) > 0, "Enter a quantity more than 0"),
  ),
});
export type RecommendationValues = z.output<typeof recommendationSchema>;
