import { useLoaderData } from "react-router";
import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { listAuditEntries } from "~/features/audit/audit.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { CommonDocumentActions, IntentButton } from "~/features/documents/components/document-actions";
import { DetailLink } from "~/features/documents/components/document-pages";
import { readIntent, runDocumentAction } from "~/features/documents/document-actions.server";
import {
  acceptQuote,
  convertQuoteToInvoice,
  convertQuoteToJob,
  declineQuote,
  deleteQuote,
  duplicateQuote,
  getQuote,
  sendQuote,
} from "~/features/quotes/quotes.server";
import { formatDateMedium, formatDateTime } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.quote.quoteNumber ?? "Quote"} | Quotes | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const quote = await getQuote({ actor, id: params.id });
  if (!quote) throw new Response("Not Found", { status: 404 });
  const history = await listAuditEntries("quote", quote.id);
  return { quote, history };
}

const INTENTS = ["send", "accept", "decline", "convertToJob", "convertToInvoice", "duplicate", "delete"] as const;

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const formData = await request.formData();
  const intent = readIntent(formData, INTENTS);
  const id = params.id;
  const back = `/admin/quotes/${id}`;
  switch (intent) {
    case "send":
      return runDocumentAction({ run: () => sendQuote({ actor, id }), backUrl: back, failedTitle: "Failed to send quote", success: (q) => ({ title: `Quote ${q.quoteNumber} sent` }) });
    case "accept":
      return runDocumentAction({ run: () => acceptQuote({ actor, id }), backUrl: back, failedTitle: "Failed to mark quote accepted", success: () => ({ title: "Quote marked accepted" }) });
    case "decline":
      return runDocumentAction({
        run: () => declineQuote({ actor, id, input: { reason: formData.get("reason") } }),
        backUrl: back,
        failedTitle: "Failed to mark quote declined",
        success: () => ({ title: "Quote marked declined" }),
      });
    case "convertToJob":
      return runDocumentAction({ run: () => convertQuoteToJob({ actor, id }), backUrl: back, failedTitle: "Failed to create job", success: (job) => ({ url: `/admin/jobs/${job.id}`, title: "Job created from quote" }) });
    case "convertToInvoice":
      return runDocumentAction({
        run: () => convertQuoteToInvoice({ actor, id }),
        backUrl: back,
        failedTitle: "Failed to create invoice",
        success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: `Invoice ${invoice.invoiceNumber} created from quote` }),
      });
    case "duplicate":
      return runDocumentAction({ run: () => duplicateQuote({ actor, id }), backUrl: back, failedTitle: "Failed to duplicate quote", success: (q) => ({ url: `/admin/quotes/${q.id}`, title: `Quote ${q.quoteNumber} created as a copy` }) });
    case "delete":
      return runDocumentAction({ run: () => deleteQuote({ actor, id }), backUrl: back, failedTitle: "Failed to delete quote", success: () => ({ url: "/admin/quotes", title: "Quote deleted successfully" }) });
  }
}

const FIELD_LABELS: Record<string, string> = {
  customerId: "Customer",
  serviceType: "Service",
  description: "Description",
  vatRateBp: "VAT Rate (basis points)",
  subtotalPence: "Subtotal (pence)",
  vatAmountPence: "VAT (pence)",
  totalPence: "Total (pence)",
  status: "Status",
  validUntil: "Valid Until",
  notes: "Notes",
  terms: "Terms",
  sentAt: "Sent",
  respondedAt: "Responded",
};

function QuoteActions() {
  const { quote } = useLoaderData<typeof loader>();
  const can = (a: (typeof quote.actions)[number]) => quote.actions.includes(a);
  return (
    <div className="flex flex-wrap gap-2">
      <CommonDocumentActions id={quote.id} basePath="/admin/quotes" number={quote.quoteNumber} canEdit={can("edit")} canDelete={can("delete")} noun="quote" />
      {can("send") ? <IntentButton intent="send" label="Send to Customer" variant="default" /> : null}
      {can("resend") ? <IntentButton intent="send" label="Send Again" /> : null}
      {can("accept") ? <IntentButton intent="accept" label="Mark Accepted" /> : null}
      {can("decline") ? <IntentButton intent="decline" label="Mark Declined" /> : null}
      {can("convertToJob") ? <IntentButton intent="convertToJob" label="Create Job" /> : null}
      {can("convertToInvoice") ? <IntentButton intent="convertToInvoice" label="Create Invoice" variant="default" /> : null}
      {can("duplicate") ? <IntentButton intent="duplicate" label="Duplicate" /> : null}
    </div>
  );
}

export default function QuoteRecord({ loaderData }: Route.ComponentProps) {
  const { quote, history } = loaderData;
  const via = quote.respondedVia === "portal" ? "by the customer in the portal" : quote.respondedVia === "staff" ? "by staff on the customer's behalf" : null;
  return (
    <DocumentRecord
      backTo="/admin/quotes"
      backLabel="Back to quotes"
      title={`Quote ${quote.quoteNumber}`}
      badgeVariant={quoteStatusBadge(quote.status)}
      detailsTitle="Quote Details"
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
          {quote.declineReason ? <Detail label="Reason Given">{quote.declineReason}</Detail> : null}
          {quote.jobId ? <DetailLink label="Job" to={`/admin/jobs/${quote.jobId}`} /> : null}
          {quote.invoiceId ? <DetailLink label="Invoice" to={`/admin/invoices/${quote.invoiceId}`} /> : null}
        </>
      }
      afterDetails={
        <>
          {quote.description ? (
            <div>
              <h3 className="text-sm text-muted-foreground">Description</h3>
              <p className="whitespace-pre-line">{quote.description}</p>
            </div>
          ) : null}
          {quote.terms ? (
            <div>
              <h3 className="text-sm text-muted-foreground">Terms</h3>
              <p className="whitespace-pre-line">{quote.terms}</p>
            </div>
          ) : null}
        </>
      }
      history={history}
      fieldLabels={FIELD_LABELS}
      valueLabels={{ serviceType: SERVICE_TYPE_LABELS }}
    />
  );
}
