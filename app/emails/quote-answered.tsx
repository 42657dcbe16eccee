import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { formatDateTime } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { Details, EmailLayout, Multiline, Paragraph } from "./layout";

export type QuoteAnsweredProps = {
  business: Business;
  answer: "accepted" | "declined";
  quoteId: string;
  quoteNumber: string;
  customerName: string;
  /** The full name the customer typed to accept. */
  signedName: string | null;
  totalPence: number;
  answeredAt: Date;
  /** The address the answer came from, when known. */
  ip: string | null;
  reason: string | null;
};

export function quoteAnsweredSubject({ answer, quoteNumber, customerName }: { answer: "accepted" | "declined"; quoteNumber: string; customerName: string }) {
  return `Quote ${quoteNumber} ${answer} by ${customerName.replace(/\s+/g, " ").trim()}`;
}

/** To the business: a customer accepted or declined a quote in their customer account. */
export function QuoteAnsweredEmail({ business, answer, quoteId, quoteNumber, customerName, signedName, totalPence, answeredAt, ip, reason }: QuoteAnsweredProps) {
  const url = `${business.baseUrl}/admin/quotes/${quoteId}`;
  const rows: [string, string][] = [
    ["Quote", quoteNumber],
    ["Customer", customerName],
    [answer === "accepted" ? "Accepted total (including VAT)" : "Total (including VAT)", formatPence(totalPence)],
    [answer === "accepted" ? "Accepted at" : "Declined at", formatDateTime(answeredAt)],
  ];
  if (signedName) rows.push(["Signed by", signedName]);
  if (ip) rows.push(["From address", ip]);
  return (
    <EmailLayout business={business} preview={`${quoteNumber} ${answer} by ${customerName}`} heading={`Quote ${quoteNumber} ${answer}`}>
      <Paragraph>
        {customerName} {answer} quote {quoteNumber} in their customer account.
      </Paragraph>
      <Details rows={rows} />
      {reason ? (
        <>
          <Paragraph>
            <strong>Reason given:</strong>
          </Paragraph>
          <Multiline text={reason} />
        </>
      ) : null}
      <Paragraph>
        Open the quote: <Link href={url}>{url}</Link>
      </Paragraph>
    </EmailLayout>
  );
}
