// Enumerations shared by forms, lists and the assistant.

export const SERVICE_TYPES = [
  "drain_unblocking",
  "cctv_survey",
  "drain_repairs",
  "drain_cleaning",
  "drainage_maintenance",
  "emergency_callout",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  drain_unblocking: "Drain Unblocking",
  cctv_survey: "CCTV Survey",
  drain_repairs: "Drain Repairs",
  drain_cleaning: "Drain Cleaning",
  drainage_maintenance: "Drainage Maintenance",
  emergency_callout: "Emergency Callout",
};

export const JOB_STATUSES = ["enquiry", "quoted", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_PRIORITIES = ["low", "medium", "high", "emergency"] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];
export const JOB_PRIORITY_LABELS: Record<JobPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  emergency: "Emergency",
};

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "rejected", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

type BadgeVariant = "default" | "secondary" | "outline" | "destructive";

/** Admin badge styles. */
export function jobStatusBadge(status: string): BadgeVariant {
  if (status === "quoted") return "secondary";
  if (status === "scheduled") return "outline";
  if (status === "cancelled") return "destructive";
  return "default";
}

export function quoteStatusBadge(status: string): BadgeVariant {
  return status === "accepted" ? "default" : "secondary";
}

export function invoiceStatusBadge(status: string): BadgeVariant {
  if (status === "draft") return "secondary";
  if (status === "sent") return "outline";
  if (status === "paid") return "default";
  return "destructive";
}
