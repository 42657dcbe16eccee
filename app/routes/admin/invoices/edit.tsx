import type { Route } from "./+types/edit";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { InvoiceForm } from "~/features/invoices/components/invoice-form";
import { invoiceFormRoutes } from "~/features/invoices/invoice-form.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.document.invoiceNumber ?? "Invoice"} | Admin` }];
export const loader = ({ request, params }: Route.LoaderArgs) => invoiceFormRoutes.editLoader(request, params.id);
export function action({ request, params }: Route.ActionArgs) {
  return invoiceFormRoutes.updateAction(request, params.id);
}

export default function EditInvoice({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentFormPage noun="invoice" editing={{ id: loaderData.document.id, number: loaderData.document.invoiceNumber }} data={loaderData} actionData={actionData} Form={InvoiceForm} extra={{ paymentInstructions: loaderData.paymentInstructions }} />;
}
