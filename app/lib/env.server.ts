import fs from "node:fs";
import { isIP } from "node:net";
import os from "node:os";
import { z } from "zod";

/**
 * Configuration, read once from the environment. A bad value stops the server with a message
 * naming the variable (see server/index.ts).
 */
// Empty variables are treated as unset (see parseEnv).
const optionalUrl = z.url().optional();

/** The logo the demo configuration prints on documents (in the repository). */
export const DEFAULT_LOGO = "public/logo.png";

/** A UK sort code, "12-34-56" or "123456", kept as "12-34-56". */
const sortCode = z
  .string()
  .trim()
  .regex(/^(\d{2}-\d{2}-\d{2}|\d{6})$/, "must be a sort code like 12-34-56 (or six digits)")
  .transform((v) => v.replaceAll("-", "").replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3"));

/** An identity printed on documents, or "none" to print none (an empty variable takes the default). */
const printed = (fallback: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .default(fallback)
    .transform((v) => (v.toLowerCase() === "none" ? null : v));

/**
 * BUSINESS_LOGO: a PNG or JPEG file (checked by its first bytes) drawn at the top of quotes and
 * invoices; "none" for no logo. A path relative to the working directory.
 */
const logoPath = z
  .string()
  .trim()
  .default(DEFAULT_LOGO)
  .transform((value, ctx) => {
    if (value.toLowerCase() === "none") return null;
    let head: Buffer;
    try {
      const fd = fs.openSync(value, "r");
      head = Buffer.alloc(8);
      fs.readSync(fd, head, 0, 8, 0);
      fs.closeSync(fd);
    } catch {
      // The default logo ships with the application; a build run from elsewhere simply has none.
      if (value === DEFAULT_LOGO) return null;
      ctx.addIssue({ code: "custom", message: `cannot read the file ${value}` });
      return z.NEVER;
    }
    const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    if (png || jpeg) return value;
    ctx.addIssue({ code: "custom", message: "must be a PNG or JPEG image" });
    return z.NEVER;
  });

/** Which proxies' X-Forwarded-For the server believes (Express's "trust proxy"): none, a hop count, or addresses. */
export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(item: string) {
  if (PROXY_KEYWORDS.has(item)) return true;
  const [address, prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true; // a netmask, 255.255.255.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, "none", "false" or "0" trusts nothing (the client address is the
 * connection's); a whole number n trusts n proxies in front of the server; otherwise a
 * comma-separated list of the proxies' addresses or ranges (10.0.0.0/8, 2001:db8::/32) and
 * the words loopback, linklocal and uniquelocal. "true" (believe anyone) is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === "" || lower === "none" || lower === "false" || lower === "0") return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    if (lower === "true") {
      ctx.addIssue({ code: "custom", message: "\"true\" would let any client choose its own address; give the number of proxies or their addresses" });
      return z.NEVER;
    }
    const items = lower.split(",").map((i) => i.trim()).filter(Boolean);
    const bad = items.filter((i) => !isProxyAddress(i));
    if (bad.length > 0) {
      ctx.addIssue({ code: "custom", message: `not an address, range, hop count or keyword: ${bad.join(", ")}` });
      return z.NEVER;
    }
    return items;
  });

/** An on/off setting: true, 1, yes or on; false, 0, no or off (any case); unset is `fallback`. */
function flag(fallback: boolean) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      if (["true", "1", "yes", "on"].includes(value)) return true;
      if (["false", "0", "no", "off"].includes(value)) return false;
      ctx.addIssue({ code: "custom", message: "must be true or false" });
      return z.NEVER;
    });
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  // Worker processes serving requests under one primary (server/index.ts): one per core by default.
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number of worker processes" })
    .int("must be a whole number of worker processes")
    .min(1, "must be at least 1")
    .max(64, "must be at most 64")
    .default(() => Math.max(1, os.availableParallelism())),
  DATABASE_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY: trustProxy,
  // Sessions end after this long without a request, and in any case this long after sign-in.
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(12),
  /** When on, an admin without two-factor can use only the Account page (to set it up) until they have. */
  ADMIN_REQUIRE_2FA: flag(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  BUSINESS_NAME: z.string().min(1).default("Berkshire Drain Care"),
  BUSINESS_PHONE: z.string().min(5).default("01632 960 000"),
  BUSINESS_EMAIL: z.email().default("office@example.com"),
  BUSINESS_ADDRESS: z.string().min(5).default("Unit 4, Hambridge Lane, Newbury, RG14 5TH"),
  BUSINESS_HOURS: z
    .string()
    .default("Mon–Fri 7:00 AM–8:00 PM; Sat 8:00 AM–6:00 PM; Sun 9:00 AM–5:00 PM; emergencies 24/7"),
  // What a UK VAT invoice must show of the business: its VAT registration number, and (a limited
  // company) its company number and registered office. The defaults are fictional, for the demo;
  // "none" prints none.
  BUSINESS_VAT_NUMBER: printed("GB 123 4567 89", 40),
  BUSINESS_COMPANY_NUMBER: printed("01234567", 40),
  BUSINESS_REGISTERED_ADDRESS: printed("Unit 4, Hambridge Lane, Newbury, RG14 5TH", 300),
  BUSINESS_LOGO: logoPath,
  // Bank details printed on invoices as the payment instructions. The defaults are fictional.
  BANK_NAME: z.string().trim().min(1).default("Example Bank plc"),
  /** Defaults to BUSINESS_NAME (see parseEnv). */
  BANK_ACCOUNT_NAME: z.string().trim().min(1).optional(),
  BANK_SORT_CODE: sortCode.default("00-00-00"),
  BANK_ACCOUNT_NUMBER: z.string().trim().regex(/^\d{8}$/, "must be exactly 8 digits").default("00000000"),
  // Card payments through Stripe Checkout (docs/decisions/0085): off unless STRIPE_SECRET_KEY is set.
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_\w+$/, "must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)").optional(),
  /** The signing secret of the webhook endpoint /api/stripe/webhook (whsec_…); needed with the key. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(8, "must be the endpoint's signing secret (whsec_…)").optional(),
  /** Another address for Stripe's API: a local stand-in of it for tests and development only. */
  STRIPE_API_HOST: z.string().trim().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  // Stored images (docs/decisions/0091): in PostgreSQL unless S3_BUCKET is set, then in that bucket of
  // S3-compatible storage (AWS S3, MinIO, R2 …). S3_ENDPOINT for a service other than AWS.
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("eu-west-2"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Address buckets as <endpoint>/<bucket> rather than <bucket>.<endpoint> (MinIO and most stand-ins need it). */
  S3_FORCE_PATH_STYLE: flag(false),
});

export type Env = z.infer<typeof schema> & { BASE_URL: string; BANK_ACCOUNT_NAME: string };

export class EnvError extends Error {}

let cached: Env | undefined;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const empty = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = schema.safeParse(empty);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new EnvError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (the webhook endpoint's signing secret)");
  }
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError("Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  }
  return {
    ...env,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    BANK_ACCOUNT_NAME: env.BANK_ACCOUNT_NAME ?? env.BUSINESS_NAME,
  };
}

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Forget the cached configuration (the server sets generated values before the app starts). */
export function resetEnv() {
  cached = undefined;
}
