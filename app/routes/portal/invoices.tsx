import type { Route } from "./+types/invoices";
import { PAYMENT_METHOD_LABELS } from "~/features/invoices/invoices.schema";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listMyInvoices, requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, formatPence, humanise } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";
import { DetailRow } from "~/components/document-lines";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: "My Invoices" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  try {
    return { invoices: await listMyInvoices({ customerId: customer.customerId }) };
  } catch (err) {
    log.error({ err }, "portal invoices failed");
    return { invoices: [] };
  }
}

export default function MyInvoices({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">My Invoices</h1>
      {loaderData.invoices.length === 0 ? (
        <p className="text-muted-foreground">No invoices found</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.invoices.map((invoice) => (
            <li key={invoice.id} id={`invoice-${invoice.id}`} className="scroll-mt-4">
              <Card>
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <CardTitle asChild>
                    <h2 className="text-lg">{invoice.invoiceNumber}</h2>
                  </CardTitle>
                  <Badge variant={invoiceStatusBadge(invoice.status)} className="capitalize">
                    {humanise(invoice.status)}
                  </Badge>
                </CardHeader>
                <CardContent className="text-sm">
                  <dl className="max-w-md space-y-1">
                    <DetailRow label="Subtotal" value={formatPence(invoice.subtotalPence)} />
                    <DetailRow label="VAT" value={formatPence(invoice.vatAmountPence)} />
                    <DetailRow label="Total" value={formatPence(invoice.totalPence)} />
                    <DetailRow label="Issue date" value={formatDateLong(invoice.issueDate)} />
                    <DetailRow label="Due date" value={formatDateLong(invoice.dueDate)} />
                    {invoice.paidDate ? <DetailRow label="Paid" value={formatDateLong(invoice.paidDate)} /> : null}
                    {invoice.paymentMethod ? <DetailRow label="Payment method" value={PAYMENT_METHOD_LABELS[invoice.paymentMethod]} /> : null}
                  </dl>
                  {invoice.notes ? <p className="mt-3 whitespace-pre-line">{invoice.notes}</p> : null}
                  <a href={`/customer/invoices/${invoice.id}/pdf`} className="mt-3 inline-block text-primary underline" download aria-label={`Download PDF of ${invoice.invoiceNumber}`}>
                    Download PDF
                  </a>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
