import { Eye } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { AdminListPage } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/features/auth/guard.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { formatDateMedium, formatPence } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "Invoices | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { q, page } = listParams(request.url);
  const result = await listInvoices({ q, page });
  return { q, ...result };
}

export default function InvoicesList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageCount } = loaderData;
  return (
    <AdminListPage
      title="Invoices"
      pathname="/admin/invoices"
      noun="invoices"
      exportCsv={false}
      columns={["Invoice #", "Customer", "Total", "Status", "Issue Date", "Due Date"]}
      q={q}
      page={page}
      pageCount={pageCount}
      total={total}
      rowCount={rows.length}
    >
      {rows.map((invoice) => (
        <TableRow key={invoice.id}>
          <TableCell className="font-medium whitespace-nowrap">
            <Link to={`/admin/invoices/${invoice.id}`} className="hover:underline">
              {invoice.invoiceNumber}
            </Link>
          </TableCell>
          <TableCell className="min-w-40">
            <Link to={`/admin/customers/${invoice.customerId}`} className="hover:underline">
              {invoice.customerName}
            </Link>
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatPence(invoice.totalPence)}</TableCell>
          <TableCell>
            <Badge variant={invoiceStatusBadge(invoice.status)} className="capitalize">
              {invoice.status}
            </Badge>
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatDateMedium(invoice.issueDate)}</TableCell>
          <TableCell className="whitespace-nowrap">{formatDateMedium(invoice.dueDate)}</TableCell>
          <TableCell>
            <div className="flex justify-end">
              <Button asChild variant="ghost" size="sm">
                <Link to={`/admin/invoices/${invoice.id}`} aria-label={`View ${invoice.invoiceNumber}`}>
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
