import { AlertTriangle, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { formatTotal } from "~/lib/paging";
import { formatPence } from "~/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { getAdminCounts } from "~/features/dashboard/dashboard.server";
import { moneyCards } from "~/features/reports/money-dashboard.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [counts, money] = await Promise.all([getAdminCounts(), moneyCards()]);
  return { counts, money };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, money } = loaderData;
  // The business beside the money and work cards (which have what is owed, quotes awaiting an answer
  // and today's visits).
  const cards: Array<{ label: string; value: string | number; icon: typeof Users; to: string; note?: string }> = [
    { label: "Total Customers", value: formatTotal(counts.customers, counts.customersExact), icon: Users, to: "/admin/customers" },
    { label: "Active Jobs", value: counts.activeJobs, icon: Wrench, to: "/admin/jobs" },
    { label: "Emergency Jobs", value: counts.emergencyJobs, icon: AlertTriangle, to: "/admin/jobs" },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-labelledby="money-heading" className="space-y-3">
        <h2 id="money-heading" className="text-lg font-semibold">
          Money and work waiting
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Money and work waiting">
          {money.map((card) => (
            <li key={card.key}>
              <Link to={card.to} className="block rounded-xl focus-visible:outline-2" data-card={card.key}>
                <Card className="transition-colors hover:border-primary">
                  <CardHeader className="pb-2">
                    <CardTitle className="text-sm font-medium text-muted-foreground">{card.label}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-3xl font-bold">{card.amountPence === null ? card.count : formatPence(card.amountPence)}</p>
                    <p className="text-sm text-muted-foreground">
                      <span data-testid={`card-count-${card.key}`}>{card.count}</span> {card.note}
                    </p>
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Business figures">
        {cards.map((card) => (
          <li key={card.label}>
            <Link to={card.to} className="block rounded-xl focus-visible:outline-2">
              <Card className="transition-colors hover:border-primary">
                <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
                  <CardTitle className="text-sm font-medium text-muted-foreground">{card.label}</CardTitle>
                  <card.icon className="size-5 text-primary" aria-hidden="true" />
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold" data-testid={`count-${card.label}`}>
                    {card.value}
                  </p>
                  {card.note ? <p className="text-sm text-muted-foreground">{card.note}</p> : null}
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
          <CardDescription>
            Use the menu to add customers, book jobs, raise quotes and invoices, check today&apos;s calendar and publish
            blog posts. Emergency jobs that are not yet completed are counted above: deal with those first.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3 text-sm">
          <Link className="text-primary underline" to="/admin/customers">Customers</Link>
          <Link className="text-primary underline" to="/admin/jobs">Jobs</Link>
          <Link className="text-primary underline" to="/admin/calendar">Calendar</Link>
          <Link className="text-primary underline" to="/admin/blog">Blog</Link>
        </CardContent>
      </Card>
    </div>
  );
}
