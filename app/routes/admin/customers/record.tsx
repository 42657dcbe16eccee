import { FileText, Merge, Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/record";
import { BackHeader } from "~/components/back-header";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useActionToast } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/components/audit-history";
import { requireStaff } from "~/features/auth/guard.server";
import { saveCustomerForm } from "~/features/customers/customers.actions.server";
import { deleteCustomer, getCustomerWithRecords, likelyDuplicatesOf } from "~/features/customers/customers.server";
import { CustomerForm } from "~/features/customers/components/customer-form";
import { CustomerTimeline } from "~/features/customers/components/customer-timeline";
import { customerTimelineFor } from "~/features/customers/timeline.server";
import { ReminderOptOutCard } from "~/features/reminders/components/reminder-opt-out";
import { saveReminderOptOutForm } from "~/features/reminders/reminders.actions.server";
import { reminderOptOutsFor } from "~/features/reminders/reminder-settings.server";
import { PossibleDuplicates } from "~/features/customers/components/possible-duplicates";
import { ContactsCard, SitesCard } from "~/features/customers/components/sites-contacts-cards";
import { mergedInto } from "~/features/customers/merge.server";
import { listContacts, listSites } from "~/features/customers/sites.server";
import { deleteThenRedirect } from "~/lib/admin-actions.server";
import { formatDateMedium, formatDateTime } from "~/lib/business-day";
import { formatPence, humanise } from "~/lib/format";
import { invoiceStatusBadge, jobStatusBadge, quoteStatusBadge, SERVICE_TYPE_LABELS, statusText } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.customer.name ?? "Customer"} | Customers | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  // Everything the page shows is read at once, by the id in the address; none of it is shown unless
  // the record is there (each read is scoped by the actor as well).
  const id = params.id;
  const [found, history, sites, contacts, duplicates, timeline, optOuts] = await Promise.all([
    getCustomerWithRecords({ actor, id }),
    listAuditEntries("customer", id),
    listSites({ actor, customerId: id }),
    listContacts({ actor, customerId: id }),
    likelyDuplicatesOf({ actor, customerId: id }),
    customerTimelineFor({ actor, customerId: id, url: new URL(request.url) }),
    reminderOptOutsFor({ actor, customerId: id }),
  ]);
  if (!found) {
    // A record merged into another: its old id opens the one kept.
    const kept = await mergedInto({ id });
    if (kept) throw redirect(`/admin/customers/${kept}`, 301);
    throw new Response("Not Found", { status: 404 });
  }
  return { ...found, history, sites, contacts, duplicates, timeline, remindersOff: optOuts.customer };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "save") return saveCustomerForm({ actor, id: params.id, formData });
  if (intent === "reminders") return saveReminderOptOutForm({ actor, customerId: params.id, formData, back: `/admin/customers/${params.id}` });
  if (intent !== "delete") throw new Response("Bad Request", { status: 400 });
  return deleteThenRedirect({
    remove: () => deleteCustomer({ actor, id: params.id, input: Object.fromEntries(formData) }),
    noun: "customer",
    failureUrl: `/admin/customers/${params.id}`,
    successUrl: "/admin/customers",
    notFoundIs404: true,
  });
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  postcode: "Postcode",
  address: "Address",
  isCommercial: "Commercial Customer",
  notes: "Notes",
};

export default function CustomerRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, jobs, quotes, invoices, history, sites, contacts, timeline } = loaderData;
  useActionToast(actionData);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/customers" backLabel="Back to customers" title="Edit Customer">
        <Button asChild variant="outline" className="max-md:w-10 max-md:px-0">
          <Link to={`/admin/customers/${customer.id}/merge`} aria-label="Merge with another customer" title="Merge with another customer">
            <Merge className="size-4" aria-hidden="true" />
            <span className="max-md:hidden">Merge with another customer</span>
          </Link>
        </Button>
        <Button asChild variant="outline" className="max-md:w-10 max-md:px-0">
          <a href={`/admin/customers/${customer.id}/statement.pdf`} aria-label="Statement of account (PDF)" title="Statement of account (PDF)">
            <FileText className="size-4" aria-hidden="true" />
            <span className="max-md:hidden">Statement</span>
          </a>
        </Button>
        <ConfirmDelete
          id={customer.id}
          triggerLabel="Delete customer"
          title="Delete this customer?"
          description={`${customer.name} will be removed permanently. A customer with jobs, quotes or invoices cannot be deleted.`}
        />
      </BackHeader>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Customer Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CustomerForm key={customer.id} mode="edit" customer={customer} lastResult={actionData?.result} />
        </CardContent>
      </Card>

      <ReminderOptOutCard optedOut={loaderData.remindersOff} who="customer" />
      <PossibleDuplicates customerId={customer.id} duplicates={loaderData.duplicates} />
      <SitesCard customerId={customer.id} sites={sites} />
      <ContactsCard customerId={customer.id} contacts={contacts} />
      <CustomerTimeline {...timeline} />

      <RecordsCard
        title="Jobs"
        emptyText="No jobs for this customer."
        columns={["Title", "Service", "Status", "Scheduled"]}
        count={jobs.length}
        total={loaderData.totals.jobs}
        allTo={`/admin/jobs?q=${encodeURIComponent(customer.name)}`}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/jobs/new?customerId=${customer.id}`}>
              <Plus className="size-4" aria-hidden="true" />
              Add Job
            </Link>
          </Button>
        }
      >
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell>
              <Link to={`/admin/jobs/${job.id}`} className="font-medium hover:underline">
                {job.title}
              </Link>
            </TableCell>
            <TableCell label="Service">{SERVICE_TYPE_LABELS[job.serviceType]}</TableCell>
            <TableCell label="Status">
              <Badge variant={jobStatusBadge(job.status)} className="capitalize">
                {humanise(job.status)}
              </Badge>
            </TableCell>
            <TableCell label="Scheduled">{job.scheduledDate ? formatDateTime(job.scheduledDate) : "-"}</TableCell>
          </TableRow>
        ))}
      </RecordsCard>

      <RecordsCard
        title="Quotes"
        emptyText="No quotes for this customer."
        columns={["Quote #", "Service", "Total", "Status", "Created"]}
        count={quotes.length}
        total={loaderData.totals.quotes}
        allTo={`/admin/quotes?q=${encodeURIComponent(customer.name)}`}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/quotes/new?customerId=${customer.id}`}>
              <Plus className="size-4" aria-hidden="true" />
              Create Quote
            </Link>
          </Button>
        }
      >
        {quotes.map((quote) => (
          <TableRow key={quote.id}>
            <TableCell>
              <Link to={`/admin/quotes/${quote.id}`} className="font-medium hover:underline">
                {quote.quoteNumber}
              </Link>
            </TableCell>
            <TableCell label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</TableCell>
            <TableCell label="Total">{formatPence(quote.totalPence)}</TableCell>
            <TableCell label="Status">
              <Badge variant={quoteStatusBadge(quote.status)} className="capitalize">
                {quote.status}
              </Badge>
            </TableCell>
            <TableCell label="Created">{formatDateMedium(quote.createdAt)}</TableCell>
          </TableRow>
        ))}
      </RecordsCard>

      <RecordsCard
        title="Invoices"
        emptyText="No invoices for this customer."
        columns={["Invoice #", "Total", "Balance", "Status", "Issue Date", "Due Date"]}
        count={invoices.length}
        total={loaderData.totals.invoices}
        allTo={`/admin/invoices?q=${encodeURIComponent(customer.name)}`}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/invoices/new?customerId=${customer.id}`}>
              <Plus className="size-4" aria-hidden="true" />
              Create Invoice
            </Link>
          </Button>
        }
      >
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell>
              <Link to={`/admin/invoices/${invoice.id}`} className="font-medium hover:underline">
                {invoice.invoiceNumber}
              </Link>
            </TableCell>
            <TableCell label="Total">{formatPence(invoice.totalPence)}</TableCell>
            <TableCell label="Balance">{formatPence(invoice.balancePence)}</TableCell>
            <TableCell label="Status">
              <Badge variant={invoiceStatusBadge(invoice.status)}>
                {statusText(invoice.status)}
              </Badge>
            </TableCell>
            <TableCell label="Issue Date">{formatDateMedium(invoice.issueDate)}</TableCell>
            <TableCell label="Due Date">{formatDateMedium(invoice.dueDate)}</TableCell>
          </TableRow>
        ))}
      </RecordsCard>

      <AuditHistory entries={history} fieldLabels={FIELD_LABELS} />
    </div>
  );
}

/**
 * One kind of the customer's records (jobs, quotes, invoices) in a card: a table (a card per record on a
 * phone; label every cell but the first), or a line saying there are none.
 */
function RecordsCard({
  title,
  emptyText,
  columns,
  count,
  total,
  allTo,
  action,
  children,
}: {
  title: string;
  emptyText: string;
  columns: string[];
  count: number;
  /** How many the customer has; when more than are shown, a link to them all in the list. */
  total: number;
  allTo: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={action ? "flex flex-row items-center justify-between gap-3" : undefined}>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <Table stack aria-label={title}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>{children}</TableBody>
          </Table>
        )}
        {total > count ? (
          <p className="mt-3 text-sm text-muted-foreground">
            The newest {count} of {total.toLocaleString("en-GB")}.{" "}
            <Link to={allTo} className="text-primary underline">
              All {title.toLowerCase()} for this name
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
