import { Link } from "@react-email/components";
import type { Business } from "~/lib/business";
import { Details, EmailLayout, Multiline, Paragraph } from "./layout";

export type PortalVisitRequestProps = {
  business: Business;
  emergency: boolean;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  service: string;
  preferredTime: string;
  problem: string;
  customerId: string;
  jobId: string;
};

/** To the business: a signed-in customer asked for a visit in the portal (the job is on their record). */
export function PortalVisitRequestEmail(props: PortalVisitRequestProps) {
  const { business, emergency } = props;
  const jobUrl = `${business.baseUrl}/admin/jobs/${props.jobId}`;
  const customerUrl = `${business.baseUrl}/admin/customers/${props.customerId}`;
  return (
    <EmailLayout
      business={business}
      preview={`${emergency ? "EMERGENCY: " : ""}${props.name}, ${props.service}`}
      heading={emergency ? "EMERGENCY visit request" : "Visit request from the customer portal"}
    >
      <Paragraph>
        {emergency ? (
          <>
            <strong>An EMERGENCY visit request</strong> has arrived from a customer signed in to the portal. Call them now.
          </>
        ) : (
          "A customer signed in to the portal has asked for a visit."
        )}
      </Paragraph>
      <Details
        rows={[
          ["Name", props.name],
          ["Phone", props.phone],
          ["Email", props.email ?? "not given"],
          ["Address", props.address],
          ["Service", props.service],
          ["Preferred time", props.preferredTime],
        ]}
      />
      <Paragraph>
        <strong>Problem:</strong>
      </Paragraph>
      <Multiline text={props.problem} />
      <Paragraph>
        The job is on the customer&apos;s record with status Enquiry: <Link href={jobUrl}>{jobUrl}</Link>
      </Paragraph>
      <Paragraph>
        Customer: <Link href={customerUrl}>{customerUrl}</Link>
      </Paragraph>
    </EmailLayout>
  );
}
