import type { z } from "zod";
import { emailField } from "~/features/auth/auth.schema";
import { contactDetailsSchema, contactSelfSchema } from "~/features/customers/contact-details.schema";

/** The portal's "My details" form: the record's contact details and the e-mail address (the login). */
export const myDetailsSchema = contactDetailsSchema.extend({ email: emailField });

export type MyDetailsValues = z.output<typeof myDetailsSchema>;

/** "My details" for a contact with their own account: their name and phone, and the e-mail address (the login). */
export const contactMyDetailsSchema = contactSelfSchema.extend({ email: emailField });

/** Query values the verification link brings the customer back with. */
export const EMAIL_CHANGED_PARAM = "email";
export const EMAIL_CHANGED_VALUE = "changed";

export const MY_DETAILS_MESSAGES = {
  saved: "Your details have been saved",
  unchanged: "Nothing to change: your details are as they were",
  verificationSent: (email: string) => `We have sent a link to ${email}. Your e-mail address changes once you open it (within one hour).`,
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  linkFailed:
    "That link can no longer be used: it has expired, has been used already, or the address is no longer available. Enter your new e-mail address again to get a new one.",
  failed: "Failed to save your details",
} as const;
