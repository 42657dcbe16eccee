import { BOOKING_ICS_ATTACHMENT, bookingIcsAttachment } from "~/features/booking/booking.server";
import { contractPdf } from "~/features/contracts/contract-document.server";
import { CONTRACT_PDF_ATTACHMENT } from "~/features/contracts/contracts.server";
import { creditNoteKind } from "~/features/credit-notes/credit-notes.server";
import { pdfAttachment } from "~/features/documents/document-kind.server";
import { invoiceKind } from "~/features/invoices/invoices.server";
import { paymentReceiptPdf, RECEIPT_ATTACHMENT } from "~/features/payments/payments.server";
import { quoteKind } from "~/features/quotes/quotes.server";
import { VISIT_REPORT_ATTACHMENT, visitReportPdf } from "~/features/visits/visit-report.server";
import { systemActor } from "~/lib/actor";
import { registerAttachmentBuilder, type AttachmentBuilder } from "~/lib/mail.server";

/**
 * Every kind of e-mail attachment the mail worker can build when it sends a message, one line each:
 * a queued message names its attachments by kind and id, and the file is drawn at sending time.
 * A new document kind adds its line here.
 */
export const ATTACHMENT_BUILDERS: ReadonlyArray<[kind: string, build: AttachmentBuilder]> = [pdfAttachment(quoteKind), pdfAttachment(invoiceKind), pdfAttachment(creditNoteKind), [RECEIPT_ATTACHMENT, receiptAttachment], [VISIT_REPORT_ATTACHMENT, visitReportAttachment], [BOOKING_ICS_ATTACHMENT, bookingIcsAttachment], [CONTRACT_PDF_ATTACHMENT, contractAttachment]];

/** A payment's receipt, drawn when its e-mail is sent. */
async function receiptAttachment(paymentId: string) {
  const pdf = await paymentReceiptPdf({ actor: systemActor("receipt e-mail"), paymentId });
  if (!pdf) throw new Error(`payment ${paymentId} no longer stands`);
  return { content: pdf.content, contentType: "application/pdf" };
}

/** A finished visit's job report, drawn when its e-mail is sent. */
async function visitReportAttachment(visitId: string) {
  const pdf = await visitReportPdf({ actor: systemActor("job report e-mail"), visitId });
  if (!pdf) throw new Error(`visit ${visitId} is no longer finished`);
  return { content: pdf.content, contentType: "application/pdf" };
}

/** A maintenance contract offered to the customer, drawn when its e-mail is sent. */
async function contractAttachment(contractId: string) {
  const pdf = await contractPdf({ actor: systemActor("contract e-mail"), id: contractId });
  if (!pdf) throw new Error(`contract ${contractId} no longer exists`);
  return { content: pdf.content, contentType: "application/pdf" };
}

/** Give the mail worker the builders above (the start-up does, before the queue starts). */
export function registerAttachments() {
  for (const [kind, build] of ATTACHMENT_BUILDERS) registerAttachmentBuilder(kind, build);
}

registerAttachments();
