import type { Route } from "./+types/new";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { InvoiceForm } from "~/features/invoices/components/invoice-form";
import { invoiceFormRoutes } from "~/features/invoices/invoice-form.server";

export const meta: Route.MetaFunction = () => [{ title: "New Invoice | Admin" }];
export const loader = ({ request }: Route.LoaderArgs) => invoiceFormRoutes.newLoader(request);
export function action({ request }: Route.ActionArgs) {
  return invoiceFormRoutes.createAction(request);
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentFormPage noun="invoice" data={loaderData} actionData={actionData} Form={InvoiceForm} extra={{ paymentInstructions: loaderData.paymentInstructions, secondInvoiceOf: loaderData.secondInvoiceOf }} />;
}
