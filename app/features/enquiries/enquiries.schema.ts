import { z } from "zod";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "~/db/enums";
import { nameField } from "~/lib/person-name";

// The 'Request a Free Quote' form: one definition of every rule and
// message, used by the browser before sending and by the server again on receipt.

export const ENQUIRY_SERVICES = [
  "Drain Unblocking",
  "CCTV Drain Survey",
  "Drain Repairs",
  "Emergency Callout",
  "Drain Cleaning",
  "Maintenance Contract",
] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

export const ENQUIRY_LIMITS = {
  firstName: 50,
  lastName: 50,
  phoneMin: 10,
  phoneMax: 20,
  email: 100,
  messageMin: 10,
  message: 1000,
} as const;

export { ENQUIRY_STATUSES, type EnquiryStatus };

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

export const ENQUIRY_SOURCE_LABELS = { contact_form: "Contact form", chat: "Chat booking", portal: "Customer portal" } as const;

export const CONTACT_MESSAGES = {
  success: "Message sent! We'll respond within 30 minutes during business hours.",
  failure: "Failed to send message. Please try again or call us directly.",
  rateLimited: "Too many messages from your connection. Please call us or try again later.",
} as const;

/** The hidden field that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = "website";

const phonePattern = new RegExp(`^[0-9\\s\\-+()]{${ENQUIRY_LIMITS.phoneMin},${ENQUIRY_LIMITS.phoneMax}}$`);

export const contactFormSchema = z.object({
  firstName: nameField({ required: "First name is required", tooLong: "First name must be less than 50 characters", max: ENQUIRY_LIMITS.firstName }),
  lastName: nameField({ required: "Last name is required", tooLong: "Last name must be less than 50 characters", max: ENQUIRY_LIMITS.lastName }),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .regex(phonePattern, "Please enter a valid phone number"),
  email: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .max(ENQUIRY_LIMITS.email, "Email must be less than 100 characters")
    .pipe(z.email("Please enter a valid email")),
  service: z.enum(ENQUIRY_SERVICES, { error: "Please select a service" }),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(ENQUIRY_LIMITS.messageMin, "Message must be at least 10 characters")
    .max(ENQUIRY_LIMITS.message, "Message must be less than 1000 characters"),
});
export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** The form's fields in the order they are shown (for one notification per failure, in order). */
export const CONTACT_FIELDS = ["firstName", "lastName", "phone", "email", "service", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: "Choose a status: new, contacted or closed" });

/** Back-office inbox actions (one form per row; a hidden `intent`). */
export const enquiryActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), id: z.uuid("Unknown enquiry"), status: enquiryStatusSchema }),
  z.object({
    intent: z.literal("convert"),
    id: z.uuid("Unknown enquiry"),
    /** An existing customer record the office chose for the job instead of a new record. */
    existingCustomerId: z.uuid("Unknown customer").optional(),
  }),
]);
