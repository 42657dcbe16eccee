import { saveFormThenRedirect } from "~/lib/admin-actions.server";
import { parseForm } from "~/lib/forms";
import { customerSchema } from "./customers.schema";
import { createCustomer, updateCustomer, type Actor } from "./customers.server";

/**
 * Save the customer form: on success, back to the list with the catalogue's toast; on bad input,
 * 400 with Conform's reply (the field messages and what was typed).
 */
export async function saveCustomerForm({ actor, id, formData }: { actor: Actor; id?: string; formData: FormData }) {
  return saveFormThenRedirect({
    submission: parseForm(formData, customerSchema),
    save: (input) => (id ? updateCustomer({ actor, id, input }) : createCustomer({ actor, input })),
    failedTitle: id ? "Failed to update customer" : "Failed to create customer",
    logMessage: "customer save failed",
    successUrl: "/admin/customers",
    successTitle: id ? "Customer updated successfully" : "Customer created successfully",
  });
}
