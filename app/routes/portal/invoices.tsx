import type { Route } from "./+types/invoices";
import { PortalDocumentList } from "~/features/documents/components/document-pages";
import { portalListLoader } from "~/features/documents/document-routes.server";
import { isUnpaid } from "~/features/invoices/invoice-status";
import { listInvoices } from "~/features/invoices/invoices.server";
import { ListFigure } from "~/features/portal/components/portal-list";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";

export const meta: Route.MetaFunction = () => [{ title: "My Invoices" }, { name: "robots", content: "noindex" }];

// The invoices module answers with this customer's invoices only, drafts left out, newest first.
export const loader = ({ request }: Route.LoaderArgs) => portalListLoader(request, listInvoices);

const linkText = (invoice: { status: Parameters<typeof isUnpaid>[0] }) => (isUnpaid(invoice.status) ? "View and pay" : "View invoice");

export default function MyInvoices({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="mb-4 text-sm">
        <a className="font-medium text-primary underline underline-offset-4" href="/customer/statement.pdf">
          Download your statement of account (PDF)
        </a>
      </p>
      <PortalDocumentList noun="invoice" data={loaderData} numberOf={(invoice) => invoice.invoiceNumber} badge={invoiceStatusBadge} linkText={linkText}>
      {(invoice) => (
        <>
          <ListFigure term="Total" strong>
            {formatPence(invoice.totalPence)}
          </ListFigure>
          {isUnpaid(invoice.status) ? <ListFigure term="Balance due">{formatPence(invoice.balancePence)}</ListFigure> : null}
          <ListFigure term="Issued">{formatDateLong(invoice.issueDate)}</ListFigure>
          {isUnpaid(invoice.status) ? <ListFigure term="Due">{formatDateLong(invoice.dueDate)}</ListFigure> : null}
        </>
      )}
    </PortalDocumentList>
    </>
  );
}
