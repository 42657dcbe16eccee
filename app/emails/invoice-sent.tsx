import type { Business } from "~/lib/business";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { ButtonLink, Details, EmailLayout, Muted, Paragraph } from "./layout";

export type BankDetails = { accountName: string; sortCode: string; accountNumber: string };

export type InvoiceSentProps = {
  business: Business;
  customerName: string;
  /** Where the work was: the site's name and address. */
  site?: string;
  invoiceId: string;
  invoiceNumber: string;
  totalPence: number;
  /** "YYYY-MM-DD" or a date. */
  dueDate: string | Date;
  bank: BankDetails;
  /** The invoice's signed card payment link (/pay/:id?t=…), when card payments are set up and something is owed. */
  cardPaymentUrl?: string | null;
};

export function invoiceSentSubject({ invoiceNumber, businessName }: { invoiceNumber: string; businessName: string }) {
  return `Invoice ${invoiceNumber} from ${businessName}`;
}

/** To the customer: their invoice, with the PDF attached, how to pay, and a link to it in the portal. */
export function InvoiceSentEmail({ business, customerName, site, invoiceId, invoiceNumber, totalPence, dueDate, bank, cardPaymentUrl }: InvoiceSentProps) {
  const url = `${business.baseUrl}/customer/invoices/${invoiceId}`;
  const total = formatPence(totalPence);
  const due = formatDateLong(dueDate);
  return (
    <EmailLayout business={business} preview={`Invoice ${invoiceNumber}: ${total}, due ${due}`} heading={`Invoice ${invoiceNumber}`}>
      <Paragraph>Dear {customerName},</Paragraph>
      <Paragraph>Thank you for choosing {business.name}. Your invoice is attached as a PDF.</Paragraph>
      <Details
        rows={[
          ["Invoice number", invoiceNumber],
          ...(site ? [["Site", site] as [string, string]] : []),
          ["Amount due (including VAT)", total],
          ["Due date", due],
        ]}
      />
      <Paragraph>
        <strong>How to pay:</strong> by bank transfer, with the invoice number <strong>{invoiceNumber}</strong> as the reference.
      </Paragraph>
      <Details
        rows={[
          ["Account name", bank.accountName],
          ["Sort code", bank.sortCode],
          ["Account number", bank.accountNumber],
          ["Reference", invoiceNumber],
        ]}
      />
      {cardPaymentUrl ? (
        <>
          <Paragraph>
            <strong>Or pay by card</strong> online now, on our payment provider Stripe&apos;s secure page; no sign-in needed.
          </Paragraph>
          <ButtonLink href={cardPaymentUrl}>Pay by card</ButtonLink>
        </>
      ) : null}
      <ButtonLink href={url}>View your invoice</ButtonLink>
      <Muted>
        Questions about the invoice? Reply to this e-mail or call us on {business.phone}.
      </Muted>
    </EmailLayout>
  );
}
