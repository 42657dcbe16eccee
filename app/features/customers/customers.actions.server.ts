import { data } from "react-router";
import type { FieldErrors } from "~/lib/forms";
import { formValues } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { CustomerError, createCustomer, updateCustomer, type Actor } from "./customers.server";

export type CustomerFormResult = {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  toast: { title: string; description?: string };
};

/**
 * Save the customer form: on success, back to the list with the catalogue's toast; on bad input,
 * 400 with the field messages and what was typed.
 */
export async function saveCustomerForm({ actor, id, formData }: { actor: Actor; id?: string; formData: FormData }) {
  const values = formValues(formData);
  const failed = id ? "Failed to update customer" : "Failed to create customer";
  try {
    if (id) await updateCustomer({ actor, id, input: values });
    else await createCustomer({ actor, input: values });
  } catch (err) {
    if (err instanceof CustomerError && err.code === "not_found") throw new Response("Not Found", { status: 404 });
    if (err instanceof CustomerError) {
      return data<CustomerFormResult>({ fieldErrors: err.fieldErrors, values, toast: { title: failed, description: err.message } }, { status: 400 });
    }
    console.error(JSON.stringify({ level: "error", msg: "customer save failed", err: String(err) }));
    return data<CustomerFormResult>({ fieldErrors: {}, values, toast: { title: failed, description: "Please try again." } }, { status: 500 });
  }
  return redirectWithToast("/admin/customers", {
    type: "success",
    title: id ? "Customer updated successfully" : "Customer created successfully",
  });
}
