import { Link } from "react-router";
import type { Route } from "./+types/list";
import { AdminListPage, RowActions } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { TableCell, TableRow } from "~/components/ui/table";
import { requireStaff } from "~/features/auth/guard.server";
import { deleteJob, listJobs } from "~/features/jobs/jobs.server";
import { formatDateTime } from "~/lib/business-day";
import { humanise } from "~/lib/format";
import { jobStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { deleteFromListThenRedirect } from "~/lib/admin-actions.server";
import { filteredListProps } from "~/features/reports/components/list-filter-form";
import { filteredListLoader } from "~/features/reports/list-loader.server";

export const meta: Route.MetaFunction = () => [{ title: "Jobs | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return filteredListLoader(request, "jobs", listJobs);
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return deleteFromListThenRedirect({ request, remove: (id, input) => deleteJob({ actor, id, input }), noun: "job" });
}

export default function JobsList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, totalExact, page, pageCount } = loaderData;
  return (
    <AdminListPage
      title="Jobs"
      pathname="/admin/jobs"
      noun="jobs"
      addLabel="Add Job"
      columns={["Title", "Customer", "Service", "Status", "Scheduled"]}
      q={q}
      page={page}
      pageCount={pageCount}
      total={total}
      totalExact={totalExact}
      rowCount={rows.length}
      filtered={filteredListProps("jobs", "/admin/jobs", loaderData)}
    >
      {rows.map((job) => (
        <TableRow key={job.id}>
          <TableCell className="font-medium">
            <Link to={`/admin/jobs/${job.id}`} className="hover:underline">
              {job.title}
            </Link>
          </TableCell>
          <TableCell label="Customer">
            <Link to={`/admin/customers/${job.customerId}`} className="hover:underline">
              {job.customerName}
            </Link>
          </TableCell>
          <TableCell label="Service">{SERVICE_TYPE_LABELS[job.serviceType]}</TableCell>
          <TableCell label="Status">
            <Badge variant={jobStatusBadge(job.status)} className="capitalize">
              {humanise(job.status)}
            </Badge>
          </TableCell>
          <TableCell label="Scheduled" className="whitespace-nowrap">{job.scheduledDate ? formatDateTime(job.scheduledDate) : "-"}</TableCell>
          <RowActions
            id={job.id}
            href={`/admin/jobs/${job.id}`}
            name={job.title}
            deleteTitle="Delete this job?"
            deleteDescription={`“${job.title}” for ${job.customerName} will be removed permanently.`}
          />
        </TableRow>
      ))}
    </AdminListPage>
  );
}
