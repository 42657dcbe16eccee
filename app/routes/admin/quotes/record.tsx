import { useLoaderData } from "react-router";
import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { ConfirmAction } from "~/components/confirm-action";
import { DocumentRecord } from "~/components/document-record";
import { CommonDocumentActions, IntentButton } from "~/features/documents/components/document-actions";
import { DetailLink, DOCUMENT_FIELD_LABELS, recordHeading } from "~/features/documents/components/document-pages";
import { runDocumentAction } from "~/features/documents/document-actions.server";
import { documentRecordAction, documentRecordLoader } from "~/features/documents/document-routes.server";
import {
  acceptQuote,
  convertQuoteToInvoice,
  convertQuoteToJob,
  declineQuote,
  deleteQuote,
  duplicateQuote,
  extendQuote,
  extensionDate,
  getQuote,
  quoteKind,
  sendQuote,
} from "~/features/quotes/quotes.server";
import { DepositDetail, DepositInvoices } from "~/features/quotes/components/quote-deposit";
import { dateToLondonInput, formatDateMedium, formatDateTime } from "~/lib/business-day";
import { SendPreviewDialog } from "~/features/documents/components/document-delivery";
import { SEND_CHANNEL_LABELS } from "~/features/documents/document-delivery";
import { answerWords, ExtendQuote, RecordAcceptance, RecordDecline } from "~/features/quotes/components/quote-answer";
import { formatPence } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.document.quoteNumber ?? "Quote"} | Quotes | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const record = await documentRecordLoader(request, params.id, quoteKind, getQuote);
  return { ...record, now: dateToLondonInput(new Date()), extendTo: extensionDate() };
}

const INTENTS = ["send", "markSent", "accept", "decline", "extend", "convertToJob", "convertToInvoice", "duplicate", "delete"] as const;

export function action({ request, params }: Route.ActionArgs) {
  return documentRecordAction(request, params.id, quoteKind, INTENTS, { send: sendQuote, duplicate: duplicateQuote, remove: deleteQuote }, {
    accept: ({ actor, id, formData, back }) =>
      runDocumentAction({ run: () => acceptQuote({ actor, id, input: Object.fromEntries(formData) }), backUrl: back, failedTitle: "Failed to record acceptance", success: () => ({ title: "Acceptance recorded" }) }),
    decline: ({ actor, id, formData, back }) =>
      runDocumentAction({ run: () => declineQuote({ actor, id, input: Object.fromEntries(formData) }), backUrl: back, failedTitle: "Failed to record decline", success: () => ({ title: "Decline recorded" }) }),
    extend: ({ actor, id, formData, back }) =>
      runDocumentAction({ run: () => extendQuote({ actor, id, input: Object.fromEntries(formData) }), backUrl: back, failedTitle: "Failed to extend quote", success: (q) => ({ title: `${q.quoteNumber} extended` }) }),
    convertToJob: ({ actor, id, back }) =>
      runDocumentAction({ run: () => convertQuoteToJob({ actor, id }), backUrl: back, failedTitle: "Failed to create job", success: (job) => ({ url: `/admin/jobs/${job.id}`, title: `Job ${job.status === "scheduled" ? "scheduled" : "quoted"} from quote` }) }),
    convertToInvoice: ({ actor, id, formData, back }) =>
      runDocumentAction({
        run: () => convertQuoteToInvoice({ actor, id, input: { confirmSecondInvoice: formData.get("confirmSecondInvoice") } }),
        backUrl: back,
        failedTitle: "Failed to create invoice",
        success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: `Invoice ${invoice.invoiceNumber} created from quote` }),
      }),
  });
}

const FIELD_LABELS: Record<string, string> = {
  ...DOCUMENT_FIELD_LABELS,
  serviceType: "Service",
  description: "Description",
  validUntil: "Valid Until",
  terms: "Terms",
  sentAt: "Sent",
  respondedAt: "Responded",
};

/** A quote's longer text under a heading (its description, its terms). */
function TextSection({ heading, text }: { heading: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <h3 className="text-sm text-muted-foreground">{heading}</h3>
      <p className="whitespace-pre-line">{text}</p>
    </div>
  );
}

function QuoteActions() {
  const { document: quote, now, extendTo, sendPreview } = useLoaderData<typeof loader>();
  const can = (a: (typeof quote.actions)[number]) => quote.actions.includes(a);
  return (
    <div className="flex flex-wrap gap-2">
      <CommonDocumentActions id={quote.id} basePath="/admin/quotes" number={quote.quoteNumber} canEdit={can("edit")} canDelete={can("delete")} noun="quote" canSend={can("send")} canResend={can("resend")} canMarkSent={can("markSent")} />
      <SendPreviewDialog preview={sendPreview} noun="quote" />
      {can("extend") ? <ExtendQuote until={extendTo} /> : null}
      {can("accept") ? <RecordAcceptance number={quote.quoteNumber} now={now} customerName={quote.customerName} /> : null}
      {can("decline") ? <RecordDecline number={quote.quoteNumber} now={now} customerName={quote.customerName} /> : null}
      {can("convertToJob") ? <IntentButton intent="convertToJob" label={quote.jobId ? "Confirm Job" : "Create Job"} /> : null}
      {can("convertToInvoice") && quote.jobInvoiceNumber ? (
        <ConfirmAction
          intent="convertToInvoice"
          label="Create Invoice"
          variant="default"
          title="Create a second invoice for this job?"
          description={`The job already has invoice ${quote.jobInvoiceNumber}.`}
          confirmLabel="Create second invoice"
          hidden={{ confirmSecondInvoice: "yes" }}
        />
      ) : can("convertToInvoice") ? (
        <IntentButton intent="convertToInvoice" label="Create Invoice" variant="default" />
      ) : null}
      {can("duplicate") ? <IntentButton intent="duplicate" label="Duplicate" /> : null}
    </div>
  );
}

export default function QuoteRecord({ loaderData }: Route.ComponentProps) {
  const { document: quote, history } = loaderData;
  return (
    <DocumentRecord
      {...recordHeading("quote", quote.quoteNumber)}
      badgeVariant={quoteStatusBadge(quote.status)}
      detailsClassName="space-y-4"
      record={quote}
      actions={<QuoteActions />}
      details={
        <>
          <Detail label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</Detail>
          <Detail label="Created">{formatDateMedium(quote.createdAt)}</Detail>
          <Detail label="Valid Until">{quote.validUntil ? formatDateMedium(quote.validUntil) : "-"}</Detail>
          {quote.sentAt ? <Detail label="Sent">{formatDateTime(quote.sentAt)}{quote.sentVia ? ` (${SEND_CHANNEL_LABELS[quote.sentVia].toLowerCase()})` : ""}</Detail> : null}
          {quote.respondedAt ? <Detail label={quote.status === "accepted" ? "Accepted" : "Declined"}>{answerWords(quote)}</Detail> : null}
          {quote.signedName && quote.respondedVia === "portal" ? <Detail label="Signed by">{quote.signedName}{quote.respondedIp ? ` (from ${quote.respondedIp})` : ""}</Detail> : null}
          {quote.acceptedTotalPence !== null ? <Detail label="Total Accepted">{formatPence(quote.acceptedTotalPence)}</Detail> : null}
          <DepositDetail quote={quote} />
          {quote.declineReason ? <Detail label="Reason Given">{quote.declineReason}</Detail> : null}
          {quote.jobId ? <DetailLink label="Job" to={`/admin/jobs/${quote.jobId}`} /> : null}
          {quote.invoiceId ? <DetailLink label="Invoice" to={`/admin/invoices/${quote.invoiceId}`} /> : null}
        </>
      }
      afterDetails={
        <>
          <DepositInvoices invoices={quote.depositInvoices} />
          <TextSection heading="Description" text={quote.description} />
          <TextSection heading="Terms" text={quote.terms} />
        </>
      }
      history={history}
      fieldLabels={FIELD_LABELS}
      valueLabels={{ serviceType: SERVICE_TYPE_LABELS }}
    />
  );
}
