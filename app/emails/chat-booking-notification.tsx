import { Link } from "@react-email/link";
import { Paragraph } from "./layout";
import { VisitRequestLayout, type VisitRequestDetails } from "./visit-request-layout";

export type ChatBookingNotificationProps = VisitRequestDetails & {
  customerCreated: boolean;
  conversationId: string;
  jobId: string;
};

/** To the business: a visitor asked for a booking in the chat (the job is in the back-office). */
export function ChatBookingNotificationEmail(props: ChatBookingNotificationProps) {
  const transcriptUrl = `${props.business.baseUrl}/admin/chats/${props.conversationId}`;
  return (
    <VisitRequestLayout
      details={props}
      heading={{ normal: "Booking request from the chat", emergency: "EMERGENCY booking request" }}
      intro={{
        normal: "A booking request has arrived through the website chat.",
        emergency: (
          <>
            <strong>An EMERGENCY booking request</strong> has arrived through the website chat. Call the customer now.
          </>
        ),
      }}
      extraRows={{
        afterService: [["Priority", props.emergency ? "EMERGENCY" : "normal"]],
        last: [["Customer", props.customerCreated ? "new customer" : "existing customer (matched by phone or e-mail)"]],
      }}
    >
      <Paragraph>
        The job is in the back-office with status Enquiry. Conversation: <Link href={transcriptUrl}>{transcriptUrl}</Link>
      </Paragraph>
      <Paragraph>Job reference: {props.jobId}</Paragraph>
    </VisitRequestLayout>
  );
}
