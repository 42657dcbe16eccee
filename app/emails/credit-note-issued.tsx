import type { Business } from "~/lib/business";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { ButtonLink, Details, EmailLayout, Muted, Paragraph } from "./layout";

export type CreditNoteIssuedProps = {
  business: Business;
  customerName: string;
  creditNoteNumber: string;
  invoiceId: string;
  invoiceNumber: string;
  totalPence: number;
  /** "YYYY-MM-DD" or a date. */
  issueDate: string | Date;
  /** "balance": taken off what is owed on the invoice; "refund": paid back. */
  settlement: "balance" | "refund";
  /** A refund: how it was paid back ("Bank transfer"). */
  refundMethod?: string | null;
  reason?: string | null;
};

export function creditNoteIssuedSubject({ creditNoteNumber, invoiceNumber, businessName }: { creditNoteNumber: string; invoiceNumber: string; businessName: string }) {
  return `Credit note ${creditNoteNumber} for invoice ${invoiceNumber} from ${businessName}`;
}

/** To the customer: a credit note against one of their invoices, with the PDF attached. */
export function CreditNoteIssuedEmail({ business, customerName, creditNoteNumber, invoiceId, invoiceNumber, totalPence, issueDate, settlement, refundMethod, reason }: CreditNoteIssuedProps) {
  const url = `${business.baseUrl}/customer/invoices/${invoiceId}`;
  const total = formatPence(totalPence);
  const how =
    settlement === "refund"
      ? `We have refunded ${total}${refundMethod ? ` by ${refundMethod.toLowerCase()}` : ""}.`
      : `We have taken ${total} off what is owed on invoice ${invoiceNumber}.`;
  return (
    <EmailLayout business={business} preview={`Credit note ${creditNoteNumber}: ${total}`} heading={`Credit note ${creditNoteNumber}`}>
      <Paragraph>Dear {customerName},</Paragraph>
      <Paragraph>Your credit note is attached as a PDF. {how}</Paragraph>
      <Details
        rows={[
          ["Credit note number", creditNoteNumber],
          ["For invoice", invoiceNumber],
          ["Amount credited (including VAT)", total],
          ["Date", formatDateLong(issueDate)],
          ...(reason ? [["Reason", reason] as [string, string]] : []),
        ]}
      />
      <ButtonLink href={url}>View the invoice</ButtonLink>
      <Muted>Questions about the credit note? Reply to this e-mail or call us on {business.phone}.</Muted>
    </EmailLayout>
  );
}
