import { z } from "zod";
import { emailField, passwordField, PASSWORD_MAX } from "~/features/auth/auth.schema";
import { customerSchema } from "~/features/customers/customers.schema";
import { nameField } from "~/lib/person-name";

/** The portal's login form. */
export const customerLoginSchema = z.object({
  intent: z.literal("login"),
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});

/** The portal's sign-up form: every field required; a UK phone number; the staff password rules. */
export const customerSignUpSchema = z.object({
  intent: z.literal("signup"),
  name: nameField({ required: "Full name is required", max: 200, tooLong: "Full name must be at most 200 characters" }),
  email: emailField,
  phone: customerSchema.shape.phone,
  address: customerSchema.shape.address,
  password: passwordField,
});

export const customerAuthSchema = z.discriminatedUnion("intent", [customerLoginSchema, customerSignUpSchema]);
export type CustomerAuthInput = z.infer<typeof customerAuthSchema>;
