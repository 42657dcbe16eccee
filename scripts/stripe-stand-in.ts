// `npm run stripe:stand-in`: the local stand-in of Stripe's API (tests/support/stripe-stand-in.ts), to
// try card payments without Stripe. It prints the settings to start the app with; its checkout page
// pays at once and posts the signed event to the app's webhook.
//
//   STRIPE_STAND_IN_PORT (default 12111), BASE_URL (the app's address, default http://localhost:3000),
//   STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (default: the stand-in's fake test keys).
import { STAND_IN_KEYS, standInEnv, startStripeStandIn } from "../tests/support/stripe-stand-in";

const base = (process.env.BASE_URL || "http://localhost:3000").replace(/\/+$/, "");
const keys = {
  secretKey: process.env.STRIPE_SECRET_KEY || STAND_IN_KEYS.secretKey,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || STAND_IN_KEYS.webhookSecret,
};
const standIn = await startStripeStandIn({ ...keys, webhookUrl: `${base}/api/stripe/webhook`, port: Number(process.env.STRIPE_STAND_IN_PORT || 12111) });
const settings = Object.entries(standInEnv(standIn, keys))
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");
process.stdout.write(`Stripe stand-in at ${standIn.url}, posting events to ${base}/api/stripe/webhook\nStart the app with:\n  ${settings} npm run dev\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
