import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { getAuth } from "~/features/auth/auth.server";
import { isDomainError } from "~/lib/domain-error";
import { parseForm } from "~/lib/forms";
import { log } from "~/lib/log.server";
import { redirectWithToast, toastHeader } from "~/lib/toast.server";
import { accountActionSchema, passwordResetRequestSchema, passwordResetSchema } from "./auth.schema";
import { endOtherSessions, endSession, getCurrentSession, listSessions, type AccountActor } from "./sessions.server";
import { resetPaths, type ResetAudience } from "./reset-paths";
import { callAuthEndpoint, type AuthCallResult } from "./auth-endpoint.server";

/**
 * The account pages of staff (/admin/account) and customers (/customer/account) share these: the
 * password change, the sessions list, and the forgotten-password pages (/auth/… and /customer/…).
 */
export type AccountIntent = "change-password" | "end-session" | "end-other-sessions";
export type AccountActionResult = { intent: AccountIntent; result: SubmissionResult<string[]> };

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/** A password that better-auth refused, as the message for the new-password field (or null). */
function newPasswordError(result: Extract<AuthCallResult, { ok: false }>): string | null {
  if (result.code === "PASSWORD_TOO_COMMON") return result.message;
  if (result.code === "PASSWORD_TOO_SHORT") return "The password is too short";
  if (result.code === "PASSWORD_TOO_LONG") return "The password is too long";
  return null;
}

/** The account page's sessions: this one first (marked), then the others by last use. */
export async function loadAccountSessions(request: Request, actor: AccountActor) {
  const current = await getCurrentSession(request);
  if (!current || current.userId !== actor.id) return [];
  return listSessions({ actor, currentSessionId: current.id });
}

/**
 * The account page's action for `intent` change-password, end-session or end-other-sessions, for
 * the signed-in `actor`; `page` is where it redirects after success.
 */
export async function accountAction({ request, formData, actor, page }: { request: Request; formData: FormData; actor: AccountActor; page: string }) {
  const posted = String(formData.get("intent"));
  const intent: AccountIntent = posted === "end-session" || posted === "end-other-sessions" ? posted : "change-password";
  const submission = parseForm(formData, accountActionSchema);
  const reply = (status: number, options: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } = {}) =>
    data<AccountActionResult>(
      { intent, result: submission.reply({ ...options, hideFields: ["currentPassword", "newPassword", "confirmPassword"] }) },
      { status },
    );
  if (submission.status !== "success") return reply(400);
  const input = submission.value;
  try {
    if (input.intent === "change-password") {
      const result = await callAuthEndpoint(request, "/change-password", {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        // Every other session ends; this one is replaced by a new one (its cookie set below).
        revokeOtherSessions: true,
      });
      if (!result.ok) {
        if (result.status === 429) return reply(429, { formErrors: [TOO_MANY] });
        if (result.code === "INVALID_PASSWORD") return reply(400, { fieldErrors: { currentPassword: ["The current password is not right"] } });
        const message = newPasswordError(result);
        if (message) return reply(400, { fieldErrors: { newPassword: [message] } });
        if (result.status === 401) throw await redirectWithToast("/", { type: "error", title: "Please log in again" });
        return reply(400, { formErrors: [result.message || "The password could not be changed"] });
      }
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
      headers.append(
        "Set-Cookie",
        await toastHeader({ type: "success", title: "Password changed", description: "You have been signed out everywhere else." }),
      );
      return redirect(page, { headers });
    }

    const current = await getCurrentSession(request);
    if (!current || current.userId !== actor.id) return reply(401, { formErrors: ["Please log in again"] });
    if (input.intent === "end-session") {
      try {
        await endSession({ actor, sessionId: input.sessionId, currentSessionId: current.id });
      } catch (err) {
        if (isDomainError(err)) return reply(err.status, { formErrors: [err.message] });
        throw err;
      }
      return redirectWithToast(page, { type: "success", title: "Session ended" });
    }
    const ended = await endOtherSessions({ actor, currentSessionId: current.id });
    return redirectWithToast(page, {
      type: "success",
      title: ended === 0 ? "No other sessions to end" : ended === 1 ? "1 other session ended" : `${ended} other sessions ended`,
    });
  } catch (err) {
    if (err instanceof Response) throw err;
    log.error({ intent, err }, "account action failed");
    return reply(500, { formErrors: ["An unexpected error occurred"] });
  }
}


export type ResetRequestResult = { result: SubmissionResult<string[]>; sent?: boolean };

/**
 * "Forgot your password?": the same answer, in the same time, whether or not the address has an
 * account: the request only queues the work, and the queue sends the link to an account's address
 * (app/features/auth/auth.server.ts, docs/decisions/0068).
 */
export async function requestPasswordResetAction({ request, audience }: { request: Request; audience: ResetAudience }) {
  const submission = parseForm(await request.formData(), passwordResetRequestSchema);
  if (submission.status !== "success") return data<ResetRequestResult>({ result: submission.reply() }, { status: 400 });
  const result = await callAuthEndpoint(request, "/request-password-reset", {
    email: submission.value.email,
    redirectTo: resetPaths[audience].reset,
  });
  if (!result.ok) {
    if (result.status === 429) return data<ResetRequestResult>({ result: submission.reply({ formErrors: [TOO_MANY] }) }, { status: 429 });
    log.error({ status: result.status, code: result.code }, "password reset request failed");
    return data<ResetRequestResult>({ result: submission.reply({ formErrors: ["An unexpected error occurred"] }) }, { status: 500 });
  }
  return data<ResetRequestResult>({ result: submission.reply({ resetForm: true }), sent: true });
}

/** Whether a reset link's token is still good (unused and not expired). */
export async function isResetTokenUsable(token: string | null): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const context = await getAuth().$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && new Date(found.expiresAt) > new Date());
}

export type ResetResult = { result: SubmissionResult<string[]>; expired?: boolean };

/**
 * The reset page: sets the new password (the same rules as sign-up, common ones refused), uses up
 * the link, ends every session of the account, and sends the person to sign in.
 */
export async function resetPasswordAction({ request, audience }: { request: Request; audience: ResetAudience }) {
  const submission = parseForm(await request.formData(), passwordResetSchema);
  const hide = { hideFields: ["newPassword", "confirmPassword"] };
  if (submission.status !== "success") return data<ResetResult>({ result: submission.reply(hide) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/reset-password", {
    token: submission.value.token,
    newPassword: submission.value.newPassword,
  });
  if (!result.ok) {
    if (result.status === 429) return data<ResetResult>({ result: submission.reply({ ...hide, formErrors: [TOO_MANY] }) }, { status: 429 });
    const message = newPasswordError(result);
    if (message) return data<ResetResult>({ result: submission.reply({ ...hide, fieldErrors: { newPassword: [message] } }) }, { status: 400 });
    if (result.code === "INVALID_TOKEN" || result.code === "USER_NOT_FOUND") {
      return data<ResetResult>({ result: submission.reply(hide), expired: true }, { status: 400 });
    }
    log.error({ status: result.status, code: result.code }, "password reset failed");
    return data<ResetResult>({ result: submission.reply({ ...hide, formErrors: ["An unexpected error occurred"] }) }, { status: 500 });
  }
  // The reset made this browser a known device of the account (its cookie comes with the answer).
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    resetPaths[audience].login,
    {
      type: "success",
      title: "Your password has been changed",
      description: "Log in with your new password. You have been signed out everywhere.",
    },
    { headers },
  );
}
