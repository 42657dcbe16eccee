import { Link } from "react-router";
import type { Route } from "./+types/record";
import { BackHeader } from "~/components/back-header";
import { Detail, DocumentLines } from "~/components/document-lines";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/features/audit/components/audit-history";
import { requireAdmin } from "~/features/auth/guard.server";
import { getQuote } from "~/features/quotes/quotes.server";
import { formatDateMedium, formatDateTime } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.quote.quoteNumber ?? "Quote"} | Quotes | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const quote = await getQuote({ id: params.id });
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
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/quotes" backLabel="Back to quotes" title={`Quote ${quote.quoteNumber}`}>
        <Badge variant={quoteStatusBadge(quote.status)} className="capitalize">
          {quote.status}
        </Badge>
      </BackHeader>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Quote Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Customer">
              <Link to={`/admin/customers/${quote.customerId}`} className="text-primary underline">
                {quote.customerName}
              </Link>
            </Detail>
            <Detail label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</Detail>
            <Detail label="Created">{formatDateMedium(quote.createdAt)}</Detail>
            <Detail label="Valid Until">{quote.validUntil ? formatDateMedium(quote.validUntil) : "-"}</Detail>
            {quote.sentAt ? <Detail label="Sent">{formatDateTime(quote.sentAt)}</Detail> : null}
            {quote.respondedAt ? <Detail label="Responded">{formatDateTime(quote.respondedAt)}</Detail> : null}
          </dl>
          {quote.description ? (
            <div>
              <h3 className="text-sm text-muted-foreground">Description</h3>
              <p className="whitespace-pre-line">{quote.description}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <DocumentLines
        items={quote.items}
        subtotalPence={quote.subtotalPence}
        vatRateBp={quote.vatRateBp}
        vatAmountPence={quote.vatAmountPence}
        totalPence={quote.totalPence}
      />
      {quote.notes ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Notes</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line">{quote.notes}</p>
          </CardContent>
        </Card>
      ) : null}
      <AuditHistory
        entries={history}
        fieldLabels={FIELD_LABELS}
        valueLabels={{
          customerId: { [quote.customerId]: quote.customerName },
          serviceType: SERVICE_TYPE_LABELS,
        }}
      />
    </div>
  );
}
