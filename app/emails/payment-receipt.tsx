import type { Business } from "~/lib/business";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { ButtonLink, Details, EmailLayout, Muted, Paragraph } from "./layout";

export type PaymentReceiptProps = {
  business: Business;
  customerName: string;
  invoiceId: string;
  invoiceNumber: string;
  amountPence: number;
  /** "YYYY-MM-DD": the day it was paid. */
  paidOn: string;
  /** How it was paid, in words ("Bank transfer"). */
  method: string;
  reference: string | null;
  /** What is still owed on the invoice after this payment. */
  balancePence: number;
};

export function paymentReceiptSubject({ invoiceNumber, businessName }: { invoiceNumber: string; businessName: string }) {
  return `Receipt for your payment on invoice ${invoiceNumber} from ${businessName}`;
}

/** To the customer: a payment on their invoice was received, with the receipt attached as a PDF. */
export function PaymentReceiptEmail({ business, customerName, invoiceId, invoiceNumber, amountPence, paidOn, method, reference, balancePence }: PaymentReceiptProps) {
  const url = `${business.baseUrl}/customer/invoices/${invoiceId}`;
  const amount = formatPence(amountPence);
  return (
    <EmailLayout business={business} preview={`We received ${amount} for invoice ${invoiceNumber}. Thank you.`} heading="Payment received">
      <Paragraph>Dear {customerName},</Paragraph>
      <Paragraph>Thank you: we have received your payment. The receipt is attached as a PDF.</Paragraph>
      <Details
        rows={[
          ["Invoice number", invoiceNumber],
          ["Amount received", amount],
          ["Paid on", formatDateLong(paidOn)],
          ["Paid by", method],
          ...(reference ? [["Reference", reference] as [string, string]] : []),
          ["Balance remaining", formatPence(balancePence)],
        ]}
      />
      <Paragraph>{balancePence > 0 ? `${formatPence(balancePence)} of invoice ${invoiceNumber} is still to pay.` : `Invoice ${invoiceNumber} is now paid in full.`}</Paragraph>
      <ButtonLink href={url}>View your invoice</ButtonLink>
      <Muted>Questions about this payment? Reply to this e-mail or call us on {business.phone}.</Muted>
    </EmailLayout>
  );
}
