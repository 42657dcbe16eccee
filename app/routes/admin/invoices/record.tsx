import { useLoaderData } from "react-router";
import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDateMedium, formatDateTime, todayKey } from "~/lib/business-day";
import { CommonDocumentActions, IntentButton } from "~/features/documents/components/document-actions";
import { SendPreviewDialog } from "~/features/documents/components/document-delivery";
import { SEND_CHANNEL_LABELS } from "~/features/documents/document-delivery";
import { CancelInvoice } from "~/features/invoices/components/cancel-invoice";
import { DetailLink, DOCUMENT_FIELD_LABELS, recordHeading } from "~/features/documents/components/document-pages";
import { runDocumentAction } from "~/features/documents/document-actions.server";
import { documentRecordAction, documentRecordLoader } from "~/features/documents/document-routes.server";
import { paymentInstructionsText } from "~/features/invoices/invoice-form.server";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/features/invoices/invoices.schema";
import { cancelInvoice, deleteInvoice, duplicateInvoice, getInvoice, invoiceKind, markInvoicePaid, sendInvoice } from "~/features/invoices/invoices.server";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.document.invoiceNumber ?? "Invoice"} | Invoices | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const record = await documentRecordLoader(request, params.id, invoiceKind, getInvoice);
  return { ...record, today: todayKey(), paymentInstructions: paymentInstructionsText() };
}

const INTENTS = ["send", "markSent", "markPaid", "cancel", "duplicate", "delete"] as const;

export function action({ request, params }: Route.ActionArgs) {
  return documentRecordAction(request, params.id, invoiceKind, INTENTS, { send: sendInvoice, duplicate: duplicateInvoice, remove: deleteInvoice }, {
    markPaid: ({ actor, id, formData, back }) => {
      const input = { paidDate: formData.get("paidDate"), method: formData.get("method") };
      return runDocumentAction({ run: () => markInvoicePaid({ actor, id, input }), backUrl: back, failedTitle: "Failed to mark invoice paid", success: (i) => ({ title: `Invoice ${i.invoiceNumber} marked paid` }) });
    },
    cancel: ({ actor, id, formData, back }) =>
      runDocumentAction({ run: () => cancelInvoice({ actor, id, input: Object.fromEntries(formData) }), backUrl: back, failedTitle: "Failed to cancel invoice", success: (i) => ({ title: `Invoice ${i.invoiceNumber} cancelled` }) }),
  });
}

const FIELD_LABELS: Record<string, string> = {
  ...DOCUMENT_FIELD_LABELS,
  issueDate: "Issue Date",
  dueDate: "Due Date",
  paidDate: "Paid Date",
  paymentMethod: "Payment Method",
};

function InvoiceActions() {
  const { document: invoice, today, sendPreview } = useLoaderData<typeof loader>();
  const can = (a: (typeof invoice.actions)[number]) => invoice.actions.includes(a);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <CommonDocumentActions id={invoice.id} basePath="/admin/invoices" number={invoice.invoiceNumber} canEdit={can("edit")} canDelete={can("delete")} noun="invoice" canSend={can("send")} canResend={can("resend")} canMarkSent={can("markSent")} />
        <SendPreviewDialog preview={sendPreview} noun="invoice" />
        {can("cancel") ? <CancelInvoice number={invoice.invoiceNumber} total={invoice.totalPence} /> : null}
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
  const { document: invoice, history, paymentInstructions } = loaderData;
  return (
    <DocumentRecord
      {...recordHeading("invoice", invoice.invoiceNumber)}
      badgeVariant={invoiceStatusBadge(invoice.status)}
      record={invoice}
      actions={<InvoiceActions />}
      details={
        <>
          <Detail label="Issue Date">{formatDateMedium(invoice.issueDate)}</Detail>
          <Detail label="Due Date">{formatDateMedium(invoice.dueDate)}</Detail>
          {invoice.sentAt ? <Detail label="Sent">{formatDateTime(invoice.sentAt)}{invoice.sentVia ? ` (${SEND_CHANNEL_LABELS[invoice.sentVia].toLowerCase()})` : ""}</Detail> : null}
          {invoice.paidDate ? <Detail label="Paid Date">{formatDateMedium(invoice.paidDate)}</Detail> : null}
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
