import { and, desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { passkey } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { parseForm } from "~/lib/forms";
import { log } from "~/lib/log.server";
import { passkeySettingsSchema, passkeySignInSchema } from "./passkey.schema";
import { DomainError, isDomainError } from "~/lib/domain-error";
import { authRefusal, callAuthEndpoint } from "./auth-endpoint.server";

/** Whoever manages their own passkeys: a member of staff or a customer, by their account id. */
type AccountActor = { id: string };

export type PasskeySummary = { id: string; name: string; createdAt: string | null; backedUp: boolean };

/** The actor's own passkeys, newest first (never anyone else's). */
export async function listPasskeys({ actor }: { actor: AccountActor }): Promise<PasskeySummary[]> {
  const rows = await getDb()
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, backedUp: passkey.backedUp })
    .from(passkey)
    .where(eq(passkey.userId, actor.id))
    .orderBy(desc(passkey.createdAt));
  return rows.map((r) => ({ id: r.id, name: r.name || "Passkey", createdAt: r.createdAt?.toISOString() ?? null, backedUp: r.backedUp }));
}

/** Messages for the passkey forms and buttons. */
export const PASSKEY_MESSAGES = {
  added: "Passkey added",
  removed: "Passkey removed",
  notFound: "That passkey was not found",
  addFailed: "The passkey could not be added. Please try again.",
  signInFailed: "That passkey was not recognised. Try again, or log in with your password.",
  stale: "For your security, log in again before adding a passkey.",
} as const;

/**
 * Add the passkey the browser has just made (after `/api/auth/passkey/generate-register-options`),
 * checked by better-auth against the challenge it issued to this session; recorded in the audit log.
 * Refused `not_allowed` when the session is too old to add one (sign in again), otherwise `invalid`
 * or `rate_limited`.
 */
export async function addPasskey({
  request,
  actor,
  name,
  response,
}: {
  request: Request;
  actor: AccountActor;
  name?: string;
  response: Record<string, unknown>;
}): Promise<void> {
  const result = await callAuthEndpoint(request, "/passkey/verify-registration", { response, ...(name ? { name } : {}) });
  if (!result.ok) {
    log.warn({ status: result.status, code: result.code }, "passkey registration refused");
    if (result.code === "SESSION_NOT_FRESH") throw new DomainError("not_allowed", PASSKEY_MESSAGES.stale, { reason: "session_not_fresh" });
    throw authRefusal(result, PASSKEY_MESSAGES.addFailed);
  }
  const id = (result.data as { id?: unknown } | null)?.id;
  await recordAudit(getDb(), {
    actorUserId: actor.id,
    action: "passkey_added",
    entityType: "user",
    entityId: actor.id,
    changes: typeof id === "string" ? { passkeyId: id } : null,
  });
}

/** Remove one of the actor's own passkeys; another account's (or an unknown id) is not found. */
export async function removePasskey({ actor, passkeyId }: { actor: AccountActor; passkeyId: string }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(passkey)
      .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, actor.id)))
      .returning({ id: passkey.id });
    if (removed.length === 0) throw new DomainError("not_found", PASSKEY_MESSAGES.notFound);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "passkey_removed",
      entityType: "user",
      entityId: actor.id,
      changes: { passkeyId },
    });
  });
}

export type PasskeySettingsResult = { intent: "passkey-add" | "passkey-remove"; ok: boolean; message: string };

/** The account pages' passkey forms (add, remove), for the signed-in `actor`. */
export async function passkeySettingsAction({
  request,
  actor,
  formData,
}: {
  request: Request;
  actor: AccountActor;
  formData: FormData;
}): Promise<{ status: number; result: PasskeySettingsResult }> {
  const submission = parseForm(formData, passkeySettingsSchema);
  const intent = formData.get("intent") === "passkey-remove" ? "passkey-remove" : "passkey-add";
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form";
    return { status: 400, result: { intent, ok: false, message: first } };
  }
  const input = submission.value;
  try {
    if (input.intent === "passkey-add") await addPasskey({ request, actor, name: input.name, response: input.response });
    else await removePasskey({ actor, passkeyId: input.passkeyId });
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { status: err.status, result: { intent, ok: false, message: err.message } };
  }
  return {
    status: 200,
    result: { intent, ok: true, message: input.intent === "passkey-add" ? PASSKEY_MESSAGES.added : PASSKEY_MESSAGES.removed },
  };
}

/**
 * Sign in with a passkey: better-auth checks the browser's answer against the challenge it issued
 * (`/api/auth/passkey/generate-authenticate-options`, whose cookie the request carries) and the
 * stored public key, and opens a session. Returns the session's cookies and the account id; refused
 * `invalid` (not recognised) or `rate_limited`.
 */
export async function passkeySignIn(
  request: Request,
  formData: FormData,
): Promise<{ setCookies: string[]; user: { id: string; email: string; name: string; emailVerified: boolean } }> {
  const submission = parseForm(formData, passkeySignInSchema);
  if (submission.status !== "success") throw new DomainError("invalid", PASSKEY_MESSAGES.signInFailed);
  const result = await callAuthEndpoint(request, "/passkey/verify-authentication", { response: submission.value.response });
  if (!result.ok) {
    throw authRefusal(result, result.status === 429 ? "Too many attempts. Please wait a few minutes and try again." : PASSKEY_MESSAGES.signInFailed);
  }
  const u = (result.data as { user?: { id?: unknown; email?: unknown; name?: unknown; emailVerified?: unknown } } | null)?.user;
  // A session without its account is better-auth failing, not a refusal.
  if (!u || typeof u.id !== "string" || typeof u.email !== "string") throw new Error("passkey sign-in answered without its account");
  return {
    setCookies: result.setCookies,
    user: { id: u.id, email: u.email, name: typeof u.name === "string" ? u.name : "", emailVerified: u.emailVerified === true },
  };
}
