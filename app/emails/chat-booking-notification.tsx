import { Link } from "@react-email/components";
import type { Business } from "~/lib/business";
import { Details, EmailLayout, Multiline, Paragraph } from "./layout";

export type ChatBookingNotificationProps = {
  business: Business;
  emergency: boolean;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  service: string;
  preferredTime: string;
  customerCreated: boolean;
  problem: string;
  conversationId: string;
  jobId: string;
};

/** To the business: a visitor asked for a booking in the chat (the job is in the back-office). */
export function ChatBookingNotificationEmail(props: ChatBookingNotificationProps) {
  const { business, emergency } = props;
  const transcriptUrl = `${business.baseUrl}/admin/chats/${props.conversationId}`;
  return (
    <EmailLayout
      business={business}
      preview={`${emergency ? "EMERGENCY: " : ""}${props.name}, ${props.service}`}
      heading={emergency ? "EMERGENCY booking request" : "Booking request from the chat"}
    >
      <Paragraph>
        {emergency ? (
          <>
            <strong>An EMERGENCY booking request</strong> has arrived through the website chat. Call the customer now.
          </>
        ) : (
          "A booking request has arrived through the website chat."
        )}
      </Paragraph>
      <Details
        rows={[
          ["Name", props.name],
          ["Phone", props.phone],
          ["Email", props.email ?? "not given"],
          ["Address", props.address],
          ["Service", props.service],
          ["Priority", emergency ? "EMERGENCY" : "normal"],
          ["Preferred time", props.preferredTime],
          ["Customer", props.customerCreated ? "new customer" : "existing customer (matched by phone or e-mail)"],
        ]}
      />
      <Paragraph>
        <strong>Problem:</strong>
      </Paragraph>
      <Multiline text={props.problem} />
      <Paragraph>
        The job is in the back-office with status Enquiry. Conversation: <Link href={transcriptUrl}>{transcriptUrl}</Link>
      </Paragraph>
      <Paragraph>Job reference: {props.jobId}</Paragraph>
    </EmailLayout>
  );
}
