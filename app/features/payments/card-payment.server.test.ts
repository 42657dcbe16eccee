import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog, invoices, payments, stripeEvents, user } from "~/db/schema";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { sendInvoice } from "~/features/invoices/invoices.server";
import { describeAuditEntry } from "~/lib/audit-words";
import { DomainError } from "~/lib/domain-error";
import { EnvError, parseEnv, resetEnv } from "~/lib/env.server";
import { loader as portalInvoiceLoader } from "~/routes/portal/invoice";
import { makeCustomer, makeInvoice, makeStaff } from "../../../tests/support/factories";
import { STAND_IN_KEYS, standInEnv, startStripeStandIn, type StripeStandIn } from "../../../tests/support/stripe-stand-in";
import { customerActor, staffActor, thrown } from "../../../tests/support/test-data";
import { canPayByCard, handleStripeWebhook, payLinkView, startCardPayment } from "./card-payment.server";
import { recordPayment } from "./payments.server";
import { payLinkToken } from "./stripe.server";

// Card payments against the stand-in of Stripe's API, through Stripe's own library: the stand-in
// delivers its signed events over HTTP to a small server here that hands them to the webhook's
// domain function, as the route does.

let standIn: StripeStandIn;
let webhookServer: http.Server;
let staff: ReturnType<typeof staffActor>;
const STRIPE_VARS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_HOST", "STRIPE_API_PORT", "STRIPE_API_PROTOCOL"];

function configure(on: boolean) {
  for (const name of STRIPE_VARS) delete process.env[name];
  if (on) Object.assign(process.env, standInEnv(standIn, STAND_IN_KEYS));
  resetEnv();
}

beforeAll(async () => {
  webhookServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const signature = req.headers["stripe-signature"];
      handleStripeWebhook({ payload: Buffer.concat(chunks), signature: typeof signature === "string" ? signature : null })
        .then((answer) => {
          res.writeHead(answer.status, { "content-type": "application/json" });
          res.end(JSON.stringify(answer.body));
        })
        .catch((err: unknown) => {
          res.writeHead(500);
          res.end(String(err));
        });
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
  const { port } = webhookServer.address() as AddressInfo;
  standIn = await startStripeStandIn({ ...STAND_IN_KEYS, webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook` });
  const s = await makeStaff();
  staff = staffActor(s);
});

afterAll(async () => {
  configure(false);
  await standIn?.close();
  await new Promise((resolve) => webhookServer?.close(resolve));
});

beforeEach(() => configure(true));

/** A sent invoice of £120.00 for a new customer, and that customer as a portal actor. */
async function sentInvoice(overrides: Partial<typeof invoices.$inferInsert> = {}) {
  const customer = await makeCustomer({ email: `payer-${Math.random().toString(36).slice(2, 8)}@example.com` });
  const invoice = await makeInvoice({ customerId: customer.id, status: "sent", subtotalPence: 10_000, vatAmountPence: 2_000, totalPence: 12_000, ...overrides });
  return { invoice, customer, actor: customerActor({ id: `user-${customer.id}`, email: customer.email ?? "", customerId: customer.id }) };
}

async function invoiceNow(id: string) {
  const [row] = await getDb().select().from(invoices).where(eq(invoices.id, id));
  return row;
}

async function paymentsOf(invoiceId: string) {
  return getDb().select().from(payments).where(eq(payments.invoiceId, invoiceId));
}

async function eventCount() {
  const [row] = await getDb().select({ n: count() }).from(stripeEvents);
  return Number(row.n);
}

describe("starting a card payment", () => {
  it("creates a Checkout Session in pounds for the invoice's balance, named and tagged with the invoice", async () => {
    const { invoice, actor, customer } = await sentInvoice();
    await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "20.00", paidOn: "2026-01-05", method: "cash" } });
    const requestsBefore = standIn.createRequests.length;

    const { url, sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });

    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${standIn.url}/checkout/${sessionId}`);
    const session = standIn.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(10_000);
    expect(session.currency).toBe("gbp");
    expect(session.metadata).toMatchObject({ invoice_id: invoice.id });
    expect(session.client_reference_id).toBe(invoice.id);
    expect(session.payment_status).toBe("unpaid");
    expect(session.success_url).toBe(`http://localhost:3999/customer/invoices/${invoice.id}?paid=card`);
    expect(session.cancel_url).toBe(`http://localhost:3999/customer/invoices/${invoice.id}`);
    expect(standIn.createRequests.length).toBe(requestsBefore + 1);
    const sent = standIn.createRequests.at(-1) as { line_items: Array<{ quantity: string; price_data: { unit_amount: string; currency: string; product_data: { name: string } } }>; customer_email: string };
    expect(sent.line_items).toHaveLength(1);
    expect(sent.line_items[0]).toMatchObject({ quantity: "1", price_data: { unit_amount: "10000", currency: "gbp", product_data: { name: `Invoice ${invoice.invoiceNumber}` } } });
    expect(sent.customer_email).toBe(customer.email);
    // Creating a session records nothing: only Stripe's word that it is paid does.
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("refuses a paid, cancelled, draft or settled invoice with a clear 4xx, and asks Stripe for nothing", async () => {
    const paid = await sentInvoice();
    await recordPayment({ actor: staff, invoiceId: paid.invoice.id, input: { amount: "120.00", paidOn: "2026-01-05", method: "bank_transfer" } });
    expect((await invoiceNow(paid.invoice.id)).status).toBe("paid");
    const cancelled = await sentInvoice({ status: "cancelled" });
    const draft = await sentInvoice({ status: "draft" });
    const before = standIn.createRequests.length;

    const paidError = (await thrown(startCardPayment({ actor: paid.actor, invoiceId: paid.invoice.id }))) as DomainError;
    expect(paidError).toBeInstanceOf(DomainError);
    expect(paidError.status).toBe(403);
    expect(paidError.message).toBe(`${paid.invoice.invoiceNumber} is already paid in full. Thank you.`);
    const byLink = (await thrown(startCardPayment({ actor: null, invoiceId: paid.invoice.id, token: payLinkToken(paid.invoice.id) }))) as DomainError;
    expect(byLink.message).toContain("already paid in full");

    const cancelledError = (await thrown(startCardPayment({ actor: cancelled.actor, invoiceId: cancelled.invoice.id }))) as DomainError;
    expect(cancelledError.status).toBe(403);
    expect(cancelledError.message).toContain("cancelled");
    // A customer never sees a draft: not found. Through a link it is refused as not issued.
    expect(((await thrown(startCardPayment({ actor: draft.actor, invoiceId: draft.invoice.id }))) as DomainError).status).toBe(404);
    const draftByLink = (await thrown(startCardPayment({ actor: null, invoiceId: draft.invoice.id, token: payLinkToken(draft.invoice.id) }))) as DomainError;
    expect(draftByLink.message).toContain("has not been issued");
    expect(standIn.createRequests.length).toBe(before);
    expect(canPayByCard(await invoiceNow(paid.invoice.id))).toBe(false);
  });

  it("reaches only the customer's own invoice, or the one a valid link names", async () => {
    const mine = await sentInvoice();
    const theirs = await sentInvoice();
    expect(((await thrown(startCardPayment({ actor: mine.actor, invoiceId: theirs.invoice.id }))) as DomainError).status).toBe(404);
    expect(((await thrown(startCardPayment({ actor: null, invoiceId: theirs.invoice.id, token: payLinkToken(mine.invoice.id) }))) as DomainError).status).toBe(404);
    expect(((await thrown(startCardPayment({ actor: null, invoiceId: theirs.invoice.id }))) as DomainError).status).toBe(404);
    expect(await payLinkView({ invoiceId: theirs.invoice.id, token: "x".repeat(43) })).toBeNull();

    const view = await payLinkView({ invoiceId: theirs.invoice.id, token: payLinkToken(theirs.invoice.id) });
    expect(view).toMatchObject({ invoiceNumber: theirs.invoice.invoiceNumber, balancePence: 12_000, canPay: true });
    const { sessionId } = await startCardPayment({ actor: null, invoiceId: theirs.invoice.id, token: payLinkToken(theirs.invoice.id) });
    const session = standIn.sessions.get(sessionId)!;
    expect(session.success_url).toBe(`http://localhost:3999/pay/${theirs.invoice.id}?t=${payLinkToken(theirs.invoice.id)}&paid=card`);
  });
});

describe("Stripe's webhook", () => {
  it("records one card payment for an event delivered three times, and marks the invoice paid", async () => {
    const { invoice, actor } = await sentInvoice();
    const { sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });
    const eventsBefore = await eventCount();

    const { event, status } = await standIn.complete(sessionId);
    expect(status).toBe(200);
    expect(await standIn.redeliver(event.id)).toBe(200);
    expect(await standIn.redeliver(event.id)).toBe(200);

    const rows = await paymentsOf(invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPence: 12_000, method: "card", source: "online", stripeSessionId: sessionId, recordedByUserId: null, recordedByLabel: "Card payment online", voidedAt: null });
    expect(rows[0].reference).toMatch(/^pi_/);
    const after = await invoiceNow(invoice.id);
    expect(after.status).toBe("paid");
    expect(after.balancePence).toBe(0);
    expect(after.paidPence).toBe(12_000);
    expect(await eventCount()).toBe(eventsBefore + 1);
  });

  it("records one payment when the same event arrives three times at once", async () => {
    const { invoice, actor } = await sentInvoice();
    const { sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });
    const { event, status } = await standIn.complete(sessionId, { deliver: false });
    expect(status).toBeNull();

    const answers = await Promise.all([standIn.redeliver(event.id), standIn.redeliver(event.id), standIn.redeliver(event.id)]);

    expect(answers).toEqual([200, 200, 200]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect((await invoiceNow(invoice.id)).paidPence).toBe(12_000);
  });

  it("records one payment for a session however many different events name it", async () => {
    const { invoice, actor } = await sentInvoice();
    const { sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });
    const { event } = await standIn.complete(sessionId);
    const again = { ...event, id: `${event.id}b`, type: "checkout.session.async_payment_succeeded" } as typeof event;
    const { payload, signature } = standIn.signed(again);
    expect(await handleStripeWebhook({ payload, signature })).toMatchObject({ status: 200, body: { outcome: "already_recorded" } });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("refuses a body whose signature does not check out with a 400, and changes nothing", async () => {
    const { invoice, actor } = await sentInvoice();
    const { sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });
    const { event } = await standIn.complete(sessionId, { deliver: false });
    const { payload, signature } = standIn.signed(event);
    const eventsBefore = await eventCount();

    const tampered = payload.replace('"amount_total": 12000', '"amount_total": 1');
    expect(tampered).not.toBe(payload);
    const answers = [
      await handleStripeWebhook({ payload: tampered, signature }),
      await handleStripeWebhook({ payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else_entirely_000000" }) }),
      await handleStripeWebhook({ payload, signature: null }),
      await handleStripeWebhook({ payload, signature: "t=1,v1=deadbeef" }),
    ];
    for (const answer of answers) expect(answer.status).toBe(400);

    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await eventCount()).toBe(eventsBefore);
    expect((await invoiceNow(invoice.id)).status).toBe("sent");
    // The genuine body with its signature is then taken.
    expect((await handleStripeWebhook({ payload, signature })).status).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("records at most the balance when the invoice was paid meanwhile, and says what must be refunded", async () => {
    const { invoice, actor } = await sentInvoice();
    const { sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });
    // £40 comes in by bank transfer while the customer is on Stripe's page paying £120.
    await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "40.00", paidOn: "2026-01-05", method: "bank_transfer" } });

    expect((await standIn.complete(sessionId)).status).toBe(200);

    const card = (await paymentsOf(invoice.id)).filter((p) => p.method === "card");
    expect(card).toHaveLength(1);
    expect(card[0].amountPence).toBe(8_000);
    const after = await invoiceNow(invoice.id);
    expect(after.status).toBe("paid");
    expect(after.balancePence).toBe(0);
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, "card_refund_due")));
    expect(entry.changes).toMatchObject({ received: "£120.00", recorded: "£80.00", refund: "£40.00", stripeSession: sessionId });
    expect(describeAuditEntry({ action: entry.action, entityType: entry.entityType, changes: entry.changes } as Parameters<typeof describeAuditEntry>[0])).toBe(
      "Card payment of £120.00 received online; £40.00 was more than the balance and must be refunded",
    );
  });

  it("records nothing on a cancelled invoice, and says the whole amount must be refunded", async () => {
    const { invoice, actor } = await sentInvoice();
    const { sessionId } = await startCardPayment({ actor, invoiceId: invoice.id });
    await getDb().update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, invoice.id));

    expect((await standIn.complete(sessionId)).status).toBe(200);

    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, "card_refund_due")));
    expect(entry.changes).toMatchObject({ received: "£120.00", recorded: "£0.00", refund: "£120.00" });
  });
});

describe("the settings", () => {
  it("refuses a secret key without the webhook's signing secret, and a value that is no Stripe key", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(EnvError);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh", STRIPE_API_PORT: "12111" })).toMatchObject({ STRIPE_API_PORT: 12111 });
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });
});

describe("without Stripe configured", () => {
  let ip = 0;
  const fromClient = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers: { "x-client-ip": `10.77.0.${++ip}`, ...headers } });

  /** A signed-in portal customer's request for the page of one of their invoices. */
  async function portalRequest(email: string, invoiceId: string) {
    const password = "gutter-brush-and-ladder";
    expect((await callAuthEndpoint(fromClient("http://localhost:3999/customer"), "/sign-up/email", { email, password, name: "Card Payer" })).ok).toBe(true);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const res = await callAuthEndpoint(fromClient("http://localhost:3999/customer"), "/sign-in/email", { email, password });
    if (!res.ok) throw new Error(res.message);
    return () => fromClient(`http://localhost:3999/customer/invoices/${invoiceId}`, { cookie: res.setCookies.map((c) => c.split(";")[0]).join("; ") });
  }

  it("the portal's invoice page offers no card payment, and does with it", async () => {
    const email = "card.portal@example.com";
    const customer = await makeCustomer({ name: "Card Payer", email });
    const invoice = await makeInvoice({ customerId: customer.id, status: "sent", subtotalPence: 10_000, vatAmountPence: 2_000, totalPence: 12_000 });
    const request = await portalRequest(email, invoice.id);
    const args = () => ({ request: request(), params: { id: invoice.id }, context: {} }) as Parameters<typeof portalInvoiceLoader>[0];

    configure(false);
    const off = await portalInvoiceLoader(args());
    expect(off.payByCard).toBe(false);
    expect(off.pay).not.toBeNull();
    expect(off.invoice.balancePence).toBe(12_000);
    const refused = (await thrown(startCardPayment({ actor: customerActor({ id: "x", email, customerId: customer.id }), invoiceId: invoice.id }))) as DomainError;
    expect(refused.status).toBe(503);
    expect(await handleStripeWebhook({ payload: "{}", signature: "t=1,v1=00" })).toMatchObject({ status: 404 });

    configure(true);
    expect((await portalInvoiceLoader(args())).payByCard).toBe(true);
  });

  it("the invoice e-mail keeps to bank transfer without it, and carries the signed card link with it", async () => {
    const customer = await makeCustomer({ name: "Mail Payer", email: "mail.payer@example.com" });
    const first = await makeInvoice({ customerId: customer.id, status: "draft", subtotalPence: 10_000, vatAmountPence: 2_000, totalPence: 12_000, lines: [{ description: "Drain survey", unitPricePence: 10_000 }] });
    const second = await makeInvoice({ customerId: customer.id, status: "draft", subtotalPence: 10_000, vatAmountPence: 2_000, totalPence: 12_000, lines: [{ description: "Drain survey", unitPricePence: 10_000 }] });

    configure(false);
    await sendInvoice({ actor: staff, id: first.id });
    configure(true);
    await sendInvoice({ actor: staff, id: second.id });

    const mail = async (id: string) => (await getDb().select().from(emailLog).where(eq(emailLog.about, `invoice:${id}`)))[0];
    const plain = await mail(first.id);
    expect(plain.text).toContain("by bank transfer");
    expect(plain.text).not.toContain("Pay by card");
    expect(plain.text).not.toContain("/pay/");
    const withCard = await mail(second.id);
    expect(withCard.text).toContain("by bank transfer");
    expect(withCard.text).toContain(`Pay by card http://localhost:3999/pay/${second.id}?t=${payLinkToken(second.id)}`);
  });
});
