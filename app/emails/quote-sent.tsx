import type { Business } from "~/lib/business";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { ButtonLink, Details, EmailLayout, Muted, Paragraph } from "./layout";

export type QuoteSentProps = {
  business: Business;
  customerName: string;
  /** Where the work is: the site's name and address. */
  site?: string;
  quoteId: string;
  quoteNumber: string;
  totalPence: number;
  /** "YYYY-MM-DD" or a date; none when the quote has no end date. */
  validUntil: string | Date | null;
};

export function quoteSentSubject({ quoteNumber, businessName }: { quoteNumber: string; businessName: string }) {
  return `Your quote ${quoteNumber} from ${businessName}`;
}

/** To the customer: their quote, with the PDF attached and a link to accept it in the portal. */
export function QuoteSentEmail({ business, customerName, site, quoteId, quoteNumber, totalPence, validUntil }: QuoteSentProps) {
  const url = `${business.baseUrl}/customer/quotes/${quoteId}`;
  const total = formatPence(totalPence);
  return (
    <EmailLayout business={business} preview={`Quote ${quoteNumber}: ${total}`} heading={`Your quote ${quoteNumber}`}>
      <Paragraph>Dear {customerName},</Paragraph>
      <Paragraph>Thank you for asking us to quote. Your quote is attached as a PDF.</Paragraph>
      <Details
        rows={[
          ["Quote number", quoteNumber],
          ...(site ? [["Site", site] as [string, string]] : []),
          ["Total (including VAT)", total],
          ...(validUntil ? [["Valid until", formatDateLong(validUntil)] as [string, string]] : []),
        ]}
      />
      <Paragraph>You can read it and accept it in your customer account:</Paragraph>
      <ButtonLink href={url}>View your quote</ButtonLink>
      <Muted>
        Questions about the quote? Reply to this e-mail or call us on {business.phone}.
      </Muted>
    </EmailLayout>
  );
}
