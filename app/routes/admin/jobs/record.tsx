import { minuteToTime } from "~/lib/clock-time";
import { Link } from "react-router";
import type { Route } from "./+types/record";
import { BackHeader } from "~/components/back-header";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useActionToast } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/components/audit-history";
import { requireStaff } from "~/features/auth/guard.server";
import { customerNames, customerOption } from "~/features/customers/customers.server";
import { siteChoices } from "~/features/customers/sites.server";
import { saveJobForm } from "~/features/jobs/jobs.actions.server";
import { cancelJob, deleteJob, getJob } from "~/features/jobs/jobs.server";
import { jobDocuments } from "~/features/jobs/job-documents.server";
import { invoiceFromJob } from "~/features/invoices/invoice-from-job.server";
import { JobDocumentsCard } from "~/features/jobs/components/job-documents";
import { VisitPhotosCard } from "~/features/media/components/visit-photos-card";
import { ConfirmAction } from "~/components/confirm-action";
import { runDocumentAction } from "~/features/documents/document-actions.server";
import { JobForm, jobDefaults } from "~/features/jobs/components/job-form";
import { deleteThenRedirect } from "~/lib/admin-actions.server";
import { humanise } from "~/lib/format";
import { listJobVisits, visitWhen } from "~/features/visits/visits.server";
import { listEngineers } from "~/features/staff/engineer-hours.server";
import { runVisitIntent } from "~/features/visits/visits.actions.server";
import { JobVisitsCard } from "~/features/visits/components/job-visits-card";

import { todayKey } from "~/lib/business-day";
import { JOB_PRIORITY_LABELS, JOB_STATUSES, SERVICE_TYPE_LABELS } from "~/lib/labels";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.job.title ?? "Job"} | Jobs | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const job = await getJob({ actor, id: params.id });
  if (!job) throw new Response("Not Found", { status: 404 });
  const [customer, history, sites, documents, visitRows, engineers] = await Promise.all([
    customerOption({ actor, id: job.customerId }),
    listAuditEntries("job", job.id),
    siteChoices({ actor, customerId: job.customerId }),
    jobDocuments({ actor, jobId: job.id }),
    listJobVisits({ actor, jobId: job.id }),
    listEngineers(),
  ]);
  const visits = visitRows.map((v) => ({
    id: v.id,
    day: v.day,
    when: visitWhen(v),
    start: minuteToTime(v.startMinute),
    hours: String(v.durationMinutes / 60),
    status: v.status,
    reason: v.couldNotAttendReason,
    instructions: v.instructions,
    version: v.version,
    engineers: v.engineers,
    conflicts: v.conflicts.map((c) => c.message),
  }));
  // The history names the customers a job was moved between.
  const ids = history.flatMap((e) => {
    const change = (e.changes as Record<string, { from?: unknown; to?: unknown }> | null)?.customerId;
    return change ? [change.from, change.to].filter((v): v is string => typeof v === "string") : [];
  });
  const names = await customerNames({ actor, ids: [job.customerId, ...ids] });
  return { job, customer, history, names, sites, documents, visits, engineers: engineers.map((e) => ({ id: e.id, name: e.name })), today: todayKey() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "save") return saveJobForm({ actor, id: params.id, formData });
  if (intent === "add-visit" || intent === "edit-visit" || intent === "cancel-visit" || intent === "visit-status") return (await runVisitIntent({ actor, intent, formData, jobId: params.id }))!;
  if (intent === "cancel") {
    const back = `/admin/jobs/${params.id}`;
    return runDocumentAction({ run: () => cancelJob({ actor, id: params.id, input: formData }), backUrl: back, failedTitle: "Failed to cancel job", success: () => ({ title: "Job cancelled" }) });
  }
  if (intent === "invoiceFromJob") {
    return runDocumentAction({
      run: () => invoiceFromJob({ actor, jobId: params.id, input: Object.fromEntries(formData) }),
      backUrl: `/admin/jobs/${params.id}`,
      failedTitle: "Failed to create the invoice",
      success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: `Draft invoice ${invoice.invoiceNumber} made from the recorded work` }),
    });
  }
  if (intent !== "delete") throw new Response("Bad Request", { status: 400 });
  return deleteThenRedirect({
    remove: () => deleteJob({ actor, id: params.id, input: Object.fromEntries(formData) }),
    noun: "job",
    failureUrl: `/admin/jobs/${params.id}`,
    successUrl: "/admin/jobs",
    notFoundIs404: true,
  });
}

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  customerId: "Customer",
  serviceType: "Service Type",
  status: "Status",
  priority: "Priority",
  scheduledDate: "Scheduled Date",
  estimatedDuration: "Estimated Duration (hours)",
  locationAddress: "Location Address",
  description: "Description",
};

export default function JobRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { job, customer, history, names, documents } = loaderData;
  const hasDocuments = !!documents && documents.quotes.length + documents.invoices.length > 0;
  const formReply = actionData && !("ok" in actionData) ? actionData : undefined;
  useActionToast(formReply);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin/jobs" backLabel="Back to jobs" title="Edit Job">
        <Button asChild variant="outline">
          <Link to={`/admin/quotes/new?jobId=${job.id}`}>Create Quote</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/admin/surveys/new?jobId=${job.id}`}>Start survey</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/admin/invoices/new?jobId=${job.id}`}>{documents?.existingInvoice ? "Create Second Invoice" : "Create Invoice"}</Link>
        </Button>
        {hasDocuments ? (
          job.status === "cancelled" ? null : (
            <ConfirmAction
              intent="cancel"
              label="Cancel job"
              title="Cancel this job?"
              description={`“${job.title}” has quotes or invoices, so it is kept and marked cancelled (a job with documents cannot be deleted). Its documents are not changed.`}
              confirmLabel="Cancel job"
            />
          )
        ) : (
          <ConfirmDelete
            id={job.id}
            triggerLabel="Delete job"
            title="Delete this job?"
            description={`“${job.title}” for ${job.customerName} will be removed permanently.`}
          />
        )}
      </BackHeader>
      {documents ? <JobDocumentsCard jobId={job.id} documents={documents} /> : null}
      <JobVisitsCard
        jobId={job.id}
        visits={loaderData.visits}
        engineers={loaderData.engineers}
        defaultDay={loaderData.today}
        result={actionData && "ok" in actionData ? actionData : null}
      />
      <VisitPhotosCard jobId={job.id} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Job Details</h2>
          </CardTitle>
          <CardDescription>
            For{" "}
            <Link to={`/admin/customers/${job.customerId}`} className="text-primary underline">
              {job.customerName}
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <JobForm
            key={job.id}
            mode="edit"
            customer={customer}
            sites={loaderData.sites}
            defaults={jobDefaults(job)}
            lastResult={formReply?.result}
          />
        </CardContent>
      </Card>
      <AuditHistory
        entries={history}
        fieldLabels={FIELD_LABELS}
        valueLabels={{
          customerId: names,
          serviceType: SERVICE_TYPE_LABELS,
          priority: JOB_PRIORITY_LABELS,
          status: Object.fromEntries(JOB_STATUSES.map((s) => [s, humanise(s)])),
        }}
      />
    </div>
  );
}
