import { createHash, randomBytes } from "node:crypto";
import { clientAddressKey } from "./client-address";
import { clearRateLimit, hitRateLimit } from "./rate-limit.server";

/**
 * Password sign-in throttling (docs/decisions/0068):
 *
 * - per address: 30 attempts in 15 minutes from one address, whatever the accounts, so one
 *   address cannot try a few passwords on many accounts.
 * - per account, from anywhere: 5 attempts in 15 minutes that did not succeed, from any mix of
 *   addresses; then the account's password is not checked at all (429) until the window ends.
 *   A successful sign-in starts the count again.
 * - per known device: a browser that has signed in to the account before carries a signed device
 *   cookie for it, and its attempts are counted on a limit of its own (5 in 15 minutes) instead
 *   of the account's, so guessing from elsewhere never locks the owner's own device out.
 *
 * "Address" is an IPv4 address, or an IPv6 address's /64 network (one client may hold all of it).
 * Every attempt is counted in one SQL statement (increment and return) BEFORE its password is
 * checked, and released again only when it succeeds: attempts sent at once each take a place, so
 * no more than the limit's worth of passwords is ever checked.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { max: 30, windowSeconds: 15 * 60 },
  perAccount: { max: 5, windowSeconds: 15 * 60 },
  perDevice: { max: 5, windowSeconds: 15 * 60 },
} as const;

/** How long a device cookie is kept: a browser used at least once a year stays known. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** An e-mail address as the counters know it: normalised and hashed (no addresses in plain text, bounded length). */
export function signInAccountKey(email: unknown) {
  return createHash("sha256").update(String(email ?? "").trim().toLowerCase()).digest("base64url");
}

/** An address as the counters know it: IPv4 as is, IPv6 by its /64 network. */
const addressId = clientAddressKey;

const keys = {
  perAddress: (ip: string) => `signin:addr:${ip}`,
  perAccount: (account: string) => `signin:acct:${account}`,
  perDevice: (device: string) => `signin:device:${device}`,
};

/**
 * The value of a device cookie: a random device id bound to the account it signed in to. The cookie
 * is signed (HMAC-SHA256 with the auth secret) by better-auth's cookie helpers, so it cannot be
 * made up or moved to another account.
 */
export function newDeviceCookieValue(email: unknown) {
  return `${signInAccountKey(email)}.${randomBytes(18).toString("base64url")}`;
}

/**
 * The device id of a device cookie, when it was issued for the account of `email`. `cookieValue` is
 * what reading the signed cookie gave: its value, or false (bad signature) or null (none).
 */
export function deviceFor(cookieValue: string | false | null | undefined, email: unknown): string | null {
  if (!cookieValue) return null;
  const [account, device, ...rest] = cookieValue.split(".");
  if (rest.length > 0 || !device || !/^[\w-]{24}$/.test(device)) return null;
  return account === signInAccountKey(email) ? device : null;
}

/** Where an attempt is counted: on the known device's own limit, else on the account's. */
function countedOn({ email, device }: { email: unknown; device: string | null }) {
  const { perAccount, perDevice } = SIGN_IN_LIMITS;
  return device ? { key: keys.perDevice(device), limit: perDevice } : { key: keys.perAccount(signInAccountKey(email)), limit: perAccount };
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Count one sign-in attempt before its password is checked. `device` is the id from a valid device
 * cookie for this account, if the browser sent one. Refused when the address, or the account (or,
 * on a known device, that device), has used up its attempts.
 */
export async function takeSignInAttempt({
  email,
  ip,
  device = null,
}: {
  email: unknown;
  ip: string | null | undefined;
  device?: string | null;
}): Promise<SignInAttempt> {
  const { perAddress } = SIGN_IN_LIMITS;
  const byAddress = await hitRateLimit(keys.perAddress(addressId(ip)), perAddress.max, perAddress.windowSeconds);
  if (!byAddress.allowed) return { allowed: false, retryAfterSeconds: byAddress.retryAfterSeconds };
  const { key, limit } = countedOn({ email, device });
  const counted = await hitRateLimit(key, limit.max, limit.windowSeconds);
  if (!counted.allowed) return { allowed: false, retryAfterSeconds: counted.retryAfterSeconds };
  return { allowed: true };
}

/**
 * After the password was checked: a success starts the count it was taken from (the account's or
 * the device's) again; a failure stays counted.
 */
export async function recordSignInResult({ email, device = null, ok }: { email: unknown; device?: string | null; ok: boolean }) {
  if (ok) await clearRateLimit(countedOn({ email, device }).key);
}

/** A successful password reset proves the owner reads the address: the account's count starts again. */
export async function clearAccountSignInLimit(email: unknown) {
  await clearRateLimit(keys.perAccount(signInAccountKey(email)));
}
