import type { Route } from "./+types/list";
import { TableCell } from "~/components/ui/table";
import { AdminDocumentList } from "~/features/documents/components/document-pages";
import { filteredListProps } from "~/features/reports/components/list-filter-form";
import { filteredListLoader } from "~/features/reports/list-loader.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { formatDateMedium } from "~/lib/business-day";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "Quotes | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return filteredListLoader(request, "quotes", listQuotes);
}

export default function QuotesList({ loaderData }: Route.ComponentProps) {
  return (
    <AdminDocumentList
      noun="quote"
      columns={["Quote #", "Customer", "Service", "Total", "Status", "Created"]}
      data={loaderData}
      exportCsv
      filtered={filteredListProps("quotes", "/admin/quotes", loaderData)}
      numberOf={(quote) => quote.quoteNumber}
      badge={quoteStatusBadge}
      before={(quote) => <TableCell label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</TableCell>}
      after={(quote) => <TableCell label="Created" className="whitespace-nowrap">{formatDateMedium(quote.createdAt)}</TableCell>}
    />
  );
}
