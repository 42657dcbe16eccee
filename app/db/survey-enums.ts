// The value lists of the drain survey tables' enum types (docs/decisions/0094). Plain data only, so
// that forms and labels can import them without the database layer.

/** Why the survey was done. */
export const SURVEY_PURPOSES = ["pre_purchase", "blockage", "insurance_claim", "pre_repair", "post_repair"] as const;
export type SurveyPurpose = (typeof SURVEY_PURPOSES)[number];

/** A survey is drafted, then completed (the report is final and shown to the customer). */
export const SURVEY_STATUSES = ["draft", "complete"] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** Which way the camera travelled along the run, against the flow or with it. */
export const SURVEY_DIRECTIONS = ["downstream", "upstream"] as const;
export type SurveyDirection = (typeof SURVEY_DIRECTIONS)[number];

/** What the drain carries. */
export const DRAIN_USES = ["foul", "surface", "combined"] as const;
export type DrainUse = (typeof DRAIN_USES)[number];

/** The Drain Repair Book's serviceability letters. */
export const SERVICEABILITY_GRADES = ["A", "B", "C"] as const;

export const SURVEY_PURPOSE_LABELS: Record<SurveyPurpose, string> = {
  pre_purchase: "Pre-purchase",
  blockage: "Blockage",
  insurance_claim: "Insurance claim",
  pre_repair: "Pre-repair",
  post_repair: "Post-repair",
};

export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = { draft: "Draft", complete: "Complete" };
export const SURVEY_DIRECTION_LABELS: Record<SurveyDirection, string> = { downstream: "Downstream", upstream: "Upstream" };
export const DRAIN_USE_LABELS: Record<DrainUse, string> = { foul: "Foul", surface: "Surface water", combined: "Combined" };
