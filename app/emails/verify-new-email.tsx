import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { ButtonLink, EmailLayout, Muted, Paragraph } from "./layout";

/** To the new address an account asked to use: the link that makes the change. */
export function VerifyNewEmailEmail({ business, url }: { business: Business; url: string }) {
  return (
    <EmailLayout business={business} preview="Confirm your new e-mail address" heading="Confirm your new e-mail address">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        You asked to use this address for your {business.name} account. Your account and our records keep the old address until
        you confirm this one.
      </Paragraph>
      <ButtonLink href={url}>Confirm new e-mail address</ButtonLink>
      <Paragraph>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Paragraph>
      <Muted>The link works for one hour. If you did not ask for this, you can ignore this message: nothing changes.</Muted>
    </EmailLayout>
  );
}
