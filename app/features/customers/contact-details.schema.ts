import { z } from "zod";
import { nameField } from "~/lib/person-name";
import { normaliseUkPhone } from "~/lib/uk-contact";
import { customerSchema, optionalText } from "./customers.schema";

/**
 * The details a customer may change on their own record: phone, address and postcode, with the
 * customer form's rules (a UK phone number stored in its national form, a UK postcode or none).
 * Their e-mail address is their login too; it changes only once the new address is verified.
 */
export const contactDetailsSchema = customerSchema.pick({ phone: true, address: true, postcode: true });

export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetailsValues = z.output<typeof contactDetailsSchema>;

/**
 * The details a contact with their own portal account may change on their contact row: their name
 * and phone number (optional: their e-mail address, the login, reaches them). The customer record
 * is the account holder's and is not theirs to change.
 */
export const contactSelfSchema = z.object({
  name: nameField({ required: "Name is required", max: 200, tooLong: "Name must be at most 200 characters" }),
  phone: optionalText("Phone", 40).transform((value, ctx) => {
    if (value === null) return null;
    const phone = normaliseUkPhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: "custom", message: "Enter a valid UK phone number" });
    return z.NEVER;
  }),
});

export type ContactSelfValues = z.output<typeof contactSelfSchema>;
