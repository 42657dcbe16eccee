import type { Route } from "./+types/edit";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { editDocumentLoader, updateDocumentAction } from "~/features/documents/document-routes.server";
import { InvoiceForm } from "~/features/invoices/components/invoice-form";
import { editInvoiceForm } from "~/features/invoices/invoice-form.server";
import { invoiceKind, updateInvoice } from "~/features/invoices/invoices.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.invoice.invoiceNumber ?? "Invoice"} | Admin` }];

export function loader({ request, params }: Route.LoaderArgs) {
  return editDocumentLoader(request, params.id, invoiceKind, editInvoiceForm, (found) => found.invoice.status);
}

export function action({ request, params }: Route.ActionArgs) {
  return updateDocumentAction(request, params.id, invoiceKind, updateInvoice);
}

export default function EditInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, paymentInstructions } = loaderData;
  const editing = { id: invoice.id, number: invoice.invoiceNumber };
  return <DocumentFormPage noun="invoice" editing={editing} data={loaderData} actionData={actionData} Form={InvoiceForm} extra={{ paymentInstructions }} />;
}
