import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { Details, EmailLayout, Multiline, Paragraph } from "./layout";

export type EnquiryNotificationProps = {
  business: Business;
  /** The enquiry's id, quoted as its reference. */
  reference: string;
  name: string;
  firstName: string;
  phone: string;
  email: string;
  service: string;
  message: string;
};

/** To the business: a visitor sent the contact form (Reply-To is the visitor). */
export function EnquiryNotificationEmail({ business, reference, name, firstName, phone, email, service, message }: EnquiryNotificationProps) {
  const inboxUrl = `${business.baseUrl}/admin/enquiries`;
  return (
    <EmailLayout business={business} preview={`${name}: ${service}`} heading="New enquiry from the website">
      <Paragraph>A new enquiry has arrived through the website&apos;s contact form.</Paragraph>
      <Details
        rows={[
          ["Name", name],
          ["Phone", phone],
          ["Email", email],
          ["Service", service],
        ]}
      />
      <Paragraph>
        <strong>Message:</strong>
      </Paragraph>
      <Multiline text={message} />
      <Paragraph>
        Reply to this e-mail to answer {firstName} directly, or open the enquiries inbox: <Link href={inboxUrl}>{inboxUrl}</Link>
      </Paragraph>
      <Paragraph>Reference: {reference}</Paragraph>
    </EmailLayout>
  );
}
