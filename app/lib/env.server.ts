import { z } from "zod";

/**
 * Configuration, read once from the environment. A bad value stops the server with a message
 * naming the variable (see server/index.ts).
 */
// Empty variables are treated as unset (see parseEnv).
const optionalUrl = z.url().optional();

/** A UK sort code, "12-34-56" or "123456", kept as "12-34-56". */
const sortCode = z
  .string()
  .trim()
  .regex(/^(\d{2}-\d{2}-\d{2}|\d{6})$/, "must be a sort code like 12-34-56 (or six digits)")
  .transform((v) => v.replaceAll("-", "").replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3"));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY: z.string().default("loopback, linklocal, uniquelocal"),
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
  // Bank details printed on invoices as the payment instructions. The defaults are fictional.
  BANK_NAME: z.string().trim().min(1).default("Example Bank plc"),
  /** Defaults to BUSINESS_NAME (see parseEnv). */
  BANK_ACCOUNT_NAME: z.string().trim().min(1).optional(),
  BANK_SORT_CODE: sortCode.default("00-00-00"),
  BANK_ACCOUNT_NUMBER: z.string().trim().regex(/^\d{8}$/, "must be exactly 8 digits").default("00000000"),
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
