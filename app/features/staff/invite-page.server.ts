import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { isDomainError } from "~/lib/domain-error";
import { conformReply } from "~/lib/domain-reply.server";
import { parseForm } from "~/lib/forms";
import { log } from "~/lib/log.server";
import { redirectWithToast, toastHeader } from "~/lib/toast.server";
import { acceptInvite, INVITE_UNUSABLE, inviteByToken } from "./invites.server";
import { acceptInviteSchema, homeForRole, STAFF_ROLE_PHRASES } from "./staff.schema";

// The page an invitation's link opens (/auth/invite?token=…): no sign-in, the token is the credential.

export type InvitePageData =
  | { status: "open"; token: string; email: string; name: string; rolePhrase: string; invitedBy: string | null; expiresAt: Date }
  | { status: "unusable"; message: string };

/** The invitation a link opens, or why it cannot be used: a 404 for an unknown link, a 410 for an expired, used or withdrawn one. */
export async function invitePageLoader(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invite = await inviteByToken(token);
  if (invite.status !== "open") {
    return data<InvitePageData>({ status: "unusable", message: INVITE_UNUSABLE[invite.status] }, { status: invite.status === "unknown" ? 404 : 410 });
  }
  return data<InvitePageData>({
    status: "open",
    token,
    email: invite.email,
    name: invite.name,
    rolePhrase: STAFF_ROLE_PHRASES[invite.role],
    invitedBy: invite.invitedBy,
    expiresAt: invite.expiresAt,
  });
}

export type InviteActionData = { result: SubmissionResult<string[]>; unusable?: string };

const HIDE = ["newPassword", "confirmPassword"];

/**
 * The invitation form: the account is made with the role, then signed in (engineers land on their
 * day, everyone else in the back office); a sign-in that cannot be made now (two-factor, a limit)
 * sends them to the sign-in page instead.
 */
export async function invitePageAction(request: Request) {
  const submission = parseForm(await request.formData(), acceptInviteSchema);
  if (submission.status !== "success") return data<InviteActionData>({ result: submission.reply({ hideFields: HIDE }) }, { status: 400 });
  const { token, name, newPassword } = submission.value;
  let accepted: Awaited<ReturnType<typeof acceptInvite>>;
  try {
    accepted = await acceptInvite({ token, name, password: newPassword });
  } catch (err) {
    if (!isDomainError(err)) throw err;
    const unusable = err.reason?.startsWith("invite_") ? err.message : undefined;
    return data<InviteActionData>({ result: conformReply(submission, err, { hideFields: HIDE }), unusable }, { status: err.status });
  }
  const signIn = await callAuthEndpoint(request, "/sign-in/email", { email: accepted.email, password: newPassword, rememberMe: true });
  const twoFactor = signIn.ok && (signIn.data as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true;
  if (!signIn.ok || twoFactor) {
    if (!signIn.ok) log.warn({ status: signIn.status, code: signIn.code }, "sign-in after accepting an invitation failed");
    return redirectWithToast("/auth", { type: "success", title: "Your account is ready", description: "Sign in with your e-mail address and the password you chose." });
  }
  const headers = new Headers();
  for (const cookie of signIn.setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Welcome!", description: "Your account is ready." }));
  return redirect(homeForRole(accepted.role), { headers });
}
