import type { z } from "zod";
import { customerSchema } from "./customers.schema";

/**
 * The details a customer may change on their own record: phone, address and postcode, with the
 * customer form's rules (a UK phone number stored in its national form, a UK postcode or none).
 * Their e-mail address is their login too; it changes only once the new address is verified.
 */
export const contactDetailsSchema = customerSchema.pick({ phone: true, address: true, postcode: true });

export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetailsValues = z.output<typeof contactDetailsSchema>;
