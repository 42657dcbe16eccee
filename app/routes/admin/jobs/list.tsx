import { Download, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { ListLoading, ListPager, ListSearch } from "~/components/admin-list";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/features/auth/guard.server";
import { deleteJob, JobError, listJobs } from "~/features/jobs/jobs.server";
import { formatDateTime, humanise } from "~/lib/format";
import { jobStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { listParams } from "~/lib/paging";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => [{ title: "Jobs | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { q, page } = listParams(request.url);
  const result = await listJobs({ q, page });
  return { q, ...result };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (form.get("intent") !== "delete") throw new Response("Bad Request", { status: 400 });
  try {
    await deleteJob({ actor, id: String(form.get("id") ?? "") });
  } catch (err) {
    if (!(err instanceof JobError)) console.error(JSON.stringify({ level: "error", msg: "job delete failed", err: String(err) }));
    return redirectWithToast(back, {
      type: "error",
      title: "Failed to delete job",
      description: err instanceof JobError ? err.message : undefined,
    });
  }
  return redirectWithToast(back, { type: "success", title: "Job deleted successfully" });
}

export default function JobsList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageCount } = loaderData;
  const exportHref = q ? `/admin/jobs/export.csv?${new URLSearchParams({ q })}` : "/admin/jobs/export.csv";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Jobs</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <Button asChild>
            <Link to="/admin/jobs/new">
              <Plus className="size-4" aria-hidden="true" />
              Add Job
            </Link>
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="space-y-4">
          <ListSearch action="/admin/jobs" q={q} placeholder="Search jobs..." label="Search jobs" />
          <ListLoading pathname="/admin/jobs" />
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Customer</TableHead>
                <TableHead>Service</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Scheduled</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    {q ? `No jobs match “${q}”.` : "No jobs yet. Add your first one."}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell className="font-medium">
                      <Link to={`/admin/jobs/${job.id}`} className="hover:underline">
                        {job.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Link to={`/admin/customers/${job.customerId}`} className="hover:underline">
                        {job.customerName}
                      </Link>
                    </TableCell>
                    <TableCell>{SERVICE_TYPE_LABELS[job.serviceType]}</TableCell>
                    <TableCell>
                      <Badge variant={jobStatusBadge(job.status)} className="capitalize">
                        {humanise(job.status)}
                      </Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{job.scheduledDate ? formatDateTime(job.scheduledDate) : "-"}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button asChild variant="ghost" size="icon">
                          <Link to={`/admin/jobs/${job.id}`} aria-label={`Edit ${job.title}`} title={`Edit ${job.title}`}>
                            <Pencil className="size-4" aria-hidden="true" />
                          </Link>
                        </Button>
                        <ConfirmDelete
                          id={job.id}
                          iconOnly
                          triggerLabel={`Delete ${job.title}`}
                          title="Delete this job?"
                          description={`“${job.title}” for ${job.customerName} will be removed permanently.`}
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <ListPager pathname="/admin/jobs" q={q} page={page} pageCount={pageCount} total={total} noun="jobs" />
        </CardContent>
      </Card>
    </div>
  );
}
