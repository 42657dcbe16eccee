import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, user } from "~/db/schema";
import { EnvError, parseEnv, resetEnv } from "~/lib/env.server";
import { action as newCustomerAction } from "~/routes/admin/customers/new";
import { TWO_FACTOR_SETUP_PATH } from "./admin-two-factor.server";
import { requireStaff, type SessionUser, getSessionUser } from "./guard.server";
import { grantAdminByEmail } from "./roles.server";
import { callAuthEndpoint } from "./auth-endpoint.server";
import { confirmTwoFactor, startTwoFactor } from "./two-factor.server";

const PASSWORD = "gutter-brackets-and-downpipes";
const EMAIL = "require.two.factor@example.com";

let ip = 0;
function cookieHeader(cookies: string[]) {
  return cookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
/** A request to `path` from a new client address, carrying `cookies`. */
function requestTo(path: string, cookies: string[], form?: URLSearchParams) {
  return new Request(`http://localhost:3999${path}`, {
    method: form ? "POST" : "GET",
    body: form,
    headers: {
      "x-client-ip": `10.4.0.${++ip}`,
      cookie: cookieHeader(cookies),
      origin: "http://localhost:3999",
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
  });
}

/** What a guarded call threw: the redirect's location, or null when it let the request through. */
async function refusal(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof Response) return err.headers.get("location");
    throw err;
  }
}

function setRequirement(value: string | undefined) {
  if (value === undefined) delete process.env.ADMIN_REQUIRE_2FA;
  else process.env.ADMIN_REQUIRE_2FA = value;
  resetEnv();
}

let admin: SessionUser;
let cookies: string[];

beforeAll(async () => {
  const signUp = await callAuthEndpoint(requestTo("/auth", []), "/sign-up/email", { email: EMAIL, password: PASSWORD, name: "Office" });
  expect(signUp.ok).toBe(true);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, EMAIL));
  await grantAdminByEmail(EMAIL);
  const signIn = await callAuthEndpoint(requestTo("/auth", []), "/sign-in/email", { email: EMAIL, password: PASSWORD });
  if (!signIn.ok) throw new Error(signIn.message);
  cookies = signIn.setCookies;
  const found = await getSessionUser(requestTo("/admin", cookies));
  if (!found) throw new Error("no session");
  admin = found;
});

afterEach(() => setRequirement(undefined));

describe("ADMIN_REQUIRE_2FA", () => {
  it("is off unless set, and takes true/false words; anything else stops the server naming it", () => {
    expect(parseEnv({}).ADMIN_REQUIRE_2FA).toBe(false);
    for (const value of ["true", "1", "yes", "ON", " True "]) expect(parseEnv({ ADMIN_REQUIRE_2FA: value }).ADMIN_REQUIRE_2FA, value).toBe(true);
    for (const value of ["false", "0", "no", "off", ""]) expect(parseEnv({ ADMIN_REQUIRE_2FA: value }).ADMIN_REQUIRE_2FA, value).toBe(false);
    expect(() => parseEnv({ ADMIN_REQUIRE_2FA: "sometimes" })).toThrow(EnvError);
    expect(() => parseEnv({ ADMIN_REQUIRE_2FA: "sometimes" })).toThrow(/ADMIN_REQUIRE_2FA/);
  });

  it("off: an admin without two-factor reaches every admin page", async () => {
    setRequirement("false");
    expect(await refusal(requireStaff(requestTo("/admin/customers", cookies)))).toBeNull();
  });

  it("on: an admin without two-factor reaches only the set-up page until two-factor is on", async () => {
    setRequirement("true");
    for (const path of ["/admin", "/admin/customers", "/admin/staff", "/admin/quotes/new", "/admin/customers/export.csv", "/admin/accounts"]) {
      expect(await refusal(requireStaff(requestTo(path, cookies))), path).toBe(TWO_FACTOR_SETUP_PATH);
    }
    for (const path of ["/admin/account", "/admin/account/", "/admin/account.data"]) {
      expect(await refusal(requireStaff(requestTo(path, cookies))), path).toBeNull();
    }

    // An action is refused before it changes anything.
    const form = new URLSearchParams({ name: "Refused Ltd", phone: "01632 960 123", address: "1 High Street, Newbury" });
    const refused = newCustomerAction({ request: requestTo("/admin/customers/new", cookies, form), params: {}, context: {} } as never);
    expect(await refusal(refused)).toBe(TWO_FACTOR_SETUP_PATH);
    expect(await getDb().select().from(customers).where(eq(customers.name, "Refused Ltd"))).toHaveLength(0);

    // Setting two-factor up on the set-up page opens the rest.
    const started = await startTwoFactor({ request: requestTo("/admin/account", cookies), actor: admin, password: PASSWORD });
    const code = new TOTP({ secret: Secret.fromBase32(started.setup.secret), digits: 6, period: 30 }).generate();
    const confirmed = await confirmTwoFactor({ request: requestTo("/admin/account", cookies), actor: admin, code });
    cookies = confirmed.setCookies;
    expect(await refusal(requireStaff(requestTo("/admin/customers", cookies)))).toBeNull();
    await newCustomerAction({ request: requestTo("/admin/customers/new", cookies, form), params: {}, context: {} } as never).catch(
      (thrown: unknown) => {
        // The saved record's page is reached by a redirect; anything else is a failure.
        if (!(thrown instanceof Response)) throw thrown;
      },
    );
    expect(await getDb().select().from(customers).where(eq(customers.name, "Refused Ltd"))).toHaveLength(1);
  });
});
