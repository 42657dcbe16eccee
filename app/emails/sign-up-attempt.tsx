import { Link } from "@react-email/link";
import type { Business } from "~/lib/business";
import { EmailLayout, Muted, Paragraph } from "./layout";

/** To the owner of an address that already has an account, when someone signs up with it again. */
export function SignUpAttemptEmail({ business }: { business: Business }) {
  const signInUrl = `${business.baseUrl}/auth`;
  return (
    <EmailLayout business={business} preview="Someone tried to create an account with your address" heading="A sign-up with your e-mail address">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>Someone tried to create an account with this e-mail address, which already has one.</Paragraph>
      <Paragraph>
        If it was you, sign in instead: <Link href={signInUrl}>{signInUrl}</Link>
      </Paragraph>
      <Muted>If not, you can ignore this message: nothing has changed.</Muted>
    </EmailLayout>
  );
}
