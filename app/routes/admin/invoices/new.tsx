import type { Route } from "./+types/new";
import { BackHeader } from "~/components/back-header";
import { requireAdmin } from "~/features/auth/guard.server";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { InvoiceForm } from "~/features/invoices/components/invoice-form";
import { newInvoiceForm } from "~/features/invoices/invoice-form.server";
import { invoiceSchema } from "~/features/invoices/invoices.schema";
import { createInvoice } from "~/features/invoices/invoices.server";

export const meta: Route.MetaFunction = () => [{ title: "New Invoice | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return newInvoiceForm({ actor, url: new URL(request.url) });
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: invoiceSchema,
    save: (input) => createInvoice({ actor, input }),
    failedTitle: "Failed to create invoice",
    success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: `Invoice ${invoice.invoiceNumber} created` }),
  });
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/invoices" backLabel="Back to invoices" title="New Invoice" />
      <InvoiceForm
        defaults={loaderData.values}
        customer={loaderData.customer}
        priceBook={loaderData.priceBook}
        actionData={actionData}
        submitLabel="Save Draft"
        cancelTo="/admin/invoices"
        paymentInstructions={loaderData.paymentInstructions}
      />
    </div>
  );
}
