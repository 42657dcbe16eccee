import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { quotes, user } from "~/db/schema";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { action as quoteAction } from "~/routes/portal/quote";
import { makeCustomer, makeQuote } from "../../../tests/support/factories";

// Names in the portal: the answer to a quote, through the page's own action as a signed-in customer,
// and the name of an account made through the API.
const EMAIL = "signer@example.com";
const PASSWORD = "gutter-brush-and-ladder-2";
let ip = 0;
let cookie = "";
let customerId = "";

const fromClient = (init: RequestInit = {}, path = "/customer") =>
  new Request(`http://localhost:3999${path}`, { ...init, headers: { "x-client-ip": `10.11.0.${++ip}`, origin: "http://localhost:3999", cookie, ...init.headers } });

beforeAll(async () => {
  const up = await callAuthEndpoint(fromClient(), "/sign-up/email", { email: EMAIL, password: PASSWORD, name: "Signer" });
  expect(up.ok).toBe(true);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, EMAIL));
  customerId = (await makeCustomer({ name: "Sam Signer", email: EMAIL, phone: "01635 123456", address: "1 Northbrook Street, Newbury" })).id;
  const signIn = await callAuthEndpoint(fromClient(), "/sign-in/email", { email: EMAIL, password: PASSWORD });
  if (!signIn.ok) throw new Error(signIn.message);
  cookie = signIn.setCookies.map((c) => c.split(";")[0]).join("; ");
});

async function answer(id: string, fields: Record<string, string>) {
  const request = fromClient({ method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } }, `/customer/quotes/${id}`);
  const result = await quoteAction({ request, params: { id }, context: { clientIp: "10.11.1.1" } } as never);
  if (result instanceof Response) return { status: result.status, errors: undefined };
  const { data, init } = result as unknown as { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit | null };
  return { status: init?.status ?? 200, errors: data.result.error };
}

describe("signing a quote in the portal", () => {
  it("four zero-width spaces are no signature: a 400 with the field's message, and the quote stays sent", async () => {
    const quote = await makeQuote({ customerId, status: "sent", validUntil: "2030-01-01", subtotalPence: 10000, vatAmountPence: 2000, totalPence: 12000 });
    const res = await answer(quote.id, { intent: "accept", signedName: "\u200b\u200b\u200b\u200b", agreeTerms: "on" });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ signedName: ["Type your full name to accept"] });
    const [after] = await getDb().select().from(quotes).where(eq(quotes.id, quote.id));
    expect(after).toMatchObject({ status: "sent", signedName: null });
  });

  it("a name with invisible characters around it is accepted and stored as it reads", async () => {
    const quote = await makeQuote({ customerId, status: "sent", validUntil: "2030-01-01", subtotalPence: 10000, vatAmountPence: 2000, totalPence: 12000 });
    const res = await answer(quote.id, { intent: "accept", signedName: "\u202eSam\u200b Ｓｉｇｎｅｒ\u200d", agreeTerms: "on" });
    expect(res.status).toBe(302);
    const [after] = await getDb().select().from(quotes).where(eq(quotes.id, quote.id));
    expect(after).toMatchObject({ status: "accepted", signedName: "Sam Signer" });
  });
});

describe("a name sent straight to the accounts API", () => {
  it("is cleaned as the forms clean it, and refused when nothing readable is left", async () => {
    const blank = await callAuthEndpoint(fromClient(), "/sign-up/email", { email: "blank.name@example.com", password: PASSWORD, name: "\u200b\u200b\u200b\u200b" });
    expect(blank.ok).toBe(false);
    expect(blank.ok ? 0 : blank.status).toBe(400);
    expect(await getDb().$count(user, eq(user.email, "blank.name@example.com"))).toBe(0);

    const padded = await callAuthEndpoint(fromClient(), "/sign-up/email", { email: "padded.name@example.com", password: PASSWORD, name: "\u2066Ｐａｔ\u200b\u2069" });
    expect(padded.ok).toBe(true);
    const [stored] = await getDb().select({ name: user.name }).from(user).where(eq(user.email, "padded.name@example.com"));
    expect(stored.name).toBe("Pat");
  });
});
