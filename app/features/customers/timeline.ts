// What the customer timeline's server and its card share: the kinds of entry, their names, and the
// shape of an entry and a page (see timeline.server.ts).

export const TIMELINE_KINDS = ["job", "quote", "invoice", "credit_note", "contract", "payment", "email", "chat", "enquiry", "note"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  job: "Jobs",
  quote: "Quotes",
  invoice: "Invoices",
  credit_note: "Credit notes",
  contract: "Contracts",
  payment: "Payments",
  email: "E-mails",
  chat: "Chats",
  enquiry: "Enquiries",
  note: "Record changes",
};

export const TIMELINE_PAGE_SIZE = 20;

export type TimelineEntry = {
  /** Unique across the timeline: "<source>:<row id>" ("audit:…", "job:…", "email:…"). */
  id: string;
  kind: TimelineKind;
  /** When it happened (ISO, to the microsecond as stored). */
  at: string;
  /** What happened, in words. */
  title: string;
  /** More about it: an amount, an e-mail's delivery, a chat's first message. */
  detail: string | null;
  /** Who did it, as they were then; null when nobody in particular did (an e-mail, a chat). */
  actor: string | null;
  /** The record it is about ("Quote Q-00007", "Job “Blocked drain”"), and its page. */
  record: string | null;
  href: string | null;
};

export type TimelinePage = {
  entries: TimelineEntry[];
  /** The cursor of the next (older) page, or null on the last page. */
  next: string | null;
};


/** An entry's kind on its badge. */
export const TIMELINE_KIND_BADGES: Record<TimelineKind, string> = {
  job: "Job",
  quote: "Quote",
  invoice: "Invoice",
  credit_note: "Credit note",
  contract: "Contract",
  payment: "Payment",
  email: "E-mail",
  chat: "Chat",
  enquiry: "Enquiry",
  note: "Record",
};
