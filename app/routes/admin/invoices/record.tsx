import { useLoaderData } from "react-router";
import { useActionToast } from "~/components/form-field";
import { requireStaff } from "~/features/auth/guard.server";
import { canPayByCard } from "~/features/payments/card-payment.server";
import { payLinkUrl } from "~/features/payments/stripe.server";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { InvoicePayments } from "~/features/payments/components/invoice-payments";
import { paymentSchema } from "~/features/payments/payments.schema";
import { invoicePaymentsPanel, recordPayment, voidPayment } from "~/features/payments/payments.server";
import { formatPence } from "~/lib/format";

import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { formatDateMedium, formatDateTime, todayKey } from "~/lib/business-day";
import { CommonDocumentActions, IntentButton } from "~/features/documents/components/document-actions";
import { SendPreviewDialog } from "~/features/documents/components/document-delivery";
import { SEND_CHANNEL_LABELS } from "~/features/documents/document-delivery";
import { CancelInvoice } from "~/features/invoices/components/cancel-invoice";
import { DetailLink, DOCUMENT_FIELD_LABELS, recordHeading } from "~/features/documents/components/document-pages";
import { runDocumentAction } from "~/features/documents/document-actions.server";
import { documentRecordAction, documentRecordLoader } from "~/features/documents/document-routes.server";
import { paymentInstructionsText } from "~/features/invoices/invoice-form.server";
import { PAYMENT_METHOD_LABELS } from "~/features/invoices/invoices.schema";
import { cancelInvoice, deleteInvoice, duplicateInvoice, getInvoice, invoiceKind, sendInvoice } from "~/features/invoices/invoices.server";
import { invoiceStatusBadge } from "~/lib/labels";
import { canCredit, CreateCreditNoteLink, InvoiceCreditNotes } from "~/features/credit-notes/components/invoice-credit-notes";
import { invoiceCredits } from "~/features/credit-notes/invoice-credits.server";
import { InvoiceBalance } from "~/features/invoices/components/invoice-deposits";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.document.invoiceNumber ?? "Invoice"} | Invoices | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const record = await documentRecordLoader(request, params.id, invoiceKind, getInvoice);
  const actor = await requireStaff(request);
  const [panel, credits] = await Promise.all([
    invoicePaymentsPanel({ actor, invoiceId: record.document.id, customerId: record.document.customerId }),
    invoiceCredits(actor, record.document.id),
  ]);
  // A link the office can give a customer without e-mail (by text message, or read out) to pay the balance by card.
  const cardLink = canPayByCard(record.document) ? payLinkUrl(record.document.id) : null;
  return { ...record, ...panel, credits, cardLink, today: todayKey(), paymentInstructions: paymentInstructionsText() };
}

const INTENTS = ["send", "markSent", "recordPayment", "voidPayment", "cancel", "duplicate", "delete"] as const;

export function action({ request, params }: Route.ActionArgs) {
  return documentRecordAction(request, params.id, invoiceKind, INTENTS, { send: sendInvoice, duplicate: duplicateInvoice, remove: deleteInvoice }, {
    recordPayment: ({ actor, id, formData, back }) =>
      saveDocumentForm({
        formData,
        refusedUrl: back,
        schema: paymentSchema,
        save: (input) => recordPayment({ actor, invoiceId: id, input }),
        failedTitle: "Failed to record payment",
        success: ({ payment, invoice }) => ({
          url: `/admin/invoices/${id}`,
          title: `Payment of ${formatPence(payment.amountPence)} recorded on ${invoice.invoiceNumber}: ${invoice.balancePence > 0 ? `${formatPence(invoice.balancePence)} still due` : "paid in full"}`,
        }),
      }),
    voidPayment: ({ actor, formData, back }) => {
      const input = { confirmed: formData.get("confirmed"), reason: formData.get("reason") };
      return runDocumentAction({
        run: () => voidPayment({ actor, paymentId: String(formData.get("paymentId") ?? ""), input }),
        backUrl: back,
        failedTitle: "Failed to void payment",
        success: ({ payment, invoice }) => ({ title: `Payment of ${formatPence(payment.amountPence)} voided; ${formatPence(invoice.balancePence)} due on ${invoice.invoiceNumber}` }),
      });
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
  const { document: invoice, sendPreview } = useLoaderData<typeof loader>();
  const can = (a: (typeof invoice.actions)[number]) => invoice.actions.includes(a);
  return (
    <div className="flex flex-wrap gap-2">
      <CommonDocumentActions id={invoice.id} basePath="/admin/invoices" number={invoice.invoiceNumber} canEdit={can("edit")} canDelete={can("delete")} noun="invoice" canSend={can("send")} canResend={can("resend")} canMarkSent={can("markSent")} />
      <SendPreviewDialog preview={sendPreview} noun="invoice" />
      {can("cancel") ? <CancelInvoice number={invoice.invoiceNumber} total={invoice.totalPence} /> : null}
      {can("duplicate") ? <IntentButton intent="duplicate" label="Duplicate" /> : null}
      {canCredit(invoice.status) ? <CreateCreditNoteLink invoiceId={invoice.id} /> : null}
    </div>
  );
}

export default function InvoiceRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { document: invoice, history, paymentInstructions, payments, canEmailReceipt, today, credits, cardLink } = loaderData;
  const reply = actionData && "result" in actionData ? actionData : undefined;
  useActionToast(reply);
  const paymentsSection = (
    <InvoicePayments invoice={invoice} payments={payments} today={today} canRecord={invoice.actions.includes("markPaid")} canEmailReceipt={canEmailReceipt} lastResult={reply?.result} />
  );
  return (
    <DocumentRecord
      {...recordHeading("invoice", invoice.invoiceNumber)}
      badgeVariant={invoiceStatusBadge(invoice.status)}
      record={invoice}
      actions={<InvoiceActions />}
      afterLines={paymentsSection}
      details={
        <>
          <Detail label="Issue Date">{formatDateMedium(invoice.issueDate)}</Detail>
          {invoice.supplyDate && invoice.supplyDate !== invoice.issueDate ? <Detail label="Supply Date">{formatDateMedium(invoice.supplyDate)}</Detail> : null}
          <Detail label="Due Date">{formatDateMedium(invoice.dueDate)}</Detail>
          {invoice.sentAt ? <Detail label="Sent">{formatDateTime(invoice.sentAt)}{invoice.sentVia ? ` (${SEND_CHANNEL_LABELS[invoice.sentVia].toLowerCase()})` : ""}</Detail> : null}
          {invoice.paidDate ? <Detail label="Paid Date">{formatDateMedium(invoice.paidDate)}</Detail> : null}
          <Detail label="Balance Due">{formatPence(invoice.balancePence)}</Detail>
          {invoice.cancelledAt ? <Detail label="Cancelled">{formatDateTime(invoice.cancelledAt)}</Detail> : null}
          {invoice.quoteId ? <DetailLink label="Quote" to={`/admin/quotes/${invoice.quoteId}`} /> : null}
          {invoice.jobId ? <DetailLink label="Job" to={`/admin/jobs/${invoice.jobId}`} /> : null}
          <Detail label="Payment Instructions">
            {paymentInstructions.replace("the invoice number", invoice.invoiceNumber)}
          </Detail>
          {cardLink ? (
            <Detail label="Card Payment Link">
              <a href={cardLink} className="break-all underline" data-testid="card-payment-link">
                {cardLink}
              </a>
            </Detail>
          ) : null}
        </>
      }
      afterDetails={
        <>
          <InvoiceBalance invoice={invoice} deductions={credits.deductions} unpaidDepositPence={credits.unpaidDepositPence} office />
          <InvoiceCreditNotes notes={credits.creditNotes} />
        </>
      }
      history={history}
      fieldLabels={FIELD_LABELS}
      valueLabels={{ paymentMethod: PAYMENT_METHOD_LABELS }}
    />
  );
}
