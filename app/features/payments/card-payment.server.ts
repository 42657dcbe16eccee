import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { getDb } from "~/db/client.server";
import { customers, invoices, payments, stripeEvents } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { visibleTo, type Tx } from "~/features/documents/document-kind.server";
import { invoiceKind } from "~/features/invoices/invoices.server";
import type { Actor } from "~/lib/actor";
import { todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { formatPence } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { insertPayment } from "./payments.server";
import { cardPaymentsEnabled, isPayLinkToken, payLinkToken, stripeClient, stripeSettings } from "./stripe.server";

// Card payment of an invoice's balance through Stripe Checkout (docs/decisions/0085). A customer
// starts it from their invoice in the portal, or anyone holding the invoice e-mail's signed link
// (/pay/:id?t=…) starts it without signing in; Stripe's hosted page takes the card; the payment is
// recorded only when Stripe's signed webhook says the Checkout Session is paid, once per event and
// once per session, and never more than the balance.

/** Who records card payments: no account, the product on Stripe's word. */
export const CARD_PAYMENT_RECORDER = { userId: null, label: "Card payment online" } as const;

/** The invoice statuses a card payment can be taken on: issued and not yet paid or cancelled. */
const PAYABLE = new Set<string>(["sent", "partly_paid", "overdue"]);

type Payable = { id: string; invoiceNumber: string; status: string; balancePence: number; customerEmail: string | null };

/** Whether the "Pay by card" button shows for an invoice: card payments set up, and something owed on it. */
export function canPayByCard(invoice: { status: string; balancePence: number }): boolean {
  return cardPaymentsEnabled() && PAYABLE.has(invoice.status) && invoice.balancePence > 0;
}

function notFound() {
  return new DomainError("not_found", "This invoice could not be found.");
}

/** Why a card payment cannot be taken on this invoice now, or null. */
function refusal(invoice: Payable): string | null {
  if (invoice.status === "draft") return `${invoice.invoiceNumber} has not been issued yet, so it cannot be paid.`;
  if (invoice.status === "paid") return `${invoice.invoiceNumber} is already paid in full. Thank you.`;
  if (invoice.status === "cancelled") return `${invoice.invoiceNumber} has been cancelled; nothing is owed on it.`;
  if (!PAYABLE.has(invoice.status) || invoice.balancePence <= 0) return `Nothing is owed on ${invoice.invoiceNumber}.`;
  return null;
}

/**
 * The invoice a card payment is for, as this visitor may reach it: a customer's own (never a draft),
 * or the one a valid payment link names. Anything else is "not found".
 */
async function payableInvoice({ actor, invoiceId, token }: { actor: Actor | null; invoiceId: string; token?: unknown }): Promise<Payable> {
  if (!isUuid(invoiceId)) throw notFound();
  let scope;
  // A customer reaches the invoices the portal shows them (their own, never a draft), as the document core scopes them.
  if (actor?.kind === "customer") scope = visibleTo(invoiceKind, actor);
  else if (actor?.kind === "staff") scope = undefined;
  else if (!isPayLinkToken(invoiceId, token)) throw notFound();
  const [invoice] = await getDb()
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, status: invoices.status, balancePence: invoices.balancePence, customerEmail: customers.email })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.id, invoiceId), scope));
  if (!invoice) throw notFound();
  return invoice;
}

/** What the public payment page shows of an invoice its link names; null for a wrong link. */
export async function payLinkView({ invoiceId, token }: { invoiceId: string; token: unknown }) {
  try {
    const invoice = await payableInvoice({ actor: null, invoiceId, token });
    return { id: invoice.id, invoiceNumber: invoice.invoiceNumber, status: invoice.status, balancePence: invoice.balancePence, canPay: canPayByCard(invoice), token: payLinkToken(invoice.id) };
  } catch (err) {
    if (err instanceof DomainError && err.code === "not_found") return null;
    throw err;
  }
}

/**
 * Start paying an invoice's balance by card: a Stripe Checkout Session for the balance in pounds,
 * and the address of Stripe's page to send the visitor to. `actor` is the signed-in customer (their
 * own invoice), or null with the `token` of the invoice e-mail's link. Refused (4xx, nothing changed)
 * when card payments are not set up, or the invoice is a draft, paid, cancelled or owes nothing.
 */
export async function startCardPayment({ actor, invoiceId, token }: { actor: Actor | null; invoiceId: string; token?: unknown }): Promise<{ url: string; sessionId: string }> {
  const settings = stripeSettings();
  if (!settings) throw new DomainError("unavailable", "Card payments are not available. Please pay by bank transfer.", { reason: "not_configured" });
  const invoice = await payableInvoice({ actor, invoiceId, token });
  const why = refusal(invoice);
  if (why) throw new DomainError("not_allowed", why, { reason: "not_payable" });

  const base = getEnv().BASE_URL;
  const back = actor?.kind === "customer" ? `${base}/customer/invoices/${invoice.id}` : `${base}/pay/${invoice.id}?t=${payLinkToken(invoice.id)}`;
  const glue = back.includes("?") ? "&" : "?";
  const email = invoice.customerEmail?.trim();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(settings).checkout.sessions.create({
      mode: "payment",
      currency: "gbp",
      line_items: [{ quantity: 1, price_data: { currency: "gbp", unit_amount: invoice.balancePence, product_data: { name: `Invoice ${invoice.invoiceNumber}` } } }],
      client_reference_id: invoice.id,
      metadata: { invoice_id: invoice.id, invoice_number: invoice.invoiceNumber },
      payment_intent_data: { description: `Invoice ${invoice.invoiceNumber}`, metadata: { invoice_id: invoice.id, invoice_number: invoice.invoiceNumber } },
      ...(email ? { customer_email: email } : {}),
      success_url: `${back}${glue}paid=card`,
      cancel_url: back,
    });
  } catch (err) {
    log.error({ err, invoiceId: invoice.id }, "Stripe Checkout Session could not be created");
    throw new DomainError("unavailable", "Card payment could not be started just now. Please try again in a few minutes, or pay by bank transfer.", { reason: "stripe_unavailable" });
  }
  if (!session.url) throw new DomainError("unavailable", "Card payment could not be started just now. Please try again in a few minutes.", { reason: "stripe_unavailable" });
  return { url: session.url, sessionId: session.id };
}

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/**
 * Stripe's webhook: the raw body as sent and its `Stripe-Signature` header. A body whose signature
 * does not check out is refused (400) before anything is read from it. A verified event is stored by
 * its id and handled in the same transaction, so that a redelivered event (Stripe sends an event again
 * until it is answered 2xx, and may send it twice) changes nothing.
 */
export async function handleStripeWebhook({ payload, signature, now = new Date() }: { payload: Buffer | string; signature: string | null; now?: Date }): Promise<WebhookAnswer> {
  const settings = stripeSettings();
  if (!settings) return { status: 404, body: { error: "Card payments are not set up." } };
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header." } };
  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(payload, signature, settings.webhookSecret);
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, "Stripe webhook refused: bad signature");
    return { status: 400, body: { error: "Webhook signature verification failed." } };
  }
  const outcome = await getDb().transaction(async (tx) => {
    const stored = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (stored.length === 0) return "duplicate";
    if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
      return recordCheckoutPayment(tx, event.data.object, now);
    }
    return "ignored";
  });
  return { status: 200, body: { received: true, outcome } };
}

/**
 * Record the payment of a paid Checkout Session, in the event's transaction. The invoice row is locked
 * first, so two events about one invoice are taken one after the other. At most the balance is
 * recorded: money taken beyond it (the invoice was paid meanwhile by other means, or cancelled) is
 * left in an audit entry saying it must be refunded.
 */
async function recordCheckoutPayment(tx: Tx, session: Stripe.Checkout.Session, now: Date): Promise<string> {
  if (session.mode !== "payment" || session.payment_status !== "paid") return "not_paid";
  const invoiceId = session.metadata?.invoice_id ?? session.client_reference_id ?? "";
  const amount = session.amount_total ?? 0;
  if (!isUuid(invoiceId) || session.currency !== "gbp" || !Number.isSafeInteger(amount) || amount <= 0) {
    log.error({ sessionId: session.id, invoiceId, currency: session.currency, amount }, "Stripe Checkout Session paid for no invoice of ours: refund it by hand");
    return "unknown_invoice";
  }
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) {
    log.error({ sessionId: session.id, invoiceId }, "Stripe Checkout Session paid for an invoice that does not exist: refund it by hand");
    return "unknown_invoice";
  }
  const [already] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.stripeSessionId, session.id));
  if (already) return "already_recorded";

  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  const recordable = PAYABLE.has(invoice.status) ? Math.min(amount, invoice.balancePence) : 0;
  if (recordable > 0) {
    await insertPayment(tx, {
      invoiceId: invoice.id,
      amountPence: recordable,
      paidOn: todayKey(now),
      method: "card",
      source: "online",
      reference: paymentIntent,
      stripeSessionId: session.id,
      recordedBy: CARD_PAYMENT_RECORDER,
      now,
    });
  }
  if (recordable === amount) return "recorded";
  await recordAudit(tx, {
    actorUserId: null,
    actorLabel: CARD_PAYMENT_RECORDER.label,
    action: "card_refund_due",
    entityType: "invoice",
    entityId: invoice.id,
    changes: {
      received: formatPence(amount),
      recorded: formatPence(recordable),
      refund: formatPence(amount - recordable),
      status: invoice.status,
      stripeSession: session.id,
      ...(paymentIntent ? { paymentIntent } : {}),
    },
  });
  log.warn({ sessionId: session.id, invoiceId: invoice.id, amount, recorded: recordable }, "card payment beyond the invoice's balance: refund due");
  return recordable > 0 ? "recorded_refund_due" : "refund_due";
}
