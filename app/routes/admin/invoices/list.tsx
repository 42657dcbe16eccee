import type { Route } from "./+types/list";
import { TableCell } from "~/components/ui/table";
import { AdminDocumentList } from "~/features/documents/components/document-pages";
import { filteredListProps } from "~/features/reports/components/list-filter-form";
import { filteredHref } from "~/features/reports/list-filters";
import { filteredListLoader } from "~/features/reports/list-loader.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { formatDateMedium } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "Invoices | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return filteredListLoader(request, "invoices", listInvoices);
}

/** What is still owed on an invoice, then both its dates, each in its column. */
function InvoiceDates({ issueDate, dueDate, balancePence }: { issueDate: string; dueDate: string; balancePence: number }) {
  return (
    <>
      <TableCell label="Balance" className="whitespace-nowrap">{formatPence(balancePence)}</TableCell>
      <TableCell label="Issue Date" className="whitespace-nowrap">{formatDateMedium(issueDate)}</TableCell>
      <TableCell label="Due Date" className="whitespace-nowrap">{formatDateMedium(dueDate)}</TableCell>
    </>
  );
}

export default function InvoicesList({ loaderData }: Route.ComponentProps) {
  const columns = ["Invoice #", "Customer", "Total", "Status", "Balance", "Issue Date", "Due Date"];
  const query = filteredHref("", { q: loaderData.q, ...loaderData.filters });
  return (
    <div className="space-y-3">
      <AdminDocumentList noun="invoice" columns={columns} data={loaderData} exportCsv filtered={filteredListProps("invoices", "/admin/invoices", loaderData)} numberOf={(i) => i.invoiceNumber} badge={invoiceStatusBadge} after={InvoiceDates} />
      <nav aria-label="More exports of these invoices" className="flex flex-wrap gap-3 text-sm">
        <a className="underline" href={`/admin/invoices/payments.csv${query}`} download>
          Payments (CSV)
        </a>
        <a className="underline" href={`/admin/invoices/xero.csv${query}`} download>
          Xero import (CSV)
        </a>
        <a className="underline" href={`/admin/invoices/quickbooks.csv${query}`} download>
          QuickBooks Online import (CSV)
        </a>
      </nav>
    </div>
  );
}
