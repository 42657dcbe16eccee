import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { listAuditEntries } from "~/features/audit/audit.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { getInvoice } from "~/features/invoices/invoices.server";
import { formatDateMedium } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.invoice.invoiceNumber ?? "Invoice"} | Invoices | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const invoice = await getInvoice({ actor, id: params.id });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  const history = await listAuditEntries("invoice", invoice.id);
  return { invoice, history };
}

const FIELD_LABELS: Record<string, string> = {
  customerId: "Customer",
  status: "Status",
  vatRateBp: "VAT Rate (basis points)",
  subtotalPence: "Subtotal (pence)",
  vatAmountPence: "VAT (pence)",
  totalPence: "Total (pence)",
  issueDate: "Issue Date",
  dueDate: "Due Date",
  paidDate: "Paid Date",
  paymentMethod: "Payment Method",
  notes: "Notes",
};

export default function InvoiceRecord({ loaderData }: Route.ComponentProps) {
  const { invoice, history } = loaderData;
  return (
    <DocumentRecord
      backTo="/admin/invoices"
      backLabel="Back to invoices"
      title={`Invoice ${invoice.invoiceNumber}`}
      badgeVariant={invoiceStatusBadge(invoice.status)}
      detailsTitle="Invoice Details"
      record={invoice}
      details={
        <>
          <Detail label="Issue Date">{formatDateMedium(invoice.issueDate)}</Detail>
          <Detail label="Due Date">{formatDateMedium(invoice.dueDate)}</Detail>
          {invoice.paidDate ? <Detail label="Paid Date">{formatDateMedium(invoice.paidDate)}</Detail> : null}
          {invoice.paymentMethod ? <Detail label="Payment Method">{invoice.paymentMethod}</Detail> : null}
        </>
      }
      history={history}
      fieldLabels={FIELD_LABELS}
    />
  );
}
