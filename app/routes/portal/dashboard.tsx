import { Briefcase, CalendarClock, FileText, MailCheck, Phone, Receipt } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { getCustomer } from "~/features/customers/customers.server";
import { resendVerification } from "~/features/portal/portal-auth.server";
import { getPortalSummary, requirePortalAccount } from "~/features/portal/portal.server";
import { Button } from "~/components/ui/button";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/toast.server";
import { useBusiness } from "~/lib/business";
import { PortalSurveysCard } from "~/features/surveys/components/portal-surveys-card";
import { PortalContractsCard } from "~/features/contracts/components/portal-contracts-card";
import { listCustomerContracts } from "~/features/contracts/portal-contracts.server";
import { listCustomerSurveys } from "~/features/surveys/surveys.server";
import { formatPence } from "~/lib/format";

export const meta: Route.MetaFunction = () => [{ title: "My Account" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requirePortalAccount(request);
  const verified = new URL(request.url).searchParams.get("verified") === "1";
  if (account.status === "awaiting_verification") {
    // No customer record until the e-mail address is verified: an empty portal that asks for it.
    return { name: account.name, verify: { email: account.email }, verified: false, counts: null, balanceDuePence: 0, payInvoiceId: null };
  }
  const actor = account.customer;
  // The greeting uses the firm's record of the customer, not the name typed at sign-up.
  const [record, summary, surveys, contracts] = await Promise.all([
    getCustomer({ actor, id: actor.customerId }),
    getPortalSummary({ actor }),
    listCustomerSurveys({ actor }),
    listCustomerContracts({ actor }),
  ]);
  // A contact's own account is greeted by its own name, not the account holder's (ADR 0081).
  return { name: actor.contactId ? actor.name : (record?.name ?? actor.name), verify: null, verified, ...summary, surveys, contracts };
}

export async function action({ request }: Route.ActionArgs) {
  const account = await requirePortalAccount(request);
  if (account.status !== "awaiting_verification") return redirect("/customer/dashboard");
  try {
    await resendVerification(request, account);
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return data({ error: err.message }, { status: err.status });
  }
  return redirectWithToast("/customer/dashboard", { type: "success", title: `We have sent the link again to ${account.email}` });
}

const cards = [
  { key: "activeJobs", label: "Active Jobs", icon: Briefcase },
  { key: "pendingQuotes", label: "Pending Quotes", icon: FileText },
  { key: "unpaidInvoices", label: "Unpaid Invoices", icon: Receipt },
  { key: "upcomingJobs", label: "Upcoming Jobs", icon: CalendarClock },
] as const;

/** The quick actions; "Pay Invoices" opens the unpaid invoice due first, with how to pay it. */
function quickActions(payInvoiceId: string | null) {
  return [
    { to: "/customer/jobs", label: "View Your Jobs", badge: "Active" },
    { to: "/customer/quotes", label: "Review Quotes", badge: "Pending" },
    { to: payInvoiceId ? `/customer/invoices/${payInvoiceId}` : "/customer/invoices", label: "Pay Invoices", badge: "Due" },
    { to: "/customer/request-visit", label: "Request a Visit", badge: "New" },
  ];
}

function NeedHelp() {
  const business = useBusiness();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Need help?</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p>
          <a href={business.phoneHref} className="inline-flex items-center gap-2 font-semibold text-primary">
            <Phone className="size-4" aria-hidden="true" />
            {business.phone}
          </a>
        </p>
        <p className="text-sm text-muted-foreground">Same-day availability · 24/7 emergency response</p>
      </CardContent>
    </Card>
  );
}

/** "Send the link again", for a sign-up whose verification e-mail went astray or expired. */
function ResendLink({ error }: { error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/customer/dashboard";
  return (
    <Form method="post" action="/customer/dashboard" className="space-y-2">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Sending..." : "Send the link again"}
      </Button>
    </Form>
  );
}

export default function PortalDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const { counts, verify, verified } = loaderData;
  if (verify || !counts) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">Welcome, {loaderData.name}</h1>
        <Card role="status">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2">
                <MailCheck className="size-5 text-primary" aria-hidden="true" />
                Please verify your e-mail address
              </h2>
            </CardTitle>
            <CardDescription>We have sent a link to {verify?.email}.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>Open the link in that e-mail to confirm the address is yours. Your jobs, quotes and invoices with {business.name} will then appear here.</p>
            <p className="text-muted-foreground">If the e-mail has not arrived, check your junk folder, send the link again, or call us.</p>
            <ResendLink error={actionData && "error" in actionData ? actionData.error : undefined} />
          </CardContent>
        </Card>
        <NeedHelp />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {loaderData.name}</h1>
        <p className="text-muted-foreground">Your jobs, quotes and invoices with {business.name}.</p>
      </div>
      {verified ? (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          <strong>Your e-mail address is verified.</strong> Your jobs, quotes and invoices are below.
        </p>
      ) : null}
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.key}>
            <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle asChild>
                <h2 className="text-sm font-medium">{card.label}</h2>
              </CardTitle>
              <card.icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold" data-testid={`count-${card.key}`}>
                {counts[card.key]}
              </p>
              {card.key === "unpaidInvoices" && counts.unpaidInvoices > 0 ? (
                <p className="text-sm text-muted-foreground" data-testid="balance-due">
                  {formatPence(loaderData.balanceDuePence)} to pay
                </p>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </section>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Quick Actions</h2>
          </CardTitle>
          <CardDescription>Manage your account.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          {quickActions(loaderData.payInvoiceId).map((action) => (
            <Link key={action.to} to={action.to} className="flex items-center justify-between rounded-md border p-3 hover:bg-muted">
              <span className="font-medium">{action.label}</span>
              <Badge variant="secondary">{action.badge}</Badge>
            </Link>
          ))}
        </CardContent>
      </Card>
      <PortalContractsCard contracts={"contracts" in loaderData ? loaderData.contracts : undefined} />
      <PortalSurveysCard surveys={"surveys" in loaderData ? loaderData.surveys : undefined} />
      <NeedHelp />
    </div>
  );
}
