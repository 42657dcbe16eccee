import type { Route } from "./+types/list";
import { AdminListPage } from "~/components/admin-list";
import { DocumentRow } from "~/components/document-row";
import { TableCell } from "~/components/ui/table";
import { requireAdmin } from "~/features/auth/guard.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { formatDateMedium } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "Quotes | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const { q, page } = listParams(request.url);
  const result = await listQuotes({ actor, q, page });
  return { q, ...result };
}

export default function QuotesList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, totalExact, page, pageCount } = loaderData;
  return (
    <AdminListPage
      title="Quotes"
      pathname="/admin/quotes"
      noun="quotes"
      exportCsv={false}
      addLabel="Create Quote"
      columns={["Quote #", "Customer", "Service", "Total", "Status", "Created"]}
      q={q}
      page={page}
      pageCount={pageCount}
      total={total}
      totalExact={totalExact}
      rowCount={rows.length}
    >
      {rows.map((quote) => (
        <DocumentRow
          key={quote.id}
          href={`/admin/quotes/${quote.id}`}
          number={quote.quoteNumber}
          customerId={quote.customerId}
          customerName={quote.customerName}
          totalPence={quote.totalPence}
          status={quote.status}
          badgeVariant={quoteStatusBadge(quote.status)}
          before={<TableCell label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</TableCell>}
        >
          <TableCell label="Created" className="whitespace-nowrap">{formatDateMedium(quote.createdAt)}</TableCell>
        </DocumentRow>
      ))}
    </AdminListPage>
  );
}
