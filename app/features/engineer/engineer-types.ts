import type { JobStatus, PhotoPhase, SatisfactionAnswer, ServiceType, SheetLineKind, VisitStatus } from "~/db/enums";
import type { DrainUse, SurveyDirection, SurveyPurpose, SurveyStatus } from "~/db/survey-enums";

// What the engineer's screens are given (plain JSON, kept by the offline cache). Browser-safe.

export type DayVisit = {
  id: string;
  day: string;
  startMinute: number;
  durationMinutes: number;
  status: VisitStatus;
  tentative: boolean;
  version: number;
  jobTitle: string;
  serviceType: ServiceType;
  customerName: string;
  address: string;
  postcode: string | null;
};

export type MyVisit = {
  id: string;
  version: number;
  day: string;
  startMinute: number;
  durationMinutes: number;
  status: VisitStatus;
  couldNotAttendReason: string | null;
  instructions: string | null;
  job: { id: string; title: string; description: string | null; serviceType: ServiceType; notes: string | null };
  customer: { name: string; phone: string };
  site: { address: string; postcode: string | null; accessNotes: string | null; contactName: string | null; contactPhone: string | null };
  sheet: {
    workDone: string | null;
    followUp: boolean;
    followUpReason: string | null;
    signedName: string | null;
    signed: boolean;
    satisfaction: SatisfactionAnswer | null;
    signedAt: string | null;
  };
  times: { onTheWayAt: string | null; arrivedAt: string | null; finishedAt: string | null };
  checklist: Array<{ id: string; label: string; done: boolean }>;
  lines: Array<{ id: string; kind: SheetLineKind; description: string; quantity: string; unitPricePence: number; priceBookItemId: string | null }>;
  photos: Array<{ id: string; mediaId: string; phase: PhotoPhase; caption: string | null }>;
  pastJobs: Array<{ id: string; title: string; status: JobStatus; scheduledDate: string | null; workDone: string | null }>;
  priceBook: Array<{ id: string; name: string; unitPricePence: number; serviceType: ServiceType | null }>;
  unpaidInvoices: Array<{ id: string; invoiceNumber: string; balancePence: number }>;
  /** The job's CCTV drain survey (the latest, when there are several), recorded on the phone. */
  survey: EngineerSurvey | null;
};

export type EngineerSurvey = {
  id: string;
  status: SurveyStatus;
  purpose: SurveyPurpose;
  surveyDate: string;
  runs: Array<{
    id: string;
    fromPoint: string;
    toPoint: string;
    direction: SurveyDirection;
    use: DrainUse;
    diameterMm: number | null;
    material: string | null;
    lengthSurveyedM: number;
    observations: Array<{
      id: string;
      distanceM: number;
      code: string;
      clockFrom: number | null;
      clockTo: number | null;
      percentage: number | null;
      remark: string | null;
      /** The photo's stored image; "" while it waits on the phone to be sent. */
      photoMediaId: string | null;
    }>;
    recommendations: Array<{ id: string; description: string; positionM: number | null; itemName: string }>;
  }>;
};

/** The actions an engineer sends, each with its payload (see engineer-actions.server.ts). */
export const ENGINEER_ACTIONS = [
  "on_my_way",
  "arrived",
  "pause",
  "resume",
  "finish",
  "could_not_attend",
  "save_notes",
  "tick",
  "add_line",
  "remove_line",
  "add_photo",
  "follow_up",
  "sign",
  "take_payment",
  "survey_start",
  "survey_add_run",
  "survey_add_observation",
  "survey_add_recommendation",
] as const;
export type EngineerAction = (typeof ENGINEER_ACTIONS)[number];

/** The answer to an action: the visit's new version (what the next queued action for it is based on). */
export type ActionOk = { ok: true; version: number; visit: MyVisit };
/** A refusal; a conflict carries the visit as it now is. */
export type ActionRefused = { error: { code: string; message: string }; visit?: MyVisit };
