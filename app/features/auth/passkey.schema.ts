import { z } from "zod";

/** The browser's WebAuthn answer, as the JSON text @simplewebauthn/browser gives (checked in full by better-auth). */
const webAuthnResponse = z
  .string({ error: "The passkey's answer is missing" })
  .min(2, "The passkey's answer is missing")
  .max(20_000, "The passkey's answer is too long")
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === "string") {
        return value as Record<string, unknown>;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: "The passkey's answer is not valid" });
    return z.NEVER;
  });

export const PASSKEY_NAME_MAX = 60;

/** Adding a passkey (account pages): its name, and the authenticator's answer. */
export const passkeyAddSchema = z.object({
  intent: z.literal("passkey-add"),
  name: z
    .string()
    .trim()
    .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  response: webAuthnResponse,
});

/** Removing one of the account's passkeys. */
export const passkeyRemoveSchema = z.object({
  intent: z.literal("passkey-remove"),
  passkeyId: z.string({ error: "Choose a passkey" }).trim().min(1, "Choose a passkey").max(200),
});

export const passkeySettingsSchema = z.discriminatedUnion("intent", [passkeyAddSchema, passkeyRemoveSchema]);

/** Signing in with a passkey (staff and portal login pages). */
export const passkeySignInSchema = z.object({
  intent: z.literal("passkey"),
  response: webAuthnResponse,
});
