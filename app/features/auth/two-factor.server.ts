import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { getDb } from "~/db/client.server";
import { twoFactor, user } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import type { SessionUser } from "./guard.server";
import { DomainError } from "~/lib/domain-error";
import { authRefusal, callAuthEndpoint, type AuthRefusal } from "./auth-endpoint.server";

/** off: never set up; pending: secret issued but not yet confirmed with a code; on: codes required at sign-in. */
export type TwoFactorStatus = "off" | "pending" | "on";

export type TwoFactorSetup = { qrSvg: string; secret: string; totpURI: string; backupCodes: string[] };

export async function getTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const db = getDb();
  const [account] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  if (account?.enabled) return "on";
  const [secret] = await db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return secret && secret.verified === false ? "pending" : "off";
}

/** The authenticator-app QR code as an inline SVG string. */
export async function totpQrSvg(totpURI: string) {
  return QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The message for a failed two-factor settings call. */
export function twoFactorSettingsError(result: AuthRefusal) {
  if (result.code === "INVALID_PASSWORD") return "Incorrect password";
  if (result.code === "INVALID_CODE") return "Invalid code";
  if (result.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  return result.message || "An unexpected error occurred";
}

/** A refused settings call as a DomainError, its message on the form's `field`. */
function settingsRefusal(result: AuthRefusal, field: "password" | "code") {
  const message = twoFactorSettingsError(result);
  return authRefusal(result, message, { [field]: message });
}

/**
 * Start setting up two-factor: checks the password and issues a new secret and backup codes
 * (shown once). Two-factor is on only after `confirmTwoFactor` with a code from the app. A wrong
 * password is refused `invalid` (`rate_limited` after too many), its message on `password`.
 */
export async function startTwoFactor({
  request,
  actor,
  password,
}: {
  request: Request;
  actor: SessionUser;
  password: string;
}): Promise<{ ok: true; setup: TwoFactorSetup }> {
  const result = await callAuthEndpoint(request, "/two-factor/enable", { password });
  if (!result.ok) throw settingsRefusal(result, "password");
  const answer = result.data as { totpURI?: unknown; backupCodes?: unknown };
  // An answer without the secret is better-auth failing, not a refusal.
  if (typeof answer?.totpURI !== "string" || !Array.isArray(answer.backupCodes)) throw new Error("two-factor set-up answered without its secret");
  const totpURI = answer.totpURI;
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  await recordAudit(getDb(), {
    actorUserId: actor.id,
    action: "two_factor_setup_started",
    entityType: "user",
    entityId: actor.id,
  });
  return {
    ok: true,
    setup: { qrSvg: await totpQrSvg(totpURI), secret, totpURI, backupCodes: answer.backupCodes.map(String) },
  };
}

/**
 * Confirm the set-up with a code from the app: two-factor is on from now. Returns the new session's
 * cookies. Without a set-up started it is refused `invalid`; a wrong code too, its message on `code`.
 */
export async function confirmTwoFactor({
  request,
  actor,
  code,
}: {
  request: Request;
  actor: SessionUser;
  code: string;
}): Promise<{ ok: true; setCookies: string[] }> {
  if ((await getTwoFactorStatus(actor.id)) !== "pending") {
    throw new DomainError("invalid", "Turn on two-factor first", { fieldErrors: { code: "Turn on two-factor first" }, reason: "not_pending" });
  }
  const result = await callAuthEndpoint(request, "/two-factor/verify-totp", { code });
  if (!result.ok) throw settingsRefusal(result, "code");
  await recordAudit(getDb(), {
    actorUserId: actor.id,
    action: "two_factor_enabled",
    entityType: "user",
    entityId: actor.id,
    changes: { twoFactorEnabled: { from: false, to: true } },
  });
  return { ok: true, setCookies: result.setCookies };
}

/** Turn two-factor off (password required; refused as `startTwoFactor`). Returns the new session's cookies. */
export async function disableTwoFactor({
  request,
  actor,
  password,
}: {
  request: Request;
  actor: SessionUser;
  password: string;
}): Promise<{ ok: true; setCookies: string[] }> {
  const result = await callAuthEndpoint(request, "/two-factor/disable", { password });
  if (!result.ok) throw settingsRefusal(result, "password");
  await recordAudit(getDb(), {
    actorUserId: actor.id,
    action: "two_factor_disabled",
    entityType: "user",
    entityId: actor.id,
    changes: { twoFactorEnabled: { from: true, to: false } },
  });
  return { ok: true, setCookies: result.setCookies };
}
