import type { Route } from "./+types/invoices";
import { listInvoices } from "~/features/invoices/invoices.server";
import { DocumentListItem, ListFigure, PortalListPage } from "~/features/portal/components/portal-list";
import { requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, formatPence } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "My Invoices" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The invoices module answers with this customer's invoices only, drafts left out, newest first.
  return listInvoices({ actor, page: listParams(request.url).page });
}

export default function MyInvoices({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total } = loaderData;
  return (
    <PortalListPage title="My Invoices" pathname="/customer/invoices" noun="invoices" page={page} pageCount={pageCount} total={total}>
      {rows.map((invoice) => {
        const unpaid = invoice.status === "sent" || invoice.status === "overdue";
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
    </PortalListPage>
  );
}
