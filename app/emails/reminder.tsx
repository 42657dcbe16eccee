import type { Business } from "~/lib/business";
import { ButtonLink, Details, EmailLayout, Muted, Paragraph } from "./layout";
import type { BankDetails } from "./invoice-sent";

export type ReminderProps = {
  business: Business;
  customerName: string;
  /** The heading and the preview line. */
  heading: string;
  /** The stage's wording, placeholders filled in; a blank line starts a new paragraph. */
  message: string;
  /** The record's figures ("Balance", "£120.00"). */
  details: Array<[string, string]>;
  /** How to pay by bank transfer, with the reference to give (invoices only). */
  bank?: (BankDetails & { reference: string }) | null;
  /** The signed card payment link, when card payments are set up and something is owed. */
  cardPaymentUrl?: string | null;
  /** The record in the customer portal. */
  portalUrl: string;
  portalLabel: string;
};

/** An automatic reminder: the office's wording for its stage, the figures, how to pay, the portal link. */
export function ReminderEmail({ business, customerName, heading, message, details, bank, cardPaymentUrl, portalUrl, portalLabel }: ReminderProps) {
  return (
    <EmailLayout business={business} preview={heading} heading={heading}>
      <Paragraph>Dear {customerName},</Paragraph>
      {message
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <Paragraph key={i}>{p}</Paragraph>
        ))}
      {details.length > 0 ? <Details rows={details} /> : null}
      {bank ? (
        <>
          <Paragraph>
            <strong>How to pay:</strong> by bank transfer, with <strong>{bank.reference}</strong> as the reference.
          </Paragraph>
          <Details
            rows={[
              ["Account name", bank.accountName],
              ["Sort code", bank.sortCode],
              ["Account number", bank.accountNumber],
              ["Reference", bank.reference],
            ]}
          />
        </>
      ) : null}
      {cardPaymentUrl ? (
        <>
          <Paragraph>
            <strong>Or pay by card</strong> online now, on our payment provider Stripe&apos;s secure page; no sign-in needed.
          </Paragraph>
          <ButtonLink href={cardPaymentUrl}>Pay by card</ButtonLink>
        </>
      ) : null}
      <ButtonLink href={portalUrl}>{portalLabel}</ButtonLink>
      <Muted>
        Questions? Reply to this e-mail or call us on {business.phone}. To stop these reminders, reply and ask us to.
      </Muted>
    </EmailLayout>
  );
}
