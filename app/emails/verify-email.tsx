import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { ButtonLink, EmailLayout, Muted, Paragraph } from "./layout";

/** To a new account's address: the link that verifies it. */
export function VerifyEmailEmail({ business, url }: { business: Business; url: string }) {
  return (
    <EmailLayout business={business} preview="Confirm your e-mail address" heading="Confirm your e-mail address">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>Please confirm your e-mail address for your {business.name} account.</Paragraph>
      <ButtonLink href={url}>Confirm e-mail address</ButtonLink>
      <Paragraph>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Paragraph>
      <Muted>If you did not create an account, you can ignore this message.</Muted>
    </EmailLayout>
  );
}
