// A record's history in words: each audit entry as a sentence, with the values as they were when it
// was written ("Sent quote Q-00007 to h.ashdown@example.com", "Changed phone from 01632 960112 to
// 01632 960999"). Pure: the entry's own `changes` and the page's labels are all it reads. It sits in
// lib, below the shared history component and the features, which both use it.
import { formatDateMedium, formatDateTime, shiftDay } from "~/lib/business-day";
import { formatPence, humanise } from "~/lib/format";
import { engineerActionWords } from "~/lib/engineer-audit-words";
import { surveyActionWords } from "~/lib/survey-audit-words";

export type WordsEntry = {
  action: string;
  /** The kind of record the entry is on ("customer", "job", "quote"…); some actions read differently by kind. */
  entityType?: string | null;
  changes: unknown;
};

export type WordsContext = {
  /** Names of fields as the page shows them ("Phone", "Scheduled Date"); the defaults below otherwise. */
  fieldLabels?: Record<string, string>;
  /** Names for stored values, by field (a customer's name for its id, a label for an enumeration). */
  valueLabels?: Record<string, Record<string, string>>;
};

/** Field names in words, for pages that name none. */
export const FIELD_WORDS: Record<string, string> = {
  name: "name",
  phone: "phone",
  email: "e-mail",
  postcode: "postcode",
  address: "address",
  notes: "notes",
  isCommercial: "commercial customer",
  title: "title",
  description: "description",
  serviceType: "service",
  status: "status",
  priority: "priority",
  scheduledDate: "scheduled date",
  estimatedDuration: "estimated duration",
  locationAddress: "address",
  customerId: "customer",
  jobId: "job",
  siteId: "site",
  contactId: "contact",
  label: "label",
  what3words: "what3words",
  accessNotes: "access notes",
  role: "role",
  receivesDocuments: "receives quotes and invoices",
  receivesVisitNotices: "receives visit notices",
  validUntil: "valid until",
  issueDate: "issue date",
  dueDate: "due date",
  paidDate: "paid date",
  vatRateBp: "VAT rate",
  subtotalPence: "subtotal",
  vatAmountPence: "VAT",
  totalPence: "total",
  terms: "terms",
  day: "day",
  start: "start",
  durationMinutes: "duration (minutes)",
  engineers: "engineers",
  instructions: "instructions",
};

/** Fields an update's words leave out: bookkeeping, not something anybody changed. */
const QUIET_FIELDS = new Set(["id", "createdAt", "updatedAt", "lines", "siteId", "contactId", "number", "quoteNumber", "invoiceNumber", "creditNoteNumber"]);

const NOUNS: Record<string, string> = {
  customer: "customer record",
  job: "job",
  quote: "quote",
  invoice: "invoice",
  credit_note: "credit note",
  enquiry: "enquiry",
  blog_post: "post",
  price_book_item: "item",
  user_role: "role",
  user: "account",
  reminder_settings: "reminder settings",
  booking_settings: "booking settings",
  contract: "contract",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

type Changes = Record<string, unknown>;

function asChanges(value: unknown): Changes {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Changes) : {};
}

/** A staff role in words; an entry written before roles had names was about the admin role. */
function roleWord(value: unknown): string {
  return value === "office" ? "office" : value === "engineer" ? "engineer" : "admin";
}

/** A day key in words ("2 Dec 2026"), or null. */
function dayWords(value: unknown): string | null {
  return typeof value === "string" && DATE_KEY.test(value) ? formatDateMedium(value) : null;
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number") return String(value);
  return null;
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === "object" && value !== null && "from" in value && "to" in value;
}

function capitalise(sentence: string) {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A label inside a sentence: "Phone" → "phone", "Scheduled Date" → "scheduled date"; "VAT rate" keeps its acronym. */
function inSentence(label: string) {
  return label
    .split(" ")
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word))
    .join(" ");
}

function quoted(value: string) {
  return `“${value}”`;
}

/** A value as it reads in a sentence, or null when there is none. */
export function showValue(field: string, value: unknown, names?: Record<string, string>): string | null {
  if (typeof value === "string" && names?.[value]) return names[value];
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && /Pence$/.test(field)) return formatPence(value);
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === "string" && DATE_KEY.test(value)) return formatDateMedium(value);
  if (field === "status" || field === "priority" || field === "serviceType") return humanise(String(value));
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
}

/** One changed field as a clause: "phone from A to B", "set e-mail to B", "cleared notes (was A)". */
function changeClause(field: string, change: { from: unknown; to: unknown }, context: WordsContext): string {
  const label = inSentence(context.fieldLabels?.[field] ?? FIELD_WORDS[field] ?? humanise(field));
  const names = context.valueLabels?.[field];
  const from = showValue(field, change.from, names);
  const to = showValue(field, change.to, names);
  if (from === null && to !== null) return `set ${label} to ${to}`;
  if (from !== null && to === null) return `cleared ${label} (was ${from})`;
  return `changed ${label} from ${from ?? "nothing"} to ${to ?? "nothing"}`;
}

/** The changed fields of an update, as clauses joined into one sentence, or null when none changed. */
function changedFields(changes: Changes, context: WordsContext, skip: Set<string> = QUIET_FIELDS): string | null {
  const clauses = Object.entries(changes)
    .filter(([field, value]) => !skip.has(field) && isChange(value))
    .map(([field, value]) => changeClause(field, value as { from: unknown; to: unknown }, context));
  return clauses.length ? clauses.join("; ") : null;
}

/** The record's number from the entry ("Q-00007"), when it carries one. */
function numberOf(changes: Changes): string | null {
  return text(changes.number) ?? text(changes.quoteNumber) ?? text(changes.invoiceNumber) ?? text(changes.creditNoteNumber);
}

/** "quote Q-00007", or the kind alone when the entry carries no number. */
function recordName(entry: WordsEntry, changes: Changes): string {
  const noun = NOUNS[entry.entityType ?? ""] ?? "record";
  const number = numberOf(changes);
  if (number) return `${noun} ${number}`;
  if ((entry.entityType === "job" || entry.entityType === "contract") && text(changes.title)) return `${noun} ${quoted(text(changes.title)!)}`;
  return noun;
}

const ORIGIN_WORDS: Record<string, string> = {
  chat: "from a chat booking",
  enquiry: "from a contact-form enquiry",
  contact_form: "from a contact-form enquiry",
  portal_sign_up: "from a portal sign-up",
  portal: "from a visit requested in the portal",
};

function describeCreate(entry: WordsEntry, changes: Changes): string {
  const from = text(changes.from);
  if (entry.entityType === "enquiry") {
    const source = text(changes.source);
    if (source === "chat") return "Received from a chat booking";
    if (source === "portal") return "Visit requested in the portal";
    return "Received from the contact form";
  }
  if (from && ORIGIN_WORDS[from]) return `Created ${ORIGIN_WORDS[from]}`;
  if (entry.entityType === "customer") return "Created the customer record";
  if (entry.entityType === "quote" || entry.entityType === "invoice" || entry.entityType === "job" || entry.entityType === "credit_note" || entry.entityType === "contract") return `Created ${recordName(entry, changes)}`;
  return "Created";
}

function paymentWords(changes: Changes): string {
  const method = text(changes.paymentMethod);
  const paid = text(changes.paidDate);
  let words = "Marked paid";
  if (method) words += ` by ${method.toLowerCase()}`;
  if (paid && DATE_KEY.test(paid)) words += ` on ${formatDateMedium(paid)}`;
  return words;
}

function siteWords(verb: string, changes: Changes, context: WordsContext): string {
  const address = text(changes.address);
  const base = address ? `${verb} site ${address}` : `${verb} a site`;
  if (verb !== "Changed") return base;
  const fields = changedFields(changes, context, new Set([...QUIET_FIELDS, "address"]));
  return fields ? `${base}: ${fields}` : base;
}

function contactWords(verb: string, changes: Changes, context: WordsContext): string {
  const name = text(changes.name);
  const role = verb === "Added" ? text(changes.role) : null;
  const base = name ? `${verb} contact ${name}${role ? ` (${role})` : ""}` : `${verb} a contact`;
  if (verb !== "Changed") return base;
  const fields = changedFields(changes, context, new Set([...QUIET_FIELDS, "name"]));
  return fields ? `${base}: ${fields}` : base;
}

/** How a document went when marked as sent. */
const SENT_VIA_WORDS: Record<string, string> = { by_hand: "handed over", post: "posted", phone: "read out by phone", email: "e-mailed" };

/** How a customer's answer reached the office. */
const RESPONSE_METHOD_WORDS: Record<string, string> = { phone: "by phone", paper: "on paper", in_person: "in person", email: "by e-mail" };

/** An answer staff recorded, in words: "Accepted by phone by Mrs Okafor on 2 Dec 2026, 09:00"; null for an older entry without them. */
function recordedAnswerWords(verb: string, changes: Changes): string | null {
  const method = RESPONSE_METHOD_WORDS[text(changes.responseMethod) ?? ""];
  if (!method) return null;
  const who = text(changes.signedName);
  const at = text(changes.respondedAt);
  return `${verb} ${method}${who ? ` by ${who}` : ""}${at && ISO_INSTANT.test(at) ? ` on ${formatDateTime(at)}` : ""}`;
}

/** A visit in words: "the visit of 2 Dec 2026 at 09:00 (Sam Hughes)". */
function visitWords(changes: Changes, withEngineers = true): string {
  const day = text(changes.day);
  const start = text(changes.start);
  const engineers = withEngineers ? text(changes.engineers) : null;
  const when = day && DATE_KEY.test(day) ? ` on ${formatDateMedium(day)}${start ? ` at ${start}` : ""}` : "";
  return `visit${when}${engineers ? ` (${engineers})` : ""}`;
}

/** A change to a visit: which visit (its day and start before), then the fields changed. */
function visitChangeWords(changes: Changes, context: WordsContext): string {
  const when = text(changes.when);
  const [day, start] = when ? when.split(" ") : [];
  const which = day && DATE_KEY.test(day) ? ` of ${formatDateMedium(day)}${start ? ` at ${start}` : ""}` : "";
  const fields = changedFields(changes, context, new Set([...QUIET_FIELDS, "visitId", "when"]));
  return `Changed the visit${which}${fields ? `: ${fields}` : ""}`;
}

function mergeWords(changes: Changes): string {
  const merged = asChanges(changes.merged);
  const name = text(merged.name) ?? text(changes.mergedName);
  return name ? `Merged with ${name}` : "Merged with another customer record";
}

/**
 * An audit entry as a sentence: what was done, with the values it carried. Unknown actions read as
 * their name in words ("link account" → "Link account"); never as the bare code.
 */
export function describeAuditEntry(entry: WordsEntry, context: WordsContext = {}): string {
  const changes = asChanges(entry.changes);
  switch (entry.action) {
    case "create":
      return describeCreate(entry, changes);
    case "duplicate":
      return numberOf(changes) ? `Duplicated as ${recordName(entry, changes)}` : "Duplicated";
    case "update": {
      const fields = changedFields(changes, context);
      if (fields) return capitalise(fields);
      return entry.entityType === "quote" || entry.entityType === "invoice" ? `Changed the lines of ${recordName(entry, changes)}` : "Updated";
    }
    case "delete":
      return `Deleted ${entry.entityType === "customer" ? "the customer record" : recordName(entry, changes)}`;
    case "send":
    case "resend": {
      const to = text(changes.to);
      const again = entry.action === "resend" ? " again" : "";
      return `Sent ${recordName(entry, changes)}${again}${to ? ` to ${to}` : ""}`;
    }
    case "accept": {
      if (changes.via === "portal") {
        const signed = text(changes.signedName);
        return `Accepted by the customer in the portal${signed ? ` (signed ${quoted(signed)})` : ""}`;
      }
      return recordedAnswerWords("Accepted", changes) ?? "Marked accepted by the office";
    }
    case "decline": {
      const reason = text(changes.declineReason);
      const why = reason ? `: ${quoted(reason)}` : "";
      if (changes.via === "portal") return `Declined by the customer in the portal${why}`;
      const recorded = recordedAnswerWords("Declined", changes);
      return recorded ? `${recorded}${why}` : `Marked declined by the office${why}`;
    }
    case "send_reminder": {
      const label = text(changes.label) ?? "reminder";
      const about = text(changes.number);
      const to = text(changes.to);
      const balance = text(changes.balance);
      return `E-mailed the automatic ${label.toLowerCase()}${about ? ` for ${about}` : ""}${to ? ` to ${to}` : ""}${balance ? ` (balance ${balance})` : ""}`;
    }
    case "reminders_off":
    case "reminders_on": {
      const contact = text(changes.contact);
      return `Turned automatic reminders ${entry.action === "reminders_off" ? "off" : "on"}${contact ? ` for ${contact}` : ""}`;
    }
    case "mark_sent": {
      const how = SENT_VIA_WORDS[text(changes.sentVia) ?? ""];
      return `Marked ${recordName(entry, changes)} as sent${how ? ` (${how})` : ""}; nothing was e-mailed`;
    }
    case "extend": {
      const until = isChange(changes.validUntil) ? showValue("validUntil", changes.validUntil.to) : null;
      return until ? `Extended to ${until}` : "Extended";
    }
    case "expire":
      return "Expired";
    case "mark_overdue":
      return "Marked overdue";
    case "mark_paid":
      return paymentWords(changes);
    case "record_payment": {
      const method = text(changes.method);
      const on = text(changes.paidOn);
      return `Payment of ${text(changes.amount) ?? "money"} recorded${method ? ` (${method.toLowerCase()})` : ""}${on && DATE_KEY.test(on) ? ` on ${formatDateMedium(on)}` : ""}`;
    }
    case "card_refund_due": {
      const received = text(changes.received) ?? "money";
      const refund = text(changes.refund);
      return `Card payment of ${received} received online; ${refund ?? "the difference"} was more than the balance and must be refunded`;
    }
    case "void_payment": {
      const reason = text(changes.reason);
      return `Payment of ${text(changes.amount) ?? "money"} voided${reason ? `: ${quoted(reason)}` : ""}`;
    }
    case "cancel":
      return "Cancelled";
    case "send_visit_report": {
      const day = text(changes.day);
      const on = day && DATE_KEY.test(day) ? ` on ${formatDateMedium(day)}` : "";
      const to = text(changes.to);
      return `Job report of the visit${on} ${to ? `e-mailed to ${to}` : "made (no e-mail address to send it to)"}`;
    }
    case "share_photo":
    case "unshare_photo": {
      const caption = text(changes.caption);
      const photo = caption ? `the photo ${quoted(caption)}` : "a visit photo";
      return entry.action === "share_photo" ? `Shared ${photo} with the customer` : `Stopped sharing ${photo} with the customer`;
    }
    case "revoke_calendar_feed":
      return "Calendar feed address revoked";
    case "create_deposit":
      return `Raised ${recordName(entry, changes)} for the deposit on accepting the quote`;
    case "issue": {
      const to = text(changes.to);
      const how = to ? ` by e-mail to ${to}` : changes.via === "post" ? " by post" : " without e-mail";
      return `Issued ${recordName(entry, changes)}${how}${text(changes.amount) ? ` for ${text(changes.amount)}` : ""}`;
    }
    case "credit":
      return `Credit note ${text(changes.creditNoteNumber) ?? ""} of ${text(changes.amount) ?? "money"} taken off the balance`.replace("  ", " ");
    case "refund": {
      const method = text(changes.method);
      const on = text(changes.refundedOn);
      return `Refund of ${text(changes.amount) ?? "money"} recorded with credit note ${text(changes.creditNoteNumber) ?? ""}${method ? ` (${method.toLowerCase()})` : ""}${on && DATE_KEY.test(on) ? ` on ${formatDateMedium(on)}` : ""}`;
    }
    case "convert_to_invoice":
      return text(changes.invoiceNumber) ? `Converted to invoice ${text(changes.invoiceNumber)}` : "Converted to an invoice";
    case "convert_to_job":
      return changes.reused === true ? `Confirmed for its job${text(changes.jobStatus) ? ` (now ${text(changes.jobStatus)})` : ""}` : "Converted to a job";
    case "convert": {
      const jobMade = isChange(changes.jobId) && changes.jobId.to;
      return jobMade ? "Converted to a customer record and a job" : "Converted to a customer record";
    }
    case "link_account":
      return "Linked to a portal account";
    case "link_contact_account": {
      const name = text(changes.name);
      const email = text(changes.email);
      const who = name ? `contact ${name}` : "a contact";
      return `Linked ${who} to their portal account${email ? ` (${email})` : ""}${changes.by === "verified_email" ? " by its verified e-mail address" : ""}`;
    }
    case "unlink_contact_account": {
      const name = text(changes.name);
      return `Unlinked ${name ? `contact ${name}` : "a contact"} from their portal account`;
    }
    case "request_email_change": {
      const email = isChange(changes.email) ? changes.email : null;
      const to = email ? showValue("email", email.to) : null;
      return to ? `Asked in the portal to change e-mail to ${to}` : "Asked in the portal to change e-mail";
    }
    case "add_site":
      return siteWords("Added", changes, context);
    case "update_site":
      return siteWords("Changed", changes, context);
    case "remove_site":
      return siteWords("Removed", changes, context);
    case "add_contact":
      return contactWords("Added", changes, context);
    case "update_contact":
      return contactWords("Changed", changes, context);
    case "remove_contact":
      return contactWords("Removed", changes, context);
    case "merge":
      return mergeWords(changes);
    case "merged_into": {
      const kept = text(changes.keptName);
      return kept ? `Merged into ${kept}` : "Merged into another customer record";
    }
    case "add_visit":
      return `Added a ${visitWords(changes)}`;
    case "book_slot":
      return `Booked online: a ${changes.tentative === false ? "" : "tentative "}${visitWords(changes)}`;
    case "confirm_visit":
      return `Confirmed the booked ${visitWords(changes, false)}`;
    case "contract_visit":
      return `Planned the contract's ${visitWords(changes)}`;
    case "skip_contract_visit":
      return entry.entityType === "contract" ? `Skipped the visit due on ${formatDateMedium(text(changes.dueDate) ?? "")}` : `Removed the skipped contract ${visitWords(changes)}`;
    case "cancel_contract_visit":
      return `Removed the contract's ${visitWords(changes)} (contract cancelled)`;
    case "activate_contract":
      return "Activated the contract";
    case "offer_contract": {
      const to = Array.isArray(changes.to) ? changes.to.filter((v): v is string => typeof v === "string") : [];
      return `Offered the contract to the customer to accept in the portal${to.length ? ` (e-mailed to ${to.join(", ")})` : ""}`;
    }
    case "accept_contract": {
      const signed = text(changes.signedName);
      const started = isChange(changes.status) && text(changes.status.to) === "active";
      return `Accepted by the customer in the portal${signed ? ` (signed ${quoted(signed)})` : ""}${started ? "; the contract started" : ""}`;
    }
    case "pause_contract":
      return "Paused the contract";
    case "resume_contract":
      return "Resumed the contract";
    case "generate_contract":
      return `Generated ${Number(changes.visits ?? 0)} visit${Number(changes.visits) === 1 ? "" : "s"} and ${Number(changes.invoices ?? 0)} invoice${Number(changes.invoices) === 1 ? "" : "s"}`;
    case "contract_renewal_notice": {
      const end = text(changes.termEnd) ?? "";
      return changes.renews === false
        ? `Told the customer and the office the contract ends on ${end ? formatDateMedium(shiftDay(end, -1)) : "its last day"}`
        : `Told the customer and the office the contract renews on ${formatDateMedium(end)}`;
    }
    case "cancel_contract":
      return `Cancelled the contract: removed ${Number(changes.visitsRemoved ?? 0)} future visit${Number(changes.visitsRemoved) === 1 ? "" : "s"} and ${Number(changes.draftInvoicesRemoved ?? 0)} unsent invoice${Number(changes.draftInvoicesRemoved) === 1 ? "" : "s"}`;
    case "update_visit":
      return visitChangeWords(changes, context);
    case "cancel_visit":
      return `Cancelled the ${visitWords(changes)}`;
    case "delete_visit":
      return `Deleted the ${visitWords(changes)}`;
    case "visit_status": {
      const status = isChange(changes.status) ? text(changes.status.to) : null;
      const reason = text(changes.reason);
      return `Marked the ${visitWords(changes, false)} as ${status ? humanise(status).toLowerCase() : "changed"}${reason ? `: ${quoted(reason)}` : ""}`;
    }
    case "publish":
      return "Published";
    case "unpublish":
      return "Taken off the website";
    case "schedule":
      return "Scheduled for publishing";
    case "grant":
      return `Given the ${roleWord(changes.role)} role`;
    case "revoke":
      return `${capitalise(roleWord(changes.role))} role removed`;
    case "change_role": {
      const role = asChanges(changes.role);
      return `Role changed from ${roleWord(role.from)} to ${roleWord(role.to)}`;
    }
    case "invite":
      return `Invited ${text(changes.email) ?? "someone"} to join as ${roleWord(changes.role)}`;
    case "withdraw_invite":
      return `Withdrew the invitation to ${text(changes.email) ?? "someone"}`;
    case "accept_invite":
      return `Accepted the invitation, joining as ${roleWord(changes.role)}`;
    case "update_hours":
      return "Changed the working hours";
    case "add_days_off": {
      const from = dayWords(changes.from);
      const to = dayWords(changes.to);
      const when = from && to && from !== to ? `from ${from} to ${to}` : from ? `on ${from}` : "";
      return `Added days off${when ? ` ${when}` : ""}`;
    }
    case "delete_day_off":
      return `Deleted the day off${dayWords(changes.day) ? ` on ${dayWords(changes.day)}` : ""}`;
    case "archive":
      return "Archived";
    case "restore":
      return "Restored";
    case "move": {
      const direction = text(changes.direction);
      return direction ? `Moved ${direction}` : "Moved";
    }
    case "passkey_added":
      return "Added a passkey";
    case "passkey_removed":
      return "Removed a passkey";
    case "two_factor_setup_started":
      return "Started setting up two-step sign-in";
    case "two_factor_enabled":
      return "Turned on two-step sign-in";
    case "two_factor_disabled":
      return "Turned off two-step sign-in";
    case "create_survey":
    case "update_survey":
    case "complete_survey":
    case "delete_survey":
    case "add_survey_run":
    case "update_survey_run":
    case "remove_survey_run":
    case "add_survey_observation":
    case "update_survey_observation":
    case "remove_survey_observation":
    case "survey_photo":
    case "add_survey_recommendation":
    case "update_survey_recommendation":
    case "remove_survey_recommendation":
    case "survey_quote":
      return surveyActionWords(entry.action, changes) ?? "Changed the CCTV survey";
    default:
      return engineerActionWords(entry.action, changes) ?? (capitalise(humanise(entry.action).trim()) || "Changed");
  }
}
