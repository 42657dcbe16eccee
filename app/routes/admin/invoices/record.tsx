import { Link } from "react-router";
import type { Route } from "./+types/record";
import { BackHeader } from "~/components/back-header";
import { Detail, DocumentLines } from "~/components/document-lines";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/features/audit/components/audit-history";
import { requireAdmin } from "~/features/auth/guard.server";
import { getInvoice } from "~/features/invoices/invoices.server";
import { formatDateMedium } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.invoice.invoiceNumber ?? "Invoice"} | Invoices | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const invoice = await getInvoice({ id: params.id });
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
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/invoices" backLabel="Back to invoices" title={`Invoice ${invoice.invoiceNumber}`}>
        <Badge variant={invoiceStatusBadge(invoice.status)} className="capitalize">
          {invoice.status}
        </Badge>
      </BackHeader>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Invoice Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Customer">
              <Link to={`/admin/customers/${invoice.customerId}`} className="text-primary underline">
                {invoice.customerName}
              </Link>
            </Detail>
            <Detail label="Issue Date">{formatDateMedium(invoice.issueDate)}</Detail>
            <Detail label="Due Date">{formatDateMedium(invoice.dueDate)}</Detail>
            {invoice.paidDate ? <Detail label="Paid Date">{formatDateMedium(invoice.paidDate)}</Detail> : null}
            {invoice.paymentMethod ? <Detail label="Payment Method">{invoice.paymentMethod}</Detail> : null}
          </dl>
        </CardContent>
      </Card>
      <DocumentLines
        items={invoice.items}
        subtotalPence={invoice.subtotalPence}
        vatRateBp={invoice.vatRateBp}
        vatAmountPence={invoice.vatAmountPence}
        totalPence={invoice.totalPence}
      />
      {invoice.notes ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Notes</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line">{invoice.notes}</p>
          </CardContent>
        </Card>
      ) : null}
      <AuditHistory
        entries={history}
        fieldLabels={FIELD_LABELS}
        valueLabels={{ customerId: { [invoice.customerId]: invoice.customerName } }}
      />
    </div>
  );
}
