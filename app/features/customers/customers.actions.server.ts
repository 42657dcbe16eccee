import { formValues } from "~/lib/forms";
import { saveFormThenRedirect, type FormResult } from "~/lib/admin-actions.server";
import { CustomerError, createCustomer, updateCustomer, type Actor } from "./customers.server";

export type CustomerFormResult = FormResult;

/**
 * Save the customer form: on success, back to the list with the catalogue's toast; on bad input,
 * 400 with the field messages and what was typed.
 */
export async function saveCustomerForm({ actor, id, formData }: { actor: Actor; id?: string; formData: FormData }) {
  const values = formValues(formData);
  return saveFormThenRedirect({
    values,
    save: () => (id ? updateCustomer({ actor, id, input: values }) : createCustomer({ actor, input: values })),
    errorClass: CustomerError,
    failedTitle: id ? "Failed to update customer" : "Failed to create customer",
    logMessage: "customer save failed",
    successUrl: "/admin/customers",
    successTitle: id ? "Customer updated successfully" : "Customer created successfully",
  });
}
