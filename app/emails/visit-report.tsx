import type { Business } from "~/lib/business";
import { formatDateLong } from "~/lib/business-day";
import { ButtonLink, Details, EmailLayout, Muted, Paragraph } from "./layout";

export type VisitReportProps = {
  business: Business;
  customerName: string;
  jobTitle: string;
  siteAddress: string;
  /** "YYYY-MM-DD": the day of the visit. */
  day: string;
  engineers: string;
  followUp: boolean;
};

export function visitReportSubject({ jobTitle, day, businessName }: { jobTitle: string; day: string; businessName: string }) {
  return `Your job report: ${jobTitle}, ${formatDateLong(day)} \u2013 ${businessName}`;
}

/** To the customer: the finished visit's job report, attached as a PDF (and in their portal). */
export function VisitReportEmail({ business, customerName, jobTitle, siteAddress, day, engineers, followUp }: VisitReportProps) {
  return (
    <EmailLayout business={business} preview={`The report of our visit on ${formatDateLong(day)} is attached.`} heading="Your job report">
      <Paragraph>Dear {customerName},</Paragraph>
      <Paragraph>Thank you for having us. The report of the work we did is attached as a PDF: what was done, the materials used, photos and your signature.</Paragraph>
      <Details
        rows={[
          ["Job", jobTitle],
          ["Address", siteAddress],
          ["Visit", formatDateLong(day)],
          ["Engineer", engineers],
        ]}
      />
      {followUp ? <Paragraph>The engineer noted that a further visit is needed: we will be in touch to arrange it.</Paragraph> : null}
      <ButtonLink href={`${business.baseUrl}/customer/jobs`}>See your jobs and reports</ButtonLink>
      <Muted>Questions about the work? Reply to this e-mail or call us on {business.phone}.</Muted>
    </EmailLayout>
  );
}
