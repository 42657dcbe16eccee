import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/invoices";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listInvoices } from "~/features/invoices/invoices.server";
import { PortalListPage } from "~/features/portal/components/portal-list";
import { requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, formatPence, humanise } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "My Invoices" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const { page } = listParams(request.url);
  // The invoices module answers with this customer's invoices only, drafts left out, newest first.
  return listInvoices({ actor, page });
}

export default function MyInvoices({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total } = loaderData;
  return (
    <PortalListPage title="My Invoices" pathname="/customer/invoices" noun="invoices" page={page} pageCount={pageCount} total={total}>
      {rows.map((invoice) => {
        const unpaid = invoice.status === "sent" || invoice.status === "overdue";
        return (
          <li key={invoice.id}>
            <Card role="group" aria-label={`Invoice ${invoice.invoiceNumber}`}>
              <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                <CardTitle asChild>
                  <h2 className="text-lg">{invoice.invoiceNumber}</h2>
                </CardTitle>
                <Badge variant={invoiceStatusBadge(invoice.status)} className="capitalize">
                  {humanise(invoice.status)}
                </Badge>
              </CardHeader>
              <CardContent className="flex flex-wrap items-end justify-between gap-3 text-sm">
                <dl className="space-y-1">
                  <div className="flex gap-2">
                    <dt className="text-muted-foreground">Total</dt>
                    <dd className="font-semibold">{formatPence(invoice.totalPence)}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-muted-foreground">Issued</dt>
                    <dd>{formatDateLong(invoice.issueDate)}</dd>
                  </div>
                  {unpaid ? (
                    <div className="flex gap-2">
                      <dt className="text-muted-foreground">Due</dt>
                      <dd>{formatDateLong(invoice.dueDate)}</dd>
                    </div>
                  ) : null}
                </dl>
                <Link to={`/customer/invoices/${invoice.id}`} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
                  {unpaid ? "View and pay" : "View invoice"}
                  <span className="sr-only"> {invoice.invoiceNumber}</span>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </PortalListPage>
  );
}
