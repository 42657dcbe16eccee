import { data } from "react-router";
import type { Route } from "./+types/invoice";
import { siteLine } from "~/lib/addresses";
import { Detail, DocumentLinesOf, TextCard } from "~/components/document-lines";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { invoicePortalView } from "~/features/invoices/invoices.server";
import { InvoiceCreditNotes } from "~/features/credit-notes/components/invoice-credit-notes";
import { invoiceCredits } from "~/features/credit-notes/invoice-credits.server";
import { InvoiceBalance } from "~/features/invoices/components/invoice-deposits";
import { PortalDocumentHeader } from "~/features/documents/components/document-pages";
import { PortalPayments } from "~/features/payments/components/portal-payments";
import { DownloadPdf } from "~/features/portal/components/portal-list";
import { requireCustomer } from "~/features/portal/portal.server";
import { canPayByCard, startCardPayment } from "~/features/payments/card-payment.server";
import { CardPaymentPending, PayByCard } from "~/features/payments/components/pay-by-card";
import { DomainError } from "~/lib/domain-error";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { invoiceStatusBadge } from "~/lib/labels";
import { useBusiness } from "~/lib/business";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Invoice ${data.invoice.invoiceNumber}` : "Invoice" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The invoices module answers only with this customer's own invoice (never a draft), as they may see it.
  const view = await invoicePortalView({ actor, id: params.id });
  if (!view) throw new Response("Not Found", { status: 404 });
  const returnedFromCard = new URL(request.url).searchParams.get("paid") === "card";
  return { ...view, payByCard: canPayByCard(view.invoice), returnedFromCard, credits: await invoiceCredits(actor, view.invoice.id) };
}

/** Pay by card: on to Stripe's payment page for the balance, or the refusal (4xx) on this page. */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  // Another customer's invoice (or none) is not found, whatever was asked of it.
  if (!(await invoicePortalView({ actor, id: params.id }))) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  if (form.get("intent") !== "payByCard") return data({ cardError: "Unknown action.", checkoutUrl: null }, { status: 400 });
  try {
    const { url } = await startCardPayment({ actor, invoiceId: params.id });
    return { cardError: null, checkoutUrl: url };
  } catch (err) {
    if (err instanceof DomainError) {
      if (err.code === "not_found") throw new Response("Not Found", { status: 404 });
      return data({ cardError: err.message, checkoutUrl: null }, { status: err.status });
    }
    throw err;
  }
}

/** How to pay: a bank transfer with the invoice number as the reference (paying by card online, when it is set up, is offered above it). */
function HowToPay({ pay, totalPence }: { pay: NonNullable<Route.ComponentProps["loaderData"]["pay"]>; totalPence: number }) {
  const business = useBusiness();
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle asChild>
          <h2>How to pay</h2>
        </CardTitle>
        <CardDescription>
          Please pay <strong className="text-foreground">{formatPence(totalPence)}</strong> by bank transfer, quoting the reference below so that we can match your
          payment.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2" aria-label="Bank details">
          <Detail label="Account name">{pay.accountName}</Detail>
          <Detail label="Bank">{pay.bankName}</Detail>
          <Detail label="Sort code">{pay.sortCode}</Detail>
          <Detail label="Account number">{pay.accountNumber}</Detail>
          <Detail label="Reference">{pay.reference}</Detail>
          <Detail label="Amount">{formatPence(totalPence)}</Detail>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          You can also pay by card, cash or cheque when we visit, or call us on{" "}
          <a href={business.phoneHref} className="text-primary underline">
            {business.phone}
          </a>
          .
        </p>
      </CardContent>
    </Card>
  );
}

export default function PortalInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, pay, payments, payByCard, returnedFromCard, credits } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PortalDocumentHeader noun="invoice" number={invoice.invoiceNumber} status={invoice.status} badge={invoiceStatusBadge(invoice.status)} />
      {invoice.status === "paid" ? (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-4 text-sm">
          <strong>Paid{invoice.paidDate ? ` on ${formatDateLong(invoice.paidDate)}` : ""}</strong>
. Thank you.
        </p>
      ) : null}
      {returnedFromCard && invoice.status !== "paid" ? <CardPaymentPending /> : null}
      {invoice.status === "overdue" ? (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <strong>This invoice was due on {formatDateLong(invoice.dueDate)}.</strong> Please pay it as soon as you can.
        </p>
      ) : null}
      {invoice.status === "cancelled" ? (
        <p role="status" className="rounded-md border p-4 text-sm">
          <strong>This invoice has been cancelled.</strong> Nothing is owed on it.
        </p>
      ) : null}
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Issue date">{formatDateLong(invoice.issueDate)}</Detail>
            <Detail label="Due date">{formatDateLong(invoice.dueDate)}</Detail>
            {invoice.paidDate ? <Detail label="Paid">{formatDateLong(invoice.paidDate)}</Detail> : null}
            {invoice.status !== "cancelled" ? <Detail label="Balance due">{formatPence(invoice.balancePence)}</Detail> : null}
            <Detail label="Billed to">
              {invoice.customerName}, {invoice.customerAddress}
              {invoice.customerPostcode ? `, ${invoice.customerPostcode}` : ""}
            </Detail>
            <Detail label="Site">{siteLine({ label: invoice.siteLabel, address: invoice.siteAddress, postcode: invoice.sitePostcode })}</Detail>
          </dl>
          <DownloadPdf href={`/customer/invoices/${invoice.id}/pdf`} number={invoice.invoiceNumber} />
          <div className="mt-4 space-y-4">
            <InvoiceBalance invoice={invoice} deductions={credits.deductions} />
            <InvoiceCreditNotes notes={credits.creditNotes} portal />
          </div>
        </CardContent>
      </Card>
      <PortalPayments invoiceId={invoice.id} payments={payments} balancePence={invoice.balancePence} />
      {payByCard ? (
        <PayByCard balancePence={invoice.balancePence} error={actionData?.cardError} checkoutUrl={actionData?.checkoutUrl} />
      ) : actionData?.cardError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          {actionData.cardError}
        </p>
      ) : null}
      {pay ? <HowToPay pay={pay} totalPence={invoice.balancePence} /> : null}
      <DocumentLinesOf document={invoice} />
      <TextCard title="Notes" text={invoice.notes} />
    </div>
  );
}
