import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { ButtonLink, EmailLayout, Muted, Paragraph } from "./layout";

/** To someone invited to join the staff: who invited them, as what, and the single-use link that makes their account. */
export function StaffInviteEmail({
  business,
  name,
  invitedBy,
  roleLabel,
  url,
  expiresOn,
}: {
  business: Business;
  name: string;
  invitedBy: string;
  roleLabel: string;
  url: string;
  /** The last day the link works, in words ("3 December 2026"). */
  expiresOn: string;
}) {
  return (
    <EmailLayout business={business} preview={`You are invited to join ${business.name}`} heading={`Join ${business.name}`}>
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        {invitedBy} has invited you to join {business.name} as {roleLabel}. Open the link below to choose your password and sign in. It works once,
        until {expiresOn}.
      </Paragraph>
      <ButtonLink href={url}>Accept the invitation</ButtonLink>
      <Paragraph>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Paragraph>
      <Muted>If you were not expecting this, you can ignore this message: nothing happens unless the link is opened.</Muted>
    </EmailLayout>
  );
}
