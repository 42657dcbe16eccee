import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { ButtonLink, EmailLayout, Muted, Paragraph } from "./layout";

/** To an account's address: the single-use link that sets a new password. */
export function ResetPasswordEmail({ business, url, expiresInMinutes }: { business: Business; url: string; expiresInMinutes: number }) {
  return (
    <EmailLayout business={business} preview="Reset your password" heading="Reset your password">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your {business.name} account. The link below works once, for the next{" "}
        {expiresInMinutes} minutes.
      </Paragraph>
      <ButtonLink href={url}>Choose a new password</ButtonLink>
      <Paragraph>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Paragraph>
      <Muted>If you did not ask for this, you can ignore this message: your password has not changed.</Muted>
    </EmailLayout>
  );
}
