import { Link } from "react-router";
import type { Route } from "./+types/contract";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { BILLING_LABELS, FREQUENCY_LABELS } from "~/features/contracts/contracts.schema";
import { getCustomerContract } from "~/features/contracts/portal-contracts.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, formatDayLong } from "~/lib/business-day";
import { minuteToTime } from "~/lib/clock-time";
import { formatPence, humanise } from "~/lib/format";

export const meta: Route.MetaFunction = () => [{ title: "Maintenance contract" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The contracts module answers only with this customer's own contract (never a draft).
  const contract = await getCustomerContract({ actor, id: params.id });
  if (!contract) throw new Response("Not Found", { status: 404 });
  return { contract };
}

const STATUS_WORDS: Record<string, string> = { active: "Running", paused: "Paused", cancelled: "Ended" };

/** The customer's maintenance contract: what it covers and costs, the next visit, the visits done with their reports, and its invoices. */
export default function PortalContract({ loaderData }: Route.ComponentProps) {
  const { contract: c } = loaderData;
  const how = c.frequency === "every_n_weeks" ? `Every ${c.intervalWeeks} weeks` : FREQUENCY_LABELS[c.frequency];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{c.title}</h1>
        <p className="text-sm text-muted-foreground">
          {c.site.address}
          {c.site.postcode ? `, ${c.site.postcode}` : ""}
        </p>
        <Badge variant="secondary">{STATUS_WORDS[c.status] ?? humanise(c.status)}</Badge>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Next visit</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {c.nextVisit ? (
            <p data-testid="next-visit">
              {formatDayLong(c.nextVisit.day)}, from {minuteToTime(c.nextVisit.startMinute)}
            </p>
          ) : (
            <p className="text-muted-foreground">No visit is planned at the moment.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>What the contract covers</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Visits</dt>
            <dd>{how}</dd>
            <dt className="font-medium">Work at each visit</dt>
            <dd>{c.services.length ? c.services.join(", ") : "As agreed"}</dd>
            <dt className="font-medium">Price</dt>
            <dd>
              {formatPence(c.pricePence)} a visit plus VAT at {c.vatRateBp / 100}%
            </dd>
            <dt className="font-medium">Billing</dt>
            <dd>{BILLING_LABELS[c.billing]}</dd>
            <dt className="font-medium">Term</dt>
            <dd>
              {c.termMonths} months from {formatDateLong(c.startDate)}
              {c.autoRenew ? ", renewing itself" : c.endDate ? `, to ${formatDateLong(c.endDate)}` : ""}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Visits done</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {c.pastVisits.length ? (
            <ul className="space-y-2" aria-label="Visits done">
              {c.pastVisits.map((v) => (
                <li key={v.visitId} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{formatDayLong(v.day)}</span>
                  <a href={`/customer/visits/${v.visitId}/report.pdf`} className="inline-flex min-h-11 items-center text-primary underline" target="_blank" rel="noreferrer">
                    Job report (PDF)
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No visit done yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Invoices</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {c.invoices.length ? (
            <ul className="space-y-2" aria-label="The contract's invoices">
              {c.invoices.map((i) => (
                <li key={i.id}>
                  <Link to={`/customer/invoices/${i.id}`} className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-md border p-3 hover:bg-muted">
                    <span className="font-medium">
                      {i.invoiceNumber}, {formatDateLong(i.issueDate)}
                    </span>
                    <span className="text-sm">{i.balancePence > 0 ? `${formatPence(i.balancePence)} to pay` : `Paid, ${formatPence(i.totalPence)}`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No invoice yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
