// Enumerations shared by forms, lists and the assistant, and the words and badges they are shown
// with. The value lists are the database's enums (app/db/enums.ts), exported here beside their labels.
import type { ContactRole, JobPriority, ServiceType } from "~/db/enums";

export {
  CONTACT_ROLES,
  INVOICE_STATUSES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  QUOTE_STATUSES,
  SERVICE_TYPES,
  type InvoiceStatus,
  type JobPriority,
  type JobStatus,
  type QuoteStatus,
  type ServiceType,
} from "~/db/enums";

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  drain_unblocking: "Drain Unblocking",
  cctv_survey: "CCTV Survey",
  drain_repairs: "Drain Repairs",
  drain_cleaning: "Drain Cleaning",
  drainage_maintenance: "Drainage Maintenance",
  emergency_callout: "Emergency Callout",
};

export const JOB_PRIORITY_LABELS: Record<JobPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  emergency: "Emergency",
};

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  owner: "Owner",
  tenant: "Tenant",
  agent: "Agent",
  accounts: "Accounts",
  site_manager: "Site manager",
  other: "Other",
};

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
  if (status === "sent" || status === "partly_paid") return "outline";
  if (status === "paid") return "default";
  return "destructive";
}

/** A document's status as people read it: "partly_paid" -> "Partly paid". */
export function statusText(status: string) {
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
