import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { BackHeader } from "~/components/back-header";
import { requireAdmin } from "~/features/auth/guard.server";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { InvoiceForm } from "~/features/invoices/components/invoice-form";
import { editInvoiceForm } from "~/features/invoices/invoice-form.server";
import { invoiceMachine } from "~/features/invoices/invoice-status";
import { invoiceSchema } from "~/features/invoices/invoices.schema";
import { updateInvoice } from "~/features/invoices/invoices.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.invoice.invoiceNumber ?? "Invoice"} | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const found = await editInvoiceForm({ actor, id: params.id });
  if (!found) throw new Response("Not Found", { status: 404 });
  // Only a draft is edited: anything else goes back to its page.
  if (!invoiceMachine.can("edit", found.invoice.status)) throw redirect(`/admin/invoices/${params.id}`);
  return found;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: invoiceSchema,
    save: (input) => updateInvoice({ actor, id: params.id, input }),
    refusedUrl: `/admin/invoices/${params.id}`,
    failedTitle: "Failed to update invoice",
    success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: `Invoice ${invoice.invoiceNumber} updated` }),
  });
}

export default function EditInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo={`/admin/invoices/${invoice.id}`} backLabel="Back to invoice" title={`Edit Invoice ${invoice.invoiceNumber}`} />
      <InvoiceForm
        defaults={loaderData.values}
        customer={loaderData.customer}
        priceBook={loaderData.priceBook}
        actionData={actionData}
        submitLabel="Save Changes"
        cancelTo={`/admin/invoices/${invoice.id}`}
        paymentInstructions={loaderData.paymentInstructions}
      />
    </div>
  );
}
