import type { ReactNode } from "react";
import type { Business } from "~/lib/business";
import { Details, EmailLayout, Multiline, Paragraph } from "./layout";

/** What every request for a visit tells the office: who, where, what, when. */
export type VisitRequestDetails = {
  business: Business;
  emergency: boolean;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  service: string;
  preferredTime: string;
  problem: string;
};

/**
 * The e-mail to the business for a request for a visit, wherever it was made (the chat, the
 * customer portal): the heading and opening line for a normal or an EMERGENCY request, the contact
 * and job details, the problem as typed, then what the channel adds (`children`: links, reference).
 */
export function VisitRequestLayout({
  details,
  heading,
  intro,
  extraRows = {},
  children,
}: {
  details: VisitRequestDetails;
  heading: { normal: string; emergency: string };
  intro: { normal: ReactNode; emergency: ReactNode };
  /** Rows added after the service (before "Preferred time") and at the end of the details. */
  extraRows?: { afterService?: Array<[string, ReactNode]>; last?: Array<[string, ReactNode]> };
  children: ReactNode;
}) {
  const { business, emergency } = details;
  return (
    <EmailLayout business={business} preview={`${emergency ? "EMERGENCY: " : ""}${details.name}, ${details.service}`} heading={emergency ? heading.emergency : heading.normal}>
      <Paragraph>{emergency ? intro.emergency : intro.normal}</Paragraph>
      <Details
        rows={[
          ["Name", details.name],
          ["Phone", details.phone],
          ["Email", details.email ?? "not given"],
          ["Address", details.address],
          ["Service", details.service],
          ...(extraRows.afterService ?? []),
          ["Preferred time", details.preferredTime],
          ...(extraRows.last ?? []),
        ]}
      />
      <Paragraph>
        <strong>Problem:</strong>
      </Paragraph>
      <Multiline text={details.problem} />
      {children}
    </EmailLayout>
  );
}
