import type { Route } from "./+types/new";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { createDocumentAction, newDocumentLoader } from "~/features/documents/document-routes.server";
import { InvoiceForm } from "~/features/invoices/components/invoice-form";
import { newInvoiceForm } from "~/features/invoices/invoice-form.server";
import { createInvoice, invoiceKind } from "~/features/invoices/invoices.server";

export const meta: Route.MetaFunction = () => [{ title: "New Invoice | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return newDocumentLoader(request, newInvoiceForm);
}

export function action({ request }: Route.ActionArgs) {
  return createDocumentAction(request, invoiceKind, createInvoice);
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const extra = { paymentInstructions: loaderData.paymentInstructions };
  return <DocumentFormPage noun="invoice" data={loaderData} actionData={actionData} Form={InvoiceForm} extra={extra} />;
}
