import { betterAuth, type AuthContext } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { twoFactor } from "better-auth/plugins";
import { passkey } from "@better-auth/passkey";
import { and, eq, ne, sql } from "drizzle-orm";
import dumbPasswords from "dumb-passwords";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import * as schema from "~/db/schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth.schema";
import { totpReplayGuard } from "./totp-replay.server";
import { syncCustomerEmailFromAccount } from "~/features/customers/contact-details.server";
import { getEnv } from "~/lib/env.server";
import { renderEmail } from "~/emails/render.server";
import { log } from "~/lib/log.server";
import { nameField } from "~/lib/person-name";
import { sendEmail } from "~/lib/mail.server";
import { enqueue, registerWorker } from "~/lib/queue.server";
import { hashPassword, upgradePasswordHash, verifyPassword } from "~/lib/password-hash.server";
import { sessionCreateExpiry, sessionRefreshExpiry, sessionTimeouts } from "~/lib/session-timeouts.server";
import {
  clearAccountSignInLimit,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceFor,
  newDeviceCookieValue,
  recordSignInResult,
  takeSignInAttempt,
} from "~/lib/sign-in-throttle.server";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";
/** A refused password sign-in: wait, or use a way in that needs no password guess. */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many attempts. Please wait a few minutes and try again, sign in with a passkey, or reset your password by e-mail.";

/** The client address the Express server resolved (see server/app.ts). */
function clientIp(headers: Headers | undefined) {
  return headers?.get("x-client-ip") ?? null;
}

/**
 * Whether a verification link for `address` is for a change of an account's address (the account
 * still has another one) rather than for a new account's own.
 */
async function isAddressChange(userId: string, address: string) {
  const [row] = await getDb().select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, userId));
  return row !== undefined && row.email.toLowerCase() !== address.toLowerCase();
}

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;

/** The pages that take a reset link's token: the staff one, and the customer portal's. */
export const RESET_PAGES = ["/auth/reset-password", "/customer/reset-password"] as const;

/** The page a reset link opens: the one the request named (better-auth's `redirectTo`), the staff one otherwise. */
function resetPageFor(url: string) {
  let requested: string | null = null;
  try {
    requested = new URL(url).searchParams.get("callbackURL");
  } catch {
    // not a URL: the staff page
  }
  return RESET_PAGES.find((page) => page === requested) ?? RESET_PAGES[0];
}

/** The new password of a request to better-auth, where it sets one. */
function newPasswordOf(path: string, body: unknown): string | null {
  const b = (body ?? {}) as Record<string, unknown>;
  if (path === "/sign-up/email") return String(b.password ?? "");
  if (path === "/reset-password" || path === "/change-password") return String(b.newPassword ?? "");
  return null;
}

/** The endpoints that set an account's password: each one ends every other session of the account. */
const PASSWORD_SETTING_PATHS = new Set(["/change-password", "/reset-password", "/set-password"]);

/** The cookie that marks a browser which has signed in to an account before (docs/decisions/0068). */
const DEVICE_COOKIE = "device";

/** The device cookie's name and attributes: better-auth's own (prefix, HTTP-only, SameSite=Lax, Secure on https). */
function deviceCookie(ctx: { context: Pick<AuthContext, "createAuthCookie"> }) {
  return ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: "lax" });
}

/**
 * Delete every session of `userId` but the one with token `keep` (none: all of them). Whatever path
 * set the password, a session opened with the old one must not outlive it (ASVS 3.3.3).
 */
async function endOtherSessions(userId: string, keep: string | undefined) {
  await getDb()
    .delete(schema.session)
    .where(keep ? and(eq(schema.session.userId, userId), ne(schema.session.token, keep)) : eq(schema.session.userId, userId));
}

/** A "forgot your password?" request as better-auth's endpoint takes it. */
const resetRequestSchema = z.object({ email: z.email(), redirectTo: z.string().optional() });

export const PASSWORD_RESET_REQUEST_JOB = "password-reset-request";

declare module "~/lib/queue.server" {
  interface JobData {
    "password-reset-request": { email: string; page: (typeof RESET_PAGES)[number] };
  }
}

/**
 * The answer to every well-formed reset request, whether or not the address has an account: the
 * words better-auth itself answers with.
 */
const RESET_REQUESTED = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/**
 * The worker of a reset request: better-auth's own endpoint, called from the server (no request, so
 * the hook below lets it through), looks the address up, makes the single-use token and calls
 * `sendResetPassword`; an unknown address gets nothing.
 */
registerWorker(
  PASSWORD_RESET_REQUEST_JOB,
  async (job) => {
    await getAuth().api.requestPasswordReset({ body: { email: job.data.email, redirectTo: job.data.page } });
  },
  { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60, pollingIntervalSeconds: 1 },
);

/**
 * A link to change an account's address to `updateTo`, where another account has taken that
 * address since the link was sent: the change can no longer be made.
 */
async function changeTargetTaken(token: string, secret: string): Promise<boolean> {
  const payload = await verifyJWT(token, secret);
  if (!payload || typeof payload.updateTo !== "string" || typeof payload.email !== "string") return false;
  const [taken] = await getDb()
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(and(sql`lower(${schema.user.email}) = ${payload.updateTo.toLowerCase()}`, sql`lower(${schema.user.email}) <> ${payload.email.toLowerCase()}`))
    .limit(1);
  return taken !== undefined;
}

/**
 * Where a link that can no longer be used leads: the page the link was for (a local path only),
 * with `error` added as better-auth does for an expired link, so that page says so.
 */
export function linkFailedLocation(callbackURL: unknown, code = "LINK_UNUSABLE"): string | null {
  if (typeof callbackURL !== "string" || !callbackURL.startsWith("/") || callbackURL.startsWith("//") || callbackURL.includes("\\")) return null;
  const url = new URL(callbackURL, "http://local");
  url.searchParams.set("error", code);
  return `${url.pathname}${url.search}`;
}
/** An account's name, as sent to sign-up or to a change of the account's details. */
const ACCOUNT_NAME = nameField({ required: "Enter a name", max: 200, tooLong: "A name may be at most 200 characters" });

function createAuth() {
  const env = getEnv();
  const timeouts = sessionTimeouts(env);
  return betterAuth({
    appName: env.BUSINESS_NAME,
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [new URL(env.BASE_URL).origin],
    database: drizzleAdapter(getDb(), { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // A reset ends every session of the account (ASVS 3.3.3); the form asks the person to sign in again.
      revokeSessionsOnPasswordReset: true,
      // Called in the `password-reset-request` worker, never during the visitor's request (see the
      // `before` hook); the link opens our own page with the token.
      async sendResetPassword({ user, url, token }) {
        const link = `${env.BASE_URL}${resetPageFor(url)}?token=${encodeURIComponent(token)}`;
        await sendEmail({
          to: user.email,
          subject: `Reset your ${env.BUSINESS_NAME} password`,
          ...(await renderEmail("resetPassword", { url: link, expiresInMinutes: RESET_LINK_MINUTES })),
        });
      },
      // Sign-up answers the same whether or not the address is taken (no account enumeration);
      // the owner of the address is told instead.
      async onExistingUserSignUp({ user }) {
        await sendEmail({
          to: user.email,
          subject: `Sign-up attempt for your ${env.BUSINESS_NAME} account`,
          ...(await renderEmail("signUpAttempt", {})),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }) {
        // A change of address (better-auth's change-email flow) gets its own words.
        if (await isAddressChange(user.id, user.email)) {
          await sendEmail({
            to: user.email,
            subject: `Confirm your new e-mail address for ${env.BUSINESS_NAME}`,
            ...(await renderEmail("verifyNewEmail", { url })),
          });
          return;
        }
        await sendEmail({
          to: user.email,
          subject: `Verify your e-mail address for ${env.BUSINESS_NAME}`,
          ...(await renderEmail("verifyEmail", { url })),
        });
      },
      // A customer's record takes their account's new address once it is verified.
      async afterEmailVerification(user) {
        try {
          await syncCustomerEmailFromAccount({ userId: user.id });
        } catch (err) {
          log.error({ err, userId: user.id }, "customer record e-mail update after verification failed");
        }
      },
    },
    // A new address is used only once it is verified: the link goes to the new address, and the
    // account (and its customer record) keep the old one until it is opened.
    user: { changeEmail: { enabled: true } },
    // Idle and absolute timeouts (docs/decisions/0032): a session lasts SESSION_IDLE_MINUTES from
    // its last request, moved on at most once a minute, and never past SESSION_MAX_HOURS.
    session: {
      expiresIn: timeouts.idleSeconds,
      updateAge: timeouts.refreshSeconds,
    },
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            return { data: { ...session, expiresAt: sessionCreateExpiry(env, session) } };
          },
        },
        update: {
          async before(session, ctx) {
            if (!session.expiresAt) return;
            const createdAt = ctx?.context.session?.session.createdAt;
            return { data: { ...session, expiresAt: sessionRefreshExpiry(env, session.expiresAt, createdAt) } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The 10,000 most common passwords are refused wherever a password is chosen.
        const newPassword = newPasswordOf(ctx.path, ctx.body);
        if (newPassword !== null && dumbPasswords.check(newPassword)) {
          throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
        }
        if (ctx.path === "/sign-in/email") {
          // Counted before the password is checked (app/lib/sign-in-throttle.server.ts); a browser
          // with a device cookie for this account is counted on its own limit.
          const device = deviceFor(await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret), ctx.body?.email);
          const attempt = await takeSignInAttempt({ email: ctx.body?.email, ip: clientIp(ctx.headers), device });
          if (!attempt.allowed) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: TOO_MANY_ATTEMPTS_MESSAGE, code: "TOO_MANY_ATTEMPTS" },
              { "Retry-After": String(attempt.retryAfterSeconds) },
            );
          }
        }
        if (ctx.path === "/request-password-reset" && ctx.request) {
          // A visitor's request only queues the work, the same one whatever the address: looking the
          // account up, making the token and rendering the e-mail all happen in the worker, so the
          // answer takes as long for an unknown address as for an account's (docs/decisions/0068).
          // A malformed request is left to better-auth, which refuses it.
          const parsed = resetRequestSchema.safeParse(ctx.body);
          if (parsed.success) {
            const page = RESET_PAGES.find((p) => p === parsed.data.redirectTo) ?? RESET_PAGES[0];
            await enqueue(PASSWORD_RESET_REQUEST_JOB, { email: parsed.data.email, page });
            return RESET_REQUESTED;
          }
        }
        if (ctx.path === "/verify-email" && typeof ctx.query?.token === "string") {
          // A change of address whose new address another account has taken since: better-auth would
          // fail on the unique address with a 500. The link can no longer be used, and says so.
          if (await changeTargetTaken(ctx.query.token, ctx.context.secret)) {
            const location = linkFailedLocation(ctx.query.callbackURL);
            if (location) throw ctx.redirect(location);
            throw new APIError("BAD_REQUEST", { message: "This link can no longer be used.", code: "LINK_UNUSABLE" });
          }
        }
        if (ctx.path === "/reset-password" && typeof ctx.body?.token === "string") {
          // Whose password this link sets, read before better-auth uses the link up (for the `after` hook).
          const found = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${ctx.body.token}`);
          if (found) return { context: { resetUserId: found.value } };
        }
        // A name sent straight to the API is cleaned and checked as the forms do (app/lib/person-name.ts).
        if ((ctx.path === "/sign-up/email" || ctx.path === "/update-user") && ctx.body && typeof ctx.body === "object" && "name" in ctx.body) {
          const name = ACCOUNT_NAME.safeParse(ctx.body.name);
          if (!name.success) throw new APIError("BAD_REQUEST", { message: name.error.issues[0].message, code: "INVALID_NAME" });
          return { context: { body: { ...ctx.body, name: name.data } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const ok = !(returned instanceof APIError);
        if (ctx.path === "/sign-in/email") {
          // A refusal by the throttle itself (429) is not a password check.
          if (returned instanceof APIError && returned.statusCode === 429) return;
          const email = ctx.body?.email;
          const cookie = deviceCookie(ctx);
          const device = deviceFor(await ctx.getSignedCookie(cookie.name, ctx.context.secret), email);
          await recordSignInResult({ email, device, ok });
          if (ok) {
            // This browser is now a known device of the account (kept if it already was one).
            if (!device) await ctx.setSignedCookie(cookie.name, newDeviceCookieValue(email), ctx.context.secret, cookie.attributes);
            // A hash made with older settings is replaced now that the password is known to be right.
            try {
              await upgradePasswordHash({ email: String(email ?? ""), password: String(ctx.body?.password ?? "") });
            } catch (err) {
              log.error({ err }, "password hash upgrade failed");
            }
          }
        }
        if (PASSWORD_SETTING_PATHS.has(ctx.path) && ok) {
          // Every way of setting a password ends every other session of the account: a change keeps
          // only the session that made it (the new one, when better-auth replaced it), a reset keeps none.
          const resetUserId = (ctx as unknown as { resetUserId?: string }).resetUserId;
          const userId = ctx.path === "/reset-password" ? resetUserId : ctx.context.session?.user.id;
          if (userId) {
            const keep = ctx.path === "/reset-password" ? undefined : (ctx.context.newSession ?? ctx.context.session)?.session.token;
            await endOtherSessions(userId, keep);
          }
          if (ctx.path === "/reset-password" && resetUserId) {
            // The reset proves that the owner reads the address: the account's sign-in count starts
            // again and this browser becomes a known device, so guessing elsewhere cannot keep them out.
            const [owner] = await getDb().select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, resetUserId));
            if (owner) {
              await clearAccountSignInLimit(owner.email);
              const cookie = deviceCookie(ctx);
              await ctx.setSignedCookie(cookie.name, newDeviceCookieValue(owner.email), ctx.context.secret, cookie.attributes);
            }
          }
        }
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 600, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/change-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      // The Express server sets this header from the trusted-proxy-aware client address.
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      useSecureCookies: env.BASE_URL.startsWith("https://"),
    },
    plugins: [
      twoFactor({ issuer: env.BUSINESS_NAME }),
      totpReplayGuard(),
      // Passkeys for the site's own address only (WebAuthn refuses IP addresses as the party's id).
      passkey({
        rpName: env.BUSINESS_NAME,
        rpID: new URL(env.BASE_URL).hostname,
        origin: new URL(env.BASE_URL).origin,
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const key = Symbol.for("drainage.auth");
const g = globalThis as unknown as Record<symbol, { url: string | undefined; auth: Auth } | undefined>;

/** The process's better-auth instance (one per database, which matters only to tests). */
export function getAuth(): Auth {
  const url = getEnv().DATABASE_URL;
  const current = g[key];
  if (current && current.url === url) return current.auth;
  const auth = createAuth();
  g[key] = { url, auth };
  return auth;
}
