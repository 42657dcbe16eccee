import { z } from "zod";

/**
 * Configuration, read once from the environment. A bad value stops the server with a message
 * naming the variable (see server/index.ts).
 */
// Empty variables are treated as unset (see parseEnv).
const optionalUrl = z.url().optional();

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
});

export type Env = z.infer<typeof schema> & { BASE_URL: string };

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
