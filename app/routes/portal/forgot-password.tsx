import type { Route } from "./+types/forgot-password";
import { ForgotPasswordView } from "~/features/auth/components/password-reset-views";
import { requestPasswordResetAction } from "~/features/auth/account.server";
import { resetPaths } from "~/features/auth/reset-paths";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password?" }, { name: "robots", content: "noindex" }];

export async function action({ request }: Route.ActionArgs) {
  return requestPasswordResetAction({ request, audience: "customer" });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordView paths={resetPaths.customer} actionData={actionData} />;
}
