/**
 * better-auth's endpoints called from the server, for the sign-in, sign-up, two-factor, password and
 * e-mail pages of staff and customers alike, and the messages for what they refuse. The answer is
 * better-auth's own (`ok`, its HTTP status and code), not a domain result: each page turns the codes
 * it knows into its messages, and the domain functions that call it throw a DomainError.
 */
import { getAuth, TOO_MANY_ATTEMPTS_MESSAGE } from "~/features/auth/auth.server";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";

export type AuthCallResult =
  | { ok: true; setCookies: string[]; data: unknown }
  | { ok: false; status: number; code?: string; message: string };

/**
 * Call a better-auth endpoint through its full request pipeline (origin check, rate limits,
 * hooks), carrying the visitor's cookies and address.
 */
export async function callAuthEndpoint(request: Request, endpoint: string, body: unknown): Promise<AuthCallResult> {
  const env = getEnv();
  const headers = new Headers({ "content-type": "application/json", origin: new URL(env.BASE_URL).origin });
  for (const name of ["cookie", "user-agent", "x-client-ip"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const res = await getAuth().handler(
    new Request(`${env.BASE_URL}/api/auth${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  if (res.ok) {
    let data: unknown = null;
    try {
      data = await res.json();
    } catch {
      // empty or not JSON
    }
    return { ok: true, setCookies: res.headers.getSetCookie(), data };
  }
  let payload: { code?: string; message?: string } = {};
  try {
    payload = (await res.json()) as typeof payload;
  } catch {
    // not JSON
  }
  return {
    ok: false,
    status: res.status,
    code: payload.code,
    message: payload.message || (res.status === 429 ? "Too many requests. Please try again later." : ""),
  };
}

/** What better-auth answered when it refused. */
export type AuthRefusal = Extract<AuthCallResult, { ok: false }>;

/**
 * A better-auth refusal as the DomainError a domain function throws: too many attempts (429) is
 * `rate_limited`, anything else `invalid`, with the message people read and better-auth's code as
 * the reason.
 */
export function authRefusal(result: AuthRefusal, message: string, fieldErrors?: Record<string, string>): DomainError {
  return new DomainError(result.status === 429 ? "rate_limited" : "invalid", message, { fieldErrors, reason: result.code });
}

/** The staff login error catalogue. */
export function loginErrorMessage(result: Extract<AuthCallResult, { ok: false }>) {
  if (result.code === "INVALID_EMAIL_OR_PASSWORD" || /invalid (login credentials|email or password)/i.test(result.message)) {
    return "Invalid email or password";
  }
  // Refused before the password was checked: the way in that needs no password guess is named.
  if (result.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  return result.message || "An unexpected error occurred";
}

/** Whether a successful sign-in still waits for a two-factor code (a challenge cookie is set, no session yet). */
export function needsTwoFactor(result: AuthCallResult) {
  return (
    result.ok &&
    typeof result.data === "object" &&
    result.data !== null &&
    (result.data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true
  );
}

/** The two-factor code error catalogue. */
export function twoFactorErrorMessage(result: Extract<AuthCallResult, { ok: false }>) {
  if (result.code === "INVALID_CODE") return "Invalid code";
  if (result.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  return result.message || "An unexpected error occurred";
}

/** The staff sign-up error catalogue. */
export function signUpErrorMessage(result: Extract<AuthCallResult, { ok: false }>) {
  if (result.code?.includes("USER_ALREADY_EXISTS") || /already (registered|exists)/i.test(result.message)) {
    return "This email is already registered";
  }
  if (result.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  return result.message || "An unexpected error occurred";
}
