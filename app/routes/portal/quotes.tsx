import type { Route } from "./+types/quotes";
import { PortalDocumentList } from "~/features/documents/components/document-pages";
import { portalListLoader } from "~/features/documents/document-routes.server";
import { ListFigure } from "~/features/portal/components/portal-list";
import { listQuotes } from "~/features/quotes/quotes.server";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "My Quotes" }, { name: "robots", content: "noindex" }];

// The quotes module answers with this customer's quotes only, drafts left out, newest first.
export const loader = ({ request }: Route.LoaderArgs) => portalListLoader(request, listQuotes);

const linkText = (quote: { status: string }) => (quote.status === "sent" ? "Review and answer" : "View quote");

export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  return (
    <PortalDocumentList noun="quote" data={loaderData} numberOf={(quote) => quote.quoteNumber} badge={quoteStatusBadge} linkText={linkText}>
      {(quote) => (
        <>
          <div>
            <dt className="sr-only">Service</dt>
            <dd>{SERVICE_TYPE_LABELS[quote.serviceType]}</dd>
          </div>
          <ListFigure term="Total" strong>
            {formatPence(quote.totalPence)}
          </ListFigure>
          {quote.validUntil ? <ListFigure term="Valid until">{formatDateLong(quote.validUntil)}</ListFigure> : null}
        </>
      )}
    </PortalDocumentList>
  );
}
