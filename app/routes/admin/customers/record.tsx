import { useEffect } from "react";
import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/record";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/features/audit/components/audit-history";
import { requireAdmin } from "~/features/auth/guard.server";
import { saveCustomerForm } from "~/features/customers/customers.actions.server";
import { CustomerError, deleteCustomer, getCustomerWithRecords } from "~/features/customers/customers.server";
import { CustomerForm, customerDefaults } from "~/features/customers/components/customer-form";
import { deleteThenRedirect } from "~/lib/admin-actions.server";
import { formatDateMedium, formatDateTime, formatPence, humanise } from "~/lib/format";
import { invoiceStatusBadge, jobStatusBadge, quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.customer.name ?? "Customer"} | Customers | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await getCustomerWithRecords({ id: params.id });
  if (!found) throw new Response("Not Found", { status: 404 });
  const history = await listAuditEntries("customer", found.customer.id);
  return { ...found, history };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "save") return saveCustomerForm({ actor, id: params.id, formData });
  if (intent !== "delete") throw new Response("Bad Request", { status: 400 });
  return deleteThenRedirect({
    remove: () => deleteCustomer({ actor, id: params.id }),
    errorClass: CustomerError,
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
  const { customer, jobs, quotes, invoices, history } = loaderData;
  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="icon">
          <Link to="/admin/customers" aria-label="Back to customers">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="flex-1 text-2xl font-bold">Edit Customer</h1>
        <ConfirmDelete
          id={customer.id}
          triggerLabel="Delete customer"
          title="Delete this customer?"
          description={`${customer.name} will be removed permanently. A customer with jobs, quotes or invoices cannot be deleted.`}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Customer Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CustomerForm
            key={customer.id}
            mode="edit"
            defaults={customerDefaults(customer, actionData?.values)}
            serverErrors={actionData?.fieldErrors}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle asChild>
            <h2>Jobs</h2>
          </CardTitle>
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/jobs/new?customerId=${customer.id}`}>
              <Plus className="size-4" aria-hidden="true" />
              Add Job
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {jobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No jobs for this customer.</p>
          ) : (
            <Table aria-label="Jobs">
              <TableHeader>
                <TableRow>
                  <TableHead>Title</TableHead>
                  <TableHead>Service</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Scheduled</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {jobs.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell>
                      <Link to={`/admin/jobs/${job.id}`} className="font-medium hover:underline">
                        {job.title}
                      </Link>
                    </TableCell>
                    <TableCell>{SERVICE_TYPE_LABELS[job.serviceType]}</TableCell>
                    <TableCell>
                      <Badge variant={jobStatusBadge(job.status)} className="capitalize">
                        {humanise(job.status)}
                      </Badge>
                    </TableCell>
                    <TableCell>{job.scheduledDate ? formatDateTime(job.scheduledDate) : "-"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Quotes</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {quotes.length === 0 ? (
            <p className="text-sm text-muted-foreground">No quotes for this customer.</p>
          ) : (
            <Table aria-label="Quotes">
              <TableHeader>
                <TableRow>
                  <TableHead>Quote #</TableHead>
                  <TableHead>Service</TableHead>
                  <TableHead>Total</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {quotes.map((quote) => (
                  <TableRow key={quote.id}>
                    <TableCell>
                      <Link to={`/admin/quotes/${quote.id}`} className="font-medium hover:underline">
                        {quote.quoteNumber}
                      </Link>
                    </TableCell>
                    <TableCell>{SERVICE_TYPE_LABELS[quote.serviceType]}</TableCell>
                    <TableCell>{formatPence(quote.totalPence)}</TableCell>
                    <TableCell>
                      <Badge variant={quoteStatusBadge(quote.status)} className="capitalize">
                        {quote.status}
                      </Badge>
                    </TableCell>
                    <TableCell>{formatDateMedium(quote.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
          {invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invoices for this customer.</p>
          ) : (
            <Table aria-label="Invoices">
              <TableHeader>
                <TableRow>
                  <TableHead>Invoice #</TableHead>
                  <TableHead>Total</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Issue Date</TableHead>
                  <TableHead>Due Date</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell>
                      <Link to={`/admin/invoices/${invoice.id}`} className="font-medium hover:underline">
                        {invoice.invoiceNumber}
                      </Link>
                    </TableCell>
                    <TableCell>{formatPence(invoice.totalPence)}</TableCell>
                    <TableCell>
                      <Badge variant={invoiceStatusBadge(invoice.status)} className="capitalize">
                        {invoice.status}
                      </Badge>
                    </TableCell>
                    <TableCell>{formatDateMedium(invoice.issueDate)}</TableCell>
                    <TableCell>{formatDateMedium(invoice.dueDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <AuditHistory entries={history} fieldLabels={FIELD_LABELS} />
    </div>
  );
}
