import type { Route } from "./+types/list";
import { AdminListPage } from "~/components/admin-list";
import { DocumentRow } from "~/components/document-row";
import { TableCell } from "~/components/ui/table";
import { requireAdmin } from "~/features/auth/guard.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { formatDateMedium } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "Invoices | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const { q, page } = listParams(request.url);
  const result = await listInvoices({ actor, q, page });
  return { q, ...result };
}

export default function InvoicesList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, totalExact, page, pageCount } = loaderData;
  return (
    <AdminListPage
      title="Invoices"
      pathname="/admin/invoices"
      noun="invoices"
      exportCsv={false}
      addLabel="Create Invoice"
      columns={["Invoice #", "Customer", "Total", "Status", "Issue Date", "Due Date"]}
      q={q}
      page={page}
      pageCount={pageCount}
      total={total}
      totalExact={totalExact}
      rowCount={rows.length}
    >
      {rows.map((invoice) => (
        <DocumentRow
          key={invoice.id}
          href={`/admin/invoices/${invoice.id}`}
          number={invoice.invoiceNumber}
          customerId={invoice.customerId}
          customerName={invoice.customerName}
          totalPence={invoice.totalPence}
          status={invoice.status}
          badgeVariant={invoiceStatusBadge(invoice.status)}
        >
          <TableCell label="Issue Date" className="whitespace-nowrap">{formatDateMedium(invoice.issueDate)}</TableCell>
          <TableCell label="Due Date" className="whitespace-nowrap">{formatDateMedium(invoice.dueDate)}</TableCell>
        </DocumentRow>
      ))}
    </AdminListPage>
  );
}
