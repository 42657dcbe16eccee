import { useEffect } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/quotes";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { acceptQuoteSchema } from "~/features/portal/portal.schema";
import { acceptQuote, listMyQuotes, PortalError, requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, formatPence, humanise } from "~/lib/format";
import { formValues } from "~/lib/forms";
import { SERVICE_TYPE_LABELS, quoteStatusBadge, type ServiceType } from "~/lib/labels";
import { DetailRow } from "~/components/document-lines";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: "My Quotes" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  try {
    return { quotes: await listMyQuotes({ customerId: customer.customerId }) };
  } catch (err) {
    log.error({ err }, "portal quotes failed");
    return { quotes: [] };
  }
}

type ActionResult = { ok: true; title: string } | { ok: false; title: string; description?: string };

export async function action({ request }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const parsed = acceptQuoteSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, title: "Failed to accept quote" }, { status: 400 });
  try {
    await acceptQuote({ actor: { id: customer.userId }, customerId: customer.customerId, quoteId: parsed.data.quoteId });
    return data<ActionResult>({ ok: true, title: "Quote accepted successfully!" });
  } catch (err) {
    if (err instanceof PortalError) {
      return data<ActionResult>(
        { ok: false, title: "Failed to accept quote", description: err.message },
        { status: err.code === "not_found" ? 404 : 409 },
      );
    }
    log.error({ err }, "portal accept quote failed");
    return data<ActionResult>({ ok: false, title: "Failed to accept quote" }, { status: 500 });
  }
}

function AcceptButton({ quoteId, quoteNumber }: { quoteId: string; quoteNumber: string }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  // The answer arrives before the list reloads (an accepted quote loses this button), so the
  // message is shown as soon as the answer is there.
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.title);
    else toast.error(result.title, "description" in result && result.description ? { description: result.description } : undefined);
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post" action="/customer/quotes">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <Button type="submit" disabled={busy} aria-label={busy ? undefined : `Accept Quote ${quoteNumber}`}>
        {busy ? "Accepting..." : "Accept Quote"}
      </Button>
    </fetcher.Form>
  );
}

export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">My Quotes</h1>
      {loaderData.quotes.length === 0 ? (
        <p className="text-muted-foreground">No quotes found</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.quotes.map((quote) => (
            <li key={quote.id} id={`quote-${quote.id}`} className="scroll-mt-4">
              <Card aria-label={`Quote ${quote.quoteNumber}`} role="group">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <CardTitle asChild>
                    <h2 className="text-lg">{quote.quoteNumber}</h2>
                  </CardTitle>
                  <Badge variant={quoteStatusBadge(quote.status)} className="capitalize">
                    {humanise(quote.status)}
                  </Badge>
                </CardHeader>
                <CardContent className="space-y-3 text-sm">
                  <p>
                    <span className="text-muted-foreground">Service: </span>
                    {SERVICE_TYPE_LABELS[quote.serviceType as ServiceType]}
                  </p>
                  {quote.description ? <p>{quote.description}</p> : null}
                  <dl className="max-w-md space-y-1">
                    <DetailRow label="Subtotal" value={formatPence(quote.subtotalPence)} />
                    <DetailRow label="VAT" value={formatPence(quote.vatAmountPence)} />
                    <DetailRow label="Total" value={formatPence(quote.totalPence)} />
                    {quote.validUntil ? <DetailRow label="Valid until" value={formatDateLong(quote.validUntil)} /> : null}
                  </dl>
                  {quote.notes ? <p className="whitespace-pre-line">{quote.notes}</p> : null}
                  <a href={`/customer/quotes/${quote.id}/pdf`} className="inline-block text-primary underline" download aria-label={`Download PDF of ${quote.quoteNumber}`}>
                    Download PDF
                  </a>
                  {quote.status === "sent" ? <AcceptButton quoteId={quote.id} quoteNumber={quote.quoteNumber} /> : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
