import { createHash } from "node:crypto";
import { clientAddressKey } from "./client-address";
import { clearRateLimit, hitRateLimit, readRateLimit } from "./rate-limit.server";

/**
 * Password sign-in throttling. It slows a guesser without letting anyone lock the real user out:
 *
 * - per account and address: 5 attempts in 15 minutes from one address for one account (a
 *   successful sign-in from that address starts again at zero). Failures from other addresses
 *   never use up the real user's attempts from their own address.
 * - per address: 30 attempts in 15 minutes from one address, whatever the accounts, so one
 *   address cannot try a few passwords on many accounts.
 * - per account, from anywhere: once an account has had 5 failures in 15 minutes, every further
 *   attempt on it waits before the password is checked, 250 ms doubling to at most 4 s. It slows
 *   guessing spread over many addresses and never refuses anyone.
 *
 * "Address" is an IPv4 address, or an IPv6 address's /64 network (one client may hold all of it).
 * Both limits count the attempt in one SQL statement (increment and return) before the password
 * is checked, so attempts sent at once cannot all slip past the limit.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: { max: 5, windowSeconds: 15 * 60 },
  perAddress: { max: 30, windowSeconds: 15 * 60 },
  accountFailures: { windowSeconds: 15 * 60, delayAfter: 5, firstDelayMs: 250, maxDelayMs: 4000 },
} as const;

/** An e-mail address as the counters know it: normalised and hashed (no addresses in plain text, bounded length). */
function accountId(email: unknown) {
  return createHash("sha256").update(String(email ?? "").trim().toLowerCase()).digest("base64url");
}

/** An address as the counters know it: IPv4 as is, IPv6 by its /64 network. */
const addressId = clientAddressKey;

const keys = {
  perAddress: (ip: string) => `signin:addr:${ip}`,
  perAccountAndAddress: (account: string, ip: string) => `signin:acct-addr:${account}:${ip}`,
  accountFailures: (account: string) => `signin:acct-fail:${account}`,
};

/** How long an attempt on an account waits, given its failures from anywhere in the window. */
export function signInDelayMs(failures: number) {
  const { delayAfter, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.accountFailures;
  if (failures < delayAfter) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - delayAfter));
}

export type SignInAttempt = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Count one sign-in attempt before its password is checked. Refused when the address, or the
 * address for this account, has used up its attempts; otherwise answers how long to wait first.
 */
export async function takeSignInAttempt({ email, ip }: { email: unknown; ip: string | null | undefined }): Promise<SignInAttempt> {
  const account = accountId(email);
  const address = addressId(ip);
  const { perAddress, perAccountAndAddress, accountFailures } = SIGN_IN_LIMITS;
  const byAddress = await hitRateLimit(keys.perAddress(address), perAddress.max, perAddress.windowSeconds);
  if (!byAddress.allowed) return { allowed: false, retryAfterSeconds: byAddress.retryAfterSeconds };
  const byAccount = await hitRateLimit(keys.perAccountAndAddress(account, address), perAccountAndAddress.max, perAccountAndAddress.windowSeconds);
  if (!byAccount.allowed) return { allowed: false, retryAfterSeconds: byAccount.retryAfterSeconds };
  const failures = await readRateLimit(keys.accountFailures(account), accountFailures.windowSeconds);
  return { allowed: true, delayMs: signInDelayMs(failures) };
}

/** After the password was checked: a success from an address clears that address's count for the account; a failure counts against the account. */
export async function recordSignInResult({ email, ip, ok }: { email: unknown; ip: string | null | undefined; ok: boolean }) {
  const account = accountId(email);
  if (ok) {
    await clearRateLimit(keys.perAccountAndAddress(account, addressId(ip)));
  } else {
    const { windowSeconds } = SIGN_IN_LIMITS.accountFailures;
    // The maximum is irrelevant here: this counter only sets the delay.
    await hitRateLimit(keys.accountFailures(account), Number.MAX_SAFE_INTEGER, windowSeconds);
  }
}
