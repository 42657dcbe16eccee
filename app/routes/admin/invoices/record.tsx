import { useLoaderData } from "react-router";
import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { listAuditEntries } from "~/features/audit/audit.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { formatDateMedium, formatDateTime, todayKey } from "~/lib/business-day";
import { CommonDocumentActions, IntentButton } from "~/features/documents/components/document-actions";
import { DetailLink } from "~/features/documents/components/document-pages";
import { readIntent, runDocumentAction } from "~/features/documents/document-actions.server";
import { paymentInstructionsText } from "~/features/invoices/invoice-form.server";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/features/invoices/invoices.schema";
import { cancelInvoice, deleteInvoice, duplicateInvoice, getInvoice, markInvoicePaid, sendInvoice } from "~/features/invoices/invoices.server";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.invoice.invoiceNumber ?? "Invoice"} | Invoices | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const invoice = await getInvoice({ actor, id: params.id });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  const history = await listAuditEntries("invoice", invoice.id);
  return { invoice, history, today: todayKey(), paymentInstructions: paymentInstructionsText() };
}

const INTENTS = ["send", "markPaid", "cancel", "duplicate", "delete"] as const;

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const formData = await request.formData();
  const intent = readIntent(formData, INTENTS);
  const id = params.id;
  const back = `/admin/invoices/${id}`;
  switch (intent) {
    case "send":
      return runDocumentAction({ run: () => sendInvoice({ actor, id }), backUrl: back, failedTitle: "Failed to send invoice", success: (i) => ({ title: `Invoice ${i.invoiceNumber} sent` }) });
    case "markPaid":
      return runDocumentAction({
        run: () => markInvoicePaid({ actor, id, input: { paidDate: formData.get("paidDate"), method: formData.get("method") } }),
        backUrl: back,
        failedTitle: "Failed to mark invoice paid",
        success: (i) => ({ title: `Invoice ${i.invoiceNumber} marked paid` }),
      });
    case "cancel":
      return runDocumentAction({ run: () => cancelInvoice({ actor, id }), backUrl: back, failedTitle: "Failed to cancel invoice", success: (i) => ({ title: `Invoice ${i.invoiceNumber} cancelled` }) });
    case "duplicate":
      return runDocumentAction({
        run: () => duplicateInvoice({ actor, id }),
        backUrl: back,
        failedTitle: "Failed to duplicate invoice",
        success: (i) => ({ url: `/admin/invoices/${i.id}`, title: `Invoice ${i.invoiceNumber} created as a copy` }),
      });
    case "delete":
      return runDocumentAction({ run: () => deleteInvoice({ actor, id }), backUrl: back, failedTitle: "Failed to delete invoice", success: () => ({ url: "/admin/invoices", title: "Invoice deleted successfully" }) });
  }
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

function InvoiceActions() {
  const { invoice, today } = useLoaderData<typeof loader>();
  const can = (a: (typeof invoice.actions)[number]) => invoice.actions.includes(a);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <CommonDocumentActions id={invoice.id} basePath="/admin/invoices" number={invoice.invoiceNumber} canEdit={can("edit")} canDelete={can("delete")} noun="invoice" />
        {can("send") ? <IntentButton intent="send" label="Send to Customer" variant="default" /> : null}
        {can("resend") ? <IntentButton intent="send" label="Send Again" /> : null}
        {can("cancel") ? <IntentButton intent="cancel" label="Cancel Invoice" variant="destructive" /> : null}
        {can("duplicate") ? <IntentButton intent="duplicate" label="Duplicate" /> : null}
      </div>
      {can("markPaid") ? (
        <div className="rounded-md border p-3">
          <IntentButton intent="markPaid" label="Mark Paid" variant="default">
            <div className="mb-3 grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="paidDate">Paid on</Label>
                <Input id="paidDate" name="paidDate" type="date" defaultValue={today} required />
              </div>
              <div className="space-y-1">
                <Label htmlFor="method">Payment method</Label>
                <NativeSelect id="method" name="method" defaultValue="bank_transfer">
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {PAYMENT_METHOD_LABELS[m]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </IntentButton>
        </div>
      ) : null}
    </div>
  );
}

export default function InvoiceRecord({ loaderData }: Route.ComponentProps) {
  const { invoice, history, paymentInstructions } = loaderData;
  return (
    <DocumentRecord
      backTo="/admin/invoices"
      backLabel="Back to invoices"
      title={`Invoice ${invoice.invoiceNumber}`}
      badgeVariant={invoiceStatusBadge(invoice.status)}
      detailsTitle="Invoice Details"
      record={invoice}
      actions={<InvoiceActions />}
      details={
        <>
          <Detail label="Issue Date">{formatDateMedium(invoice.issueDate)}</Detail>
          <Detail label="Due Date">{formatDateMedium(invoice.dueDate)}</Detail>
          {invoice.sentAt ? <Detail label="Sent">{formatDateTime(invoice.sentAt)}</Detail> : null}
          {invoice.paidDate ? <Detail label="Paid Date">{formatDateMedium(invoice.paidDate)}</Detail> : null}
          {invoice.paymentMethod ? <Detail label="Payment Method">{PAYMENT_METHOD_LABELS[invoice.paymentMethod]}</Detail> : null}
          {invoice.cancelledAt ? <Detail label="Cancelled">{formatDateTime(invoice.cancelledAt)}</Detail> : null}
          {invoice.quoteId ? <DetailLink label="Quote" to={`/admin/quotes/${invoice.quoteId}`} /> : null}
          {invoice.jobId ? <DetailLink label="Job" to={`/admin/jobs/${invoice.jobId}`} /> : null}
          <Detail label="Payment Instructions">
            {paymentInstructions.replace("the invoice number", invoice.invoiceNumber)}
          </Detail>
        </>
      }
      history={history}
      fieldLabels={FIELD_LABELS}
      valueLabels={{ paymentMethod: PAYMENT_METHOD_LABELS }}
    />
  );
}
