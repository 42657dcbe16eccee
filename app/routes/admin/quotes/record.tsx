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
  getQuote,
  quoteKind,
  sendQuote,
} from "~/features/quotes/quotes.server";
import { DepositDetail, DepositInvoices } from "~/features/quotes/components/quote-deposit";
import { formatDateMedium, formatDateTime } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.document.quoteNumber ?? "Quote"} | Quotes | Admin` }];

export const loader = ({ request, params }: Route.LoaderArgs) => documentRecordLoader(request, params.id, quoteKind, getQuote);

const INTENTS = ["send", "accept", "decline", "convertToJob", "convertToInvoice", "duplicate", "delete"] as const;

export function action({ request, params }: Route.ActionArgs) {
  return documentRecordAction(request, params.id, quoteKind, INTENTS, { send: sendQuote, duplicate: duplicateQuote, remove: deleteQuote }, {
    accept: ({ actor, id, back }) =>
      runDocumentAction({ run: () => acceptQuote({ actor, id }), backUrl: back, failedTitle: "Failed to mark quote accepted", success: () => ({ title: "Quote marked accepted" }) }),
    decline: ({ actor, id, formData, back }) =>
      runDocumentAction({ run: () => declineQuote({ actor, id, input: { reason: formData.get("reason") } }), backUrl: back, failedTitle: "Failed to mark quote declined", success: () => ({ title: "Quote marked declined" }) }),
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
  const { document: quote } = useLoaderData<typeof loader>();
  const can = (a: (typeof quote.actions)[number]) => quote.actions.includes(a);
  return (
    <div className="flex flex-wrap gap-2">
      <CommonDocumentActions id={quote.id} basePath="/admin/quotes" number={quote.quoteNumber} canEdit={can("edit")} canDelete={can("delete")} noun="quote" canSend={can("send")} canResend={can("resend")} />
      {can("accept") ? <IntentButton intent="accept" label="Mark Accepted" /> : null}
      {can("decline") ? <IntentButton intent="decline" label="Mark Declined" /> : null}
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
  const via = quote.respondedVia === "portal" ? "by the customer in the portal" : quote.respondedVia === "staff" ? "by staff on the customer's behalf" : null;
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
          {quote.sentAt ? <Detail label="Sent">{formatDateTime(quote.sentAt)}</Detail> : null}
          {quote.respondedAt ? (
            <Detail label={quote.status === "accepted" ? "Accepted" : "Declined"}>
              {formatDateTime(quote.respondedAt)} {via}
            </Detail>
          ) : null}
          {quote.signedName ? <Detail label="Signed by">{quote.signedName}{quote.respondedIp ? ` (from ${quote.respondedIp})` : ""}</Detail> : null}
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
