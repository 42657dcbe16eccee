import { data } from "react-router";
import type { Route } from "./+types/pay";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { payLinkView, startCardPayment } from "~/features/payments/card-payment.server";
import { CardPaymentPending, PayByCard } from "~/features/payments/components/pay-by-card";
import { useBusiness } from "~/lib/business";
import { DomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";

// The payment link of the invoice e-mail, /pay/:id?t=…: anyone holding it can pay the invoice's balance
// by card without signing in (the token is the invoice id signed with the application's secret). A
// wrong or missing token is "not found", as is an invoice that does not exist.

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Pay invoice ${data.invoice.invoiceNumber}` : "Pay an invoice" }, { name: "robots", content: "noindex" }];

/** A page for one invoice, reached with its secret link: never stored by the browser or on the way. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const cacheControl = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const invoice = await payLinkView({ invoiceId: params.id, token: url.searchParams.get("t") });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return data({ invoice, returnedFromCard: url.searchParams.get("paid") === "card" }, { headers: PRIVATE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "payByCard") return data({ cardError: "Unknown action.", checkoutUrl: null }, { status: 400 });
  try {
    const { url } = await startCardPayment({ actor: null, invoiceId: params.id, token: form.get("t") });
    return data({ cardError: null, checkoutUrl: url }, { headers: PRIVATE });
  } catch (err) {
    if (err instanceof DomainError) {
      if (err.code === "not_found") throw new Response("Not Found", { status: 404 });
      return data({ cardError: err.message, checkoutUrl: null }, { status: err.status, headers: PRIVATE });
    }
    throw err;
  }
}

export default function PayInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, returnedFromCard } = loaderData;
  const business = useBusiness();
  const paid = invoice.status === "paid";
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-muted px-4 py-12 sm:items-center">
      <div className="w-full max-w-lg space-y-4">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1>Invoice {invoice.invoiceNumber}</h1>
            </CardTitle>
            <CardDescription>{business.name}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            {paid ? (
              <p role="status">
                <strong>Paid in full.</strong> Thank you.
              </p>
            ) : invoice.status === "cancelled" ? (
              <p role="status">This invoice has been cancelled; nothing is owed on it.</p>
            ) : (
              <p>
                Balance to pay: <strong>{formatPence(invoice.balancePence)}</strong>
              </p>
            )}
            {returnedFromCard && !paid ? <CardPaymentPending /> : null}
            {actionData?.cardError && !invoice.canPay ? (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3">
                {actionData.cardError}
              </p>
            ) : null}
            <p className="text-muted-foreground">
              Questions? Call us on{" "}
              <a href={business.phoneHref} className="text-primary underline">
                {business.phone}
              </a>
              .
            </p>
          </CardContent>
        </Card>
        {invoice.canPay ? <PayByCard balancePence={invoice.balancePence} token={invoice.token} error={actionData?.cardError} checkoutUrl={actionData?.checkoutUrl} /> : null}
      </div>
    </main>
  );
}
