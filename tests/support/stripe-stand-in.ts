import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the part of Stripe's API that card payments use, for tests and for trying
 * card payments on a machine without Stripe (`npm run stripe:stand-in`). It answers as Stripe's API
 * does, to Stripe's own library pointed at it (STRIPE_API_HOST / _PORT / _PROTOCOL):
 *
 * - `POST /v1/checkout/sessions` (form-encoded, as the library sends it): a Checkout Session of the
 *   documented shape, `cs_test_…`, open and unpaid, whose `url` is this server's checkout page;
 * - `GET /v1/checkout/sessions/:id`: the session as it is now;
 * - `GET /checkout/:id`, the checkout page: visiting it pays the session (as a customer entering a
 *   test card on Stripe's page would), POSTs a `checkout.session.completed` event of the documented
 *   shape to the webhook URL, signed with the webhook secret exactly as Stripe signs
 *   (`Stripe-Signature: t=…,v1=…`), and then sends the browser on to the session's `success_url`.
 *
 * `redeliver(eventId)` sends an event again, as Stripe does when an answer is late or lost.
 */
export type StandInSession = Stripe.Checkout.Session;

export type StripeStandIn = {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  sessions: Map<string, StandInSession>;
  /** The events made, oldest first. */
  events: Stripe.Event[];
  /** Every session-create request's parameters, as the server parsed them. */
  createRequests: Array<Record<string, unknown>>;
  /**
   * Pay a session as its checkout page does (without a browser): returns the event and the webhook's
   * answer, or null with `deliver: false` (the event is made but not sent; `redeliver` sends it).
   */
  complete(sessionId: string, options?: { deliver?: boolean }): Promise<{ event: Stripe.Event; status: number | null }>;
  /** Send an event again, newly signed; returns the webhook's HTTP status. */
  redeliver(eventId: string): Promise<number>;
  /** The body and signature header Stripe would send for an event (for tests that post it themselves). */
  signed(event: Stripe.Event): { payload: string; signature: string };
  close(): Promise<void>;
};

export type StandInOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed (the app's /api/stripe/webhook). */
  webhookUrl: string;
  port?: number;
  host?: string;
};

/** Stripe's form encoding (`a[b][0][c]=1`) read back into objects and lists. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/\[|\]\[|\]/).filter((k, i) => k !== "" || i === 0);
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]);
      const slot = Array.isArray(node) ? Number(key) : key;
      const holder = node as Record<string | number, unknown>;
      if (last) holder[slot] = value;
      else {
        holder[slot] ??= nextIsIndex ? [] : {};
        node = holder[slot] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const now = () => Math.floor(Date.now() / 1000);

type LineItem = { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } };

function stripeError(res: http.ServerResponse, status: number, message: string, type = "invalid_request_error") {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify({ error: { type, message } }));
}

function json(res: http.ServerResponse, value: unknown) {
  res.writeHead(200, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(value));
}

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const events: Stripe.Event[] = [];
  const createRequests: Array<Record<string, unknown>> = [];
  let base = "";

  function signed(event: Stripe.Event) {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
  }

  async function deliver(event: Stripe.Event): Promise<number> {
    const { payload, signature } = signed(event);
    const res = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  function createSession(params: Record<string, unknown>): StandInSession | string {
    if (params.mode !== "payment") return "This stand-in supports only mode=payment.";
    const items = (params.line_items as LineItem[] | undefined) ?? [];
    if (items.length === 0) return "Missing required param: line_items.";
    if (typeof params.success_url !== "string") return "Missing required param: success_url.";
    let amount = 0;
    let currency = typeof params.currency === "string" ? params.currency : undefined;
    for (const item of items) {
      const unit = Number(item.price_data?.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!Number.isSafeInteger(unit) || unit < 1 || !Number.isSafeInteger(quantity) || quantity < 1) return "Invalid line_items: unit_amount and quantity must be positive integers.";
      if (!item.price_data?.product_data?.name) return "Missing required param: line_items[0][price_data][product_data][name].";
      currency ??= item.price_data.currency;
      if (item.price_data.currency !== currency) return "All line items must have the same currency.";
      amount += unit * quantity;
    }
    const sessionId = `cs_test_${randomBytes(24).toString("hex")}`;
    const created = now();
    const session = {
      id: sessionId,
      object: "checkout.session",
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: currency ?? "gbp",
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_creation: "if_required",
      customer_details: null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      discounts: [],
      expires_at: created + 24 * 60 * 60,
      invoice: null,
      invoice_creation: { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } },
      livemode: false,
      locale: null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      mode: "payment",
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "if_required",
      payment_method_configuration_details: null,
      payment_method_options: { card: { request_three_d_secure: "automatic" } },
      payment_method_types: (params.payment_method_types as string[] | undefined) ?? ["card"],
      payment_status: "unpaid",
      permissions: null,
      phone_number_collection: { enabled: false },
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${base}/checkout/${sessionId}`,
      wallet_options: null,
    } as unknown as StandInSession;
    sessions.set(sessionId, session);
    return session;
  }

  async function complete(sessionId: string, { deliver: send = true } = {}): Promise<{ event: Stripe.Event; status: number | null }> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: id("pi"),
      url: null,
      customer_details: { address: { city: null, country: "GB", line1: null, line2: null, postal_code: "RG14 5TH", state: null }, email: session.customer_email, name: "Test Cardholder", phone: null, tax_exempt: "none", tax_ids: [] },
    });
    const event = {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
    } as unknown as Stripe.Event;
    events.push(event);
    return { event, status: send ? await deliver(event) : null };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");

    if (url.pathname.startsWith("/v1/")) {
      // The key as Stripe takes it: a bearer token (as the library sends it) or HTTP basic auth's user name (curl -u sk_…:).
      const basic = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;
      if (req.headers.authorization !== `Bearer ${options.secretKey}` && req.headers.authorization !== basic) return stripeError(res, 401, "Invalid API Key provided.", "authentication_error");
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const params = parseStripeForm(body);
        createRequests.push(params);
        const made = createSession(params);
        return typeof made === "string" ? stripeError(res, 400, made) : json(res, made);
      }
      const one = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === "GET" && one) {
        const session = sessions.get(one[1]);
        return session ? json(res, session) : stripeError(res, 404, `No such checkout.session: '${one[1]}'`);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    }

    const page = /^\/checkout\/([\w]+)$/.exec(url.pathname);
    if (req.method === "GET" && page) {
      const session = sessions.get(page[1]);
      if (!session) {
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("This checkout session does not exist.");
      }
      if (session.status === "open") {
        const { status } = await complete(session.id);
        if (status !== 200) {
          res.writeHead(502, { "content-type": "text/plain" });
          return res.end(`The webhook answered ${status}.`);
        }
      }
      res.writeHead(303, { location: session.success_url! });
      return res.end();
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("Not found");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    sessions,
    events,
    createRequests,
    complete,
    async redeliver(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return deliver(event);
    },
    signed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's settings that point Stripe's library at a stand-in. */
export function standInEnv(standIn: Pick<StripeStandIn, "port">, keys: { secretKey: string; webhookSecret: string }): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: "http",
  };
}

/** Keys for tests: shaped like Stripe's test keys, known to be fake. */
export const STAND_IN_KEYS = { secretKey: "sk_test_standin0000000000000000", webhookSecret: "whsec_standin0000000000000000000000" } as const;
