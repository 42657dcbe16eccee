import type { Route } from "./+types/stripe.webhook";
import { handleStripeWebhook } from "~/features/payments/card-payment.server";

/** Stripe's events are a few kilobytes; anything much larger is not one (the server's own limit is 1 MB). */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * Stripe's webhook endpoint (docs/decisions/0085). Stripe posts JSON without cookies or an Origin, so
 * the server's origin check lets it through as it does any API call without a session; what vouches
 * for a request here is its `Stripe-Signature`, checked against the raw body exactly as sent.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const payload = Buffer.from(await request.arrayBuffer());
  if (payload.length > MAX_EVENT_BYTES) return Response.json({ error: "Payload too large" }, { status: 413 });
  const answer = await handleStripeWebhook({ payload, signature: request.headers.get("stripe-signature") });
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
