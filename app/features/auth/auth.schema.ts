import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be less than 255 characters")
  .pipe(z.email("Please enter a valid email"));

export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const staffLoginSchema = z.object({
  intent: z.literal("login"),
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});

export const staffSignUpSchema = z.object({
  intent: z.literal("signup"),
  email: emailField,
  password: passwordField,
});

export const staffAuthSchema = z.discriminatedUnion("intent", [staffLoginSchema, staffSignUpSchema]);
export type StaffAuthInput = z.infer<typeof staffAuthSchema>;

/** The Staff page's role change (one form per account; a hidden `intent`). */
export const staffRoleActionSchema = z.object({
  intent: z.enum(["grant", "revoke"], { error: "Choose grant or revoke" }),
  userId: z.string({ error: "Choose an account" }).trim().min(1, "Choose an account").max(200),
});

/** A six-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeField = z
  .string({ error: "Enter the 6-digit code" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code"));

export const twoFactorCodeSchema = z.object({ code: totpCodeField });

/** One of the ten backup codes shown when two-factor was turned on, e.g. "a1B2c-3D4e5". */
export const backupCodeField = z
  .string({ error: "Enter one of your backup codes" })
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, "Enter one of your backup codes, like a1B2c-3D4e5"));

export const backupCodeSchema = z.object({ code: backupCodeField });

const currentPasswordField = z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX);

/** The Account page's two-factor forms (a hidden `intent`). */
export const twoFactorSettingsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enable"), password: currentPasswordField }),
  z.object({ intent: z.literal("verify"), code: totpCodeField }),
  z.object({ intent: z.literal("disable"), password: currentPasswordField }),
]);

/** "Forgot your password?": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailField });

const confirmPasswordField = z.string({ error: "Type the new password again" }).min(1, "Type the new password again").max(PASSWORD_MAX);

/** The reset page: the link's token and the new password, typed twice. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: "This link is not valid" }).trim().min(1, "This link is not valid").max(200, "This link is not valid"),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ["confirmPassword"], message: "The passwords do not match" });

/** The account pages' forms (a hidden `intent`): change the password; end one session or all others. */
export const accountActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("change-password"),
      currentPassword: currentPasswordField,
      newPassword: passwordField,
      confirmPassword: confirmPasswordField,
    })
    .refine((value) => value.newPassword === value.confirmPassword, { path: ["confirmPassword"], message: "The passwords do not match" }),
  z.object({
    intent: z.literal("end-session"),
    sessionId: z.string({ error: "Choose a session" }).trim().min(1, "Choose a session").max(200, "Choose a session"),
  }),
  z.object({ intent: z.literal("end-other-sessions") }),
]);

export const ACCOUNT_INTENTS = ["change-password", "end-session", "end-other-sessions"] as const;
