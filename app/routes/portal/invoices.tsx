import type { Route } from "./+types/invoices";
import { isUnpaid } from "~/features/invoices/invoice-status";
import { listInvoices } from "~/features/invoices/invoices.server";
import { PortalDocumentList } from "~/features/documents/components/document-pages";
import { portalListLoader } from "~/features/documents/document-routes.server";
import { DocumentListItem, ListFigure } from "~/features/portal/components/portal-list";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "My Invoices" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  // The invoices module answers with this customer's invoices only, drafts left out, newest first.
  return portalListLoader(request, listInvoices);
}

export default function MyInvoices({ loaderData }: Route.ComponentProps) {
  return (
    <PortalDocumentList noun="invoice" data={loaderData}>
      {loaderData.rows.map((invoice) => {
        const unpaid = isUnpaid(invoice.status);
        return (
          <DocumentListItem
            key={invoice.id}
            kind="Invoice"
            number={invoice.invoiceNumber}
            status={invoice.status}
            badgeVariant={invoiceStatusBadge(invoice.status)}
            href={`/customer/invoices/${invoice.id}`}
            linkText={unpaid ? "View and pay" : "View invoice"}
          >
            <ListFigure term="Total" strong>
              {formatPence(invoice.totalPence)}
            </ListFigure>
            <ListFigure term="Issued">{formatDateLong(invoice.issueDate)}</ListFigure>
            {unpaid ? <ListFigure term="Due">{formatDateLong(invoice.dueDate)}</ListFigure> : null}
          </DocumentListItem>
        );
      })}
    </PortalDocumentList>
  );
}
