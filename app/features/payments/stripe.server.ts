import { createHmac, timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import { getEnv } from "~/lib/env.server";

// Stripe's API, through its official library, for card payments with Checkout (docs/decisions/0085).
// Nothing about cards shows anywhere unless STRIPE_SECRET_KEY is set (and with it the webhook's
// signing secret, which the configuration requires).

export type StripeSettings = { secretKey: string; webhookSecret: string; host?: string; port?: number; protocol?: "http" | "https" };

/** The Stripe settings, or null when card payments are not set up. */
export function stripeSettings(): StripeSettings | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
  };
}

export function cardPaymentsEnabled(): boolean {
  return stripeSettings() !== null;
}

let client: { key: string; stripe: Stripe } | undefined;

/** The Stripe client for the current settings (made once per setting). */
export function stripeClient(settings: StripeSettings): Stripe {
  const key = JSON.stringify(settings);
  if (client?.key !== key) {
    client = {
      key,
      stripe: new Stripe(settings.secretKey, {
        ...(settings.host ? { host: settings.host } : {}),
        ...(settings.port ? { port: settings.port } : {}),
        ...(settings.protocol ? { protocol: settings.protocol } : {}),
        // A customer is waiting on the answer: fail in seconds rather than the library's 80.
        timeout: 15_000,
        maxNetworkRetries: 1,
        telemetry: false,
      }),
    };
  }
  return client.stripe;
}

/**
 * The token of an invoice's public payment link (`/pay/:id?t=…`, in the invoice e-mail): an HMAC of
 * the invoice id with the application's secret, so that paying needs no sign-in and the link names
 * only its own invoice.
 */
export function payLinkToken(invoiceId: string): string {
  const secret = getEnv().BETTER_AUTH_SECRET ?? "development-only-secret";
  return createHmac("sha256", secret).update(`pay-invoice:${invoiceId}`).digest("base64url");
}

export function isPayLinkToken(invoiceId: string, token: unknown): boolean {
  if (typeof token !== "string" || token.length > 100) return false;
  const want = Buffer.from(payLinkToken(invoiceId));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The public payment link of an invoice, for its e-mail; null when card payments are not set up. */
export function payLinkUrl(invoiceId: string): string | null {
  if (!cardPaymentsEnabled()) return null;
  return `${getEnv().BASE_URL}/pay/${invoiceId}?t=${payLinkToken(invoiceId)}`;
}
