import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customerContacts, customers, user } from "~/db/schema";
import { authRefusal, callAuthEndpoint, loginErrorMessage } from "~/features/auth/auth-endpoint.server";
import { linkAccountToCustomer, recordPortalSignUp, type AccountLink, type PortalAccount } from "~/features/customers/customers.server";
import { getAuth } from "~/features/auth/auth.server";
import { DomainError } from "~/lib/domain-error";
import { toastHeader } from "~/lib/toast.server";
import type { z } from "zod";
import type { customerLoginSchema, customerSignUpSchema } from "./portal.schema";

function signedInUser(data: unknown): PortalAccount | null {
  if (typeof data !== "object" || data === null) return null;
  const u = (data as { user?: { id?: unknown; email?: unknown; name?: unknown; emailVerified?: unknown } }).user;
  if (!u || typeof u.id !== "string" || typeof u.email !== "string") return null;
  return { id: u.id, email: u.email, name: typeof u.name === "string" ? u.name : "", emailVerified: u.emailVerified === true };
}

/**
 * Portal login through better-auth. The account must have a customer record (linked now if its
 * e-mail address has just been verified), or be a portal sign-up still waiting for that
 * verification (its portal asks for it); any other account is signed out again. What better-auth
 * refuses is `invalid` or `rate_limited` with its message.
 */
export async function portalSignIn(request: Request, input: z.infer<typeof customerLoginSchema>): Promise<{ ok: true; headers: Headers }> {
  const result = await callAuthEndpoint(request, "/sign-in/email", { email: input.email, password: input.password, rememberMe: true });
  if (!result.ok) throw authRefusal(result, (result.status === 429 ? loginErrorMessage(result) : result.message) || "Failed to log in");
  return finishPortalSignIn(signedInUser(result.data), result.setCookies);
}

/**
 * After a sign-in (password or passkey) opened a session with `cookies`: the account must have a
 * customer record (linked now if its address has just been verified) or be a portal sign-up waiting
 * for verification; any other account is signed out again and refused `not_allowed`.
 */
export async function finishPortalSignIn(signedIn: PortalAccount | null, cookies: string[]): Promise<{ ok: true; headers: Headers }> {
  const link: AccountLink = signedIn ? await linkAccountToCustomer({ account: signedIn }) : { status: "none" };
  if (link.status === "none") {
    // End the session that was just opened (e.g. a staff account).
    const headers = new Headers({ cookie: cookies.map((c) => c.split(";")[0]).join("; ") });
    await getAuth()
      .api.signOut({ headers })
      .catch(() => undefined);
    if (link.reason === "ask_office") {
      throw new DomainError("not_allowed", "Your e-mail address is on more than one of our customers' records. Please call us and we will link your account.", {
        reason: "ask_office",
      });
    }
    throw new DomainError("not_allowed", "No customer account found. Please sign up first.", { reason: "no_customer_record" });
  }
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (link.status === "linked") headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Welcome back!" }));
  return { ok: true, headers };
}

/**
 * Where the link in the verification e-mail leads once the address is verified: the login page, which
 * says so and then opens `returnTo` (the document the customer was sent, say), or the dashboard.
 * A link that fails comes back with an `error` parameter added.
 */
export function verificationLanding(returnTo: string | null) {
  const params = new URLSearchParams({ verified: "1" });
  if (returnTo) params.set("redirectTo", returnTo);
  return `/customer/login?${params}`;
}

/**
 * Portal sign-up through better-auth. The phone number and address are kept with the new account;
 * the customer record comes only once the e-mail address is verified (docs/decisions/0019): the
 * existing record with that address, or a new one from these details. The answer is the same
 * whether or not the address had an account, or a customer record. What better-auth refuses is
 * `invalid` or `rate_limited` with its message.
 */
export async function portalSignUp(
  request: Request,
  input: z.infer<typeof customerSignUpSchema>,
  { returnTo = null }: { returnTo?: string | null } = {},
): Promise<{ ok: true }> {
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    email: input.email,
    password: input.password,
    name: input.name,
    callbackURL: verificationLanding(returnTo),
  });
  if (!result.ok) throw authRefusal(result, result.message || "Failed to create account");
  const created = signedInUser(result.data);
  // An answer without the account is better-auth failing, not a refusal.
  if (!created) throw new Error("Failed to create user");
  // Only an account this sign-up really created gets a record (an existing address answers alike).
  const rows = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  if (rows[0]?.id !== created.id) return { ok: true };
  await recordPortalSignUp({ userId: created.id, phone: input.phone, address: input.address });
  return { ok: true };
}


/** The seeded customer whose portal login a new demo prints. */
export const DEMO_PORTAL_EMAIL = "yard.office@example.net";

/**
 * A portal login for the demo data's customer with that e-mail address: the account, already
 * verified (it is the demo's own address), linked to the customer record, with the password given.
 * Nothing is sent. Null when there is no such customer or it already has a login.
 */
export async function createDemoPortalAccount({ password }: { password: string }): Promise<{ email: string; customerId: string } | null> {
  const [record] = await getDb().select({ name: customers.name, userId: customers.userId }).from(customers).where(eq(customers.email, DEMO_PORTAL_EMAIL)).limit(1);
  if (!record || record.userId) return null;
  return createDemoAccount({ email: DEMO_PORTAL_EMAIL, name: record.name, password });
}

/** The seeded contact (a tenant of Kennetside Lettings, the contact of one flat) whose own portal login a new demo prints. */
export const DEMO_CONTACT_EMAIL = "d.okoro@example.com";

/**
 * A portal login for the demo data's contact with that e-mail address, made as `createDemoPortalAccount`
 * makes the customer's: linked to the contact by its verified address (docs/decisions/0081), so it
 * sees only the jobs of the contact's site. Null when there is no such contact or it already has one.
 */
export async function createDemoContactAccount({ password }: { password: string }): Promise<{ email: string; customerId: string; contactId: string } | null> {
  const [contact] = await getDb().select({ name: customerContacts.name, userId: customerContacts.userId }).from(customerContacts).where(eq(customerContacts.email, DEMO_CONTACT_EMAIL)).limit(1);
  if (!contact || contact.userId) return null;
  const made = await createDemoAccount({ email: DEMO_CONTACT_EMAIL, name: contact.name, password });
  return made?.contactId ? { ...made, contactId: made.contactId } : null;
}

async function createDemoAccount({ email, name, password }: { email: string; name: string; password: string }) {
  const ctx = await getAuth().$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) return null;
  const created = await ctx.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "email-password" });
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: await ctx.password.hash(password) });
  const link = await linkAccountToCustomer({ account: { id: created.id, email, name, emailVerified: true } });
  return link.status === "linked" ? { email, customerId: link.customerId, contactId: link.contactId } : null;
}

/**
 * Send the verification e-mail again to a signed-in portal sign-up still waiting for it (the first
 * may have gone to junk, or its link expired). Anyone else gets nothing sent.
 */
export async function resendVerification(request: Request, account: { email: string }): Promise<{ ok: true }> {
  const result = await callAuthEndpoint(request, "/send-verification-email", { email: account.email, callbackURL: verificationLanding(null) });
  if (!result.ok) throw authRefusal(result, result.message || "The e-mail could not be sent. Please try again later.");
  return { ok: true };
}
