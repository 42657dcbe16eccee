import type { Route } from "./+types/list";
import { TableCell } from "~/components/ui/table";
import { AdminDocumentList } from "~/features/documents/components/document-pages";
import { adminListLoader } from "~/features/documents/document-routes.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { formatDateMedium } from "~/lib/business-day";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "Invoices | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return adminListLoader(request, listInvoices);
}

/** Both dates of an invoice, each in its column. */
function InvoiceDates({ issueDate, dueDate }: { issueDate: string; dueDate: string }) {
  return (
    <>
      <TableCell label="Issue Date" className="whitespace-nowrap">{formatDateMedium(issueDate)}</TableCell>
      <TableCell label="Due Date" className="whitespace-nowrap">{formatDateMedium(dueDate)}</TableCell>
    </>
  );
}

export default function InvoicesList({ loaderData }: Route.ComponentProps) {
  const columns = ["Invoice #", "Customer", "Total", "Status", "Issue Date", "Due Date"];
  return <AdminDocumentList noun="invoice" columns={columns} data={loaderData} numberOf={(i) => i.invoiceNumber} badge={invoiceStatusBadge} after={InvoiceDates} />;
}
