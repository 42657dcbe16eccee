import type { Route } from "./+types/reset-password";
import { ResetPasswordView } from "~/features/auth/components/password-reset-views";
import { isResetTokenUsable, resetPasswordAction } from "~/features/auth/account.server";
import { resetPaths } from "~/features/auth/reset-paths";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isResetTokenUsable(token) };
}

export async function action({ request }: Route.ActionArgs) {
  return resetPasswordAction({ request, audience: "customer" });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordView paths={resetPaths.customer} token={loaderData.token} usable={loaderData.usable} actionData={actionData} />;
}
