import type { Route } from "./+types/quotes";
import { DocumentListItem, ListFigure, PortalListPage } from "~/features/portal/components/portal-list";
import { requireCustomer } from "~/features/portal/portal.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { formatDateLong, formatPence } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "My Quotes" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The quotes module answers with this customer's quotes only, drafts left out, newest first.
  return listQuotes({ actor, page: listParams(request.url).page });
}

export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total } = loaderData;
  return (
    <PortalListPage title="My Quotes" pathname="/customer/quotes" noun="quotes" page={page} pageCount={pageCount} total={total}>
      {rows.map((quote) => (
        <DocumentListItem
          key={quote.id}
          kind="Quote"
          number={quote.quoteNumber}
          status={quote.status}
          badgeVariant={quoteStatusBadge(quote.status)}
          href={`/customer/quotes/${quote.id}`}
          linkText={quote.status === "sent" ? "Review and answer" : "View quote"}
        >
          <div>
            <dt className="sr-only">Service</dt>
            <dd>{SERVICE_TYPE_LABELS[quote.serviceType]}</dd>
          </div>
          <ListFigure term="Total" strong>
            {formatPence(quote.totalPence)}
          </ListFigure>
          {quote.validUntil ? <ListFigure term="Valid until">{formatDateLong(quote.validUntil)}</ListFigure> : null}
        </DocumentListItem>
      ))}
    </PortalListPage>
  );
}
