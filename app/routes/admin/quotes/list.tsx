import { Eye } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { AdminListPage } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/features/auth/guard.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { formatDateMedium, formatPence } from "~/lib/format";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "Quotes | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { q, page } = listParams(request.url);
  const result = await listQuotes({ q, page });
  return { q, ...result };
}

export default function QuotesList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageCount } = loaderData;
  return (
    <AdminListPage
      title="Quotes"
      pathname="/admin/quotes"
      noun="quotes"
      exportCsv={false}
      columns={["Quote #", "Customer", "Service", "Total", "Status", "Created"]}
      q={q}
      page={page}
      pageCount={pageCount}
      total={total}
      rowCount={rows.length}
    >
      {rows.map((quote) => (
        <TableRow key={quote.id}>
          <TableCell className="font-medium whitespace-nowrap">
            <Link to={`/admin/quotes/${quote.id}`} className="hover:underline">
              {quote.quoteNumber}
            </Link>
          </TableCell>
          <TableCell className="min-w-40">
            <Link to={`/admin/customers/${quote.customerId}`} className="hover:underline">
              {quote.customerName}
            </Link>
          </TableCell>
          <TableCell>{SERVICE_TYPE_LABELS[quote.serviceType]}</TableCell>
          <TableCell className="whitespace-nowrap">{formatPence(quote.totalPence)}</TableCell>
          <TableCell>
            <Badge variant={quoteStatusBadge(quote.status)} className="capitalize">
              {quote.status}
            </Badge>
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatDateMedium(quote.createdAt)}</TableCell>
          <TableCell>
            <div className="flex justify-end">
              <Button asChild variant="ghost" size="sm">
                <Link to={`/admin/quotes/${quote.id}`} aria-label={`View ${quote.quoteNumber}`}>
                  <Eye className="size-4" aria-hidden="true" />
                  View
                </Link>
              </Button>
            </div>
          </TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
