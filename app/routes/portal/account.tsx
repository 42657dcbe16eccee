import type { Route } from "./+types/account";
import { ChangePasswordCard, SessionsCard } from "~/features/auth/components/account-cards";
import { accountAction, loadAccountSessions } from "~/features/auth/account.server";
import { getCurrentSession } from "~/features/auth/sessions.server";
import { requirePortalAccount } from "~/features/portal/portal.server";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => [{ title: "Account | Customer Portal" }];

/** The signed-in portal account (a customer, or a sign-up still waiting for its e-mail verification). */
async function requireAccount(request: Request) {
  const visitor = await requirePortalAccount(request);
  const current = await getCurrentSession(request);
  if (!current) throw await redirectWithToast("/customer/login", { type: "error", title: "Please log in to access your account" });
  return { id: current.userId, email: visitor.status === "customer" ? visitor.customer.email : visitor.email };
}

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAccount(request);
  return { email: account.email, sessions: await loadAccountSessions(request, account) };
}

export async function action({ request }: Route.ActionArgs) {
  const account = await requireAccount(request);
  return accountAction({ request, formData: await request.formData(), actor: account, page: "/customer/account" });
}

export default function PortalAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Account</h1>
        <p className="break-all text-sm text-muted-foreground">Signed in as {loaderData.email}</p>
      </div>
      <ChangePasswordCard actionData={actionData} />
      <SessionsCard sessions={loaderData.sessions} actionData={actionData} />
    </div>
  );
}
