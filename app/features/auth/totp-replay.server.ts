import { timingSafeEqual } from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { totpLastSteps, twoFactor } from "~/db/schema";

/** The TOTP settings better-auth's two-factor plugin uses (its defaults). */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** better-auth accepts the code of the current step and of one step either side. */
const TOTP_WINDOW = 1;

/** The challenge cookie better-auth sets between the password and the code. */
const TWO_FACTOR_COOKIE = "two_factor";

function sameCode(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The time-step whose code `code` is (within better-auth's window around `now`), or null when it is none of them. */
export async function matchingTotpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  let found: number | null = null;
  // Every step is computed (no early return), so the time taken does not tell which one matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (sameCode(await otp.hotp(step), code) && found === null) found = step;
  }
  return found;
}

/**
 * Record `step` as the account's last accepted time-step, only if it is later than the one
 * recorded. One statement, so of two requests with the same code exactly one records it (the
 * other waits for the first's row lock, then finds the step no longer later). Returns whether it did.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const rows = await getDb()
    .insert(totpLastSteps)
    .values({ userId, step })
    .onConflictDoUpdate({
      target: totpLastSteps.userId,
      set: { step, acceptedAt: sql`now()` },
      setWhere: lt(totpLastSteps.step, step),
    })
    .returning({ userId: totpLastSteps.userId });
  return rows.length === 1;
}

/** Forget the account's last accepted step (a new secret has been issued: its codes start afresh). */
export async function forgetTotpSteps(userId: string) {
  await getDb().delete(totpLastSteps).where(eq(totpLastSteps.userId, userId));
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a `/two-factor/verify-totp` request is for: the signed-in one, or the one of the sign-in challenge. */
async function accountOfTotpRequest(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}

/**
 * Each TOTP code works once (OWASP ASVS 2.8.4): better-auth accepts a code for its whole window, so
 * before it checks one this records the code's time-step for the account and refuses a code whose
 * step is not later than the last one accepted, even within its 90-second window.
 */
export function totpReplayGuard() {
  return {
    id: "totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = typeof ctx.body?.code === "string" ? ctx.body.code : "";
            const userId = await accountOfTotpRequest(ctx);
            // Anything odd is left to better-auth's own checks and answers.
            if (!userId || !code) return;
            const [row] = await getDb()
              .select({ secret: twoFactor.secret })
              .from(twoFactor)
              .where(eq(twoFactor.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = await matchingTotpStep(secret, code);
            if (step === null) return; // a wrong code: better-auth refuses and counts it
            if (!(await claimTotpStep(userId, step))) {
              throw new APIError("UNAUTHORIZED", { message: "Invalid code", code: "INVALID_CODE" });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/enable",
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
            if (!session || ctx.context.returned instanceof APIError) return;
            await forgetTotpSteps(session.user.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** The last time-step accepted for the account, if any. */
export async function lastTotpStep(userId: string): Promise<number | null> {
  const [row] = await getDb().select({ step: totpLastSteps.step }).from(totpLastSteps).where(eq(totpLastSteps.userId, userId));
  return row?.step ?? null;
}
