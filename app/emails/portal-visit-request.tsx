import { Link } from "@react-email/link";
import { Paragraph } from "./layout";
import { VisitRequestLayout, type VisitRequestDetails } from "./visit-request-layout";

export type PortalVisitRequestProps = VisitRequestDetails & {
  customerId: string;
  jobId: string;
};

/** To the business: a signed-in customer asked for a visit in the portal (the job is on their record). */
export function PortalVisitRequestEmail(props: PortalVisitRequestProps) {
  const jobUrl = `${props.business.baseUrl}/admin/jobs/${props.jobId}`;
  const customerUrl = `${props.business.baseUrl}/admin/customers/${props.customerId}`;
  return (
    <VisitRequestLayout
      details={props}
      heading={{ normal: "Visit request from the customer portal", emergency: "EMERGENCY visit request" }}
      intro={{
        normal: "A customer signed in to the portal has asked for a visit.",
        emergency: (
          <>
            <strong>An EMERGENCY visit request</strong> has arrived from a customer signed in to the portal. Call them now.
          </>
        ),
      }}
    >
      <Paragraph>
        The job is on the customer&apos;s record with status Enquiry: <Link href={jobUrl}>{jobUrl}</Link>
      </Paragraph>
      <Paragraph>
        Customer: <Link href={customerUrl}>{customerUrl}</Link>
      </Paragraph>
    </VisitRequestLayout>
  );
}
