import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { listAuditEntries } from "~/features/audit/audit.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { getQuote } from "~/features/quotes/quotes.server";
import { formatDateMedium, formatDateTime } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.quote.quoteNumber ?? "Quote"} | Quotes | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const quote = await getQuote({ actor, id: params.id });
  if (!quote) throw new Response("Not Found", { status: 404 });
  const history = await listAuditEntries("quote", quote.id);
  return { quote, history };
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
  sentAt: "Sent",
  respondedAt: "Responded",
};

export default function QuoteRecord({ loaderData }: Route.ComponentProps) {
  const { quote, history } = loaderData;
  return (
    <DocumentRecord
      backTo="/admin/quotes"
      backLabel="Back to quotes"
      title={`Quote ${quote.quoteNumber}`}
      badgeVariant={quoteStatusBadge(quote.status)}
      detailsTitle="Quote Details"
      detailsClassName="space-y-4"
      record={quote}
      details={
        <>
          <Detail label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</Detail>
          <Detail label="Created">{formatDateMedium(quote.createdAt)}</Detail>
          <Detail label="Valid Until">{quote.validUntil ? formatDateMedium(quote.validUntil) : "-"}</Detail>
          {quote.sentAt ? <Detail label="Sent">{formatDateTime(quote.sentAt)}</Detail> : null}
          {quote.respondedAt ? <Detail label="Responded">{formatDateTime(quote.respondedAt)}</Detail> : null}
        </>
      }
      afterDetails={
        quote.description ? (
          <div>
            <h3 className="text-sm text-muted-foreground">Description</h3>
            <p className="whitespace-pre-line">{quote.description}</p>
          </div>
        ) : null
      }
      history={history}
      fieldLabels={FIELD_LABELS}
      valueLabels={{ serviceType: SERVICE_TYPE_LABELS }}
    />
  );
}
