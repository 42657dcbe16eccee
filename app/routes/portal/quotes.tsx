import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/quotes";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { PortalListPage } from "~/features/portal/components/portal-list";
import { requireCustomer } from "~/features/portal/portal.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { formatDateLong, formatPence, humanise } from "~/lib/format";
import { listParams } from "~/lib/paging";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "My Quotes" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const { page } = listParams(request.url);
  // The quotes module answers with this customer's quotes only, drafts left out, newest first.
  return listQuotes({ actor, page });
}

export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total } = loaderData;
  return (
    <PortalListPage title="My Quotes" pathname="/customer/quotes" noun="quotes" page={page} pageCount={pageCount} total={total}>
      {rows.map((quote) => (
        <li key={quote.id}>
          <Card role="group" aria-label={`Quote ${quote.quoteNumber}`}>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <CardTitle asChild>
                <h2 className="text-lg">{quote.quoteNumber}</h2>
              </CardTitle>
              <Badge variant={quoteStatusBadge(quote.status)} className="capitalize">
                {humanise(quote.status)}
              </Badge>
            </CardHeader>
            <CardContent className="flex flex-wrap items-end justify-between gap-3 text-sm">
              <dl className="space-y-1">
                <div>
                  <dt className="sr-only">Service</dt>
                  <dd>{SERVICE_TYPE_LABELS[quote.serviceType]}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted-foreground">Total</dt>
                  <dd className="font-semibold">{formatPence(quote.totalPence)}</dd>
                </div>
                {quote.validUntil ? (
                  <div className="flex gap-2">
                    <dt className="text-muted-foreground">Valid until</dt>
                    <dd>{formatDateLong(quote.validUntil)}</dd>
                  </div>
                ) : null}
              </dl>
              <Link to={`/customer/quotes/${quote.id}`} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
                {quote.status === "sent" ? "Review and answer" : "View quote"}
                <span className="sr-only"> {quote.quoteNumber}</span>
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </PortalListPage>
  );
}
