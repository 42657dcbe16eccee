import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/jobs";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listJobs, type JobRow } from "~/features/jobs/jobs.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, humanise } from "~/lib/format";
import { JOB_PRIORITY_LABELS, SERVICE_TYPE_LABELS, jobStatusBadge } from "~/lib/labels";
import { log } from "~/lib/log.server";
import { listParams, pageHref } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "My Jobs" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const { page } = listParams(request.url);
  try {
    // The jobs module answers with this customer's jobs only.
    const result = await listJobs({ actor: customer, page, order: "scheduled" });
    return { jobs: result.rows, page: result.page, pageCount: result.pageCount };
  } catch (err) {
    log.error({ err }, "portal jobs failed");
    return { jobs: [] as JobRow[], page: 1, pageCount: 1 };
  }
}

/** "21 November 2026" or "21 November 2026 at 09:30" when a time was set (London). */
function scheduled(value: Date) {
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" }).format(value);
  return time === "00:00" ? formatDateLong(value) : `${formatDateLong(value)} at ${time}`;
}

export default function MyJobs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">My Jobs</h1>
      {loaderData.jobs.length === 0 ? (
        <p className="text-muted-foreground">No jobs found</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.jobs.map((job) => (
            <li key={job.id}>
              <Card>
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <CardTitle asChild>
                    <h2 className="text-lg">{job.title}</h2>
                  </CardTitle>
                  <div className="flex gap-2">
                    <Badge variant={jobStatusBadge(job.status)} className="capitalize">
                      {humanise(job.status)}
                    </Badge>
                    <Badge variant="outline">{JOB_PRIORITY_LABELS[job.priority]} priority</Badge>
                  </div>
                </CardHeader>
                <CardContent className="space-y-2 text-sm">
                  <p>
                    <span className="text-muted-foreground">Service: </span>
                    {SERVICE_TYPE_LABELS[job.serviceType]}
                  </p>
                  <p className="flex items-center gap-2">
                    <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
                    {job.locationAddress}
                  </p>
                  {job.description ? <p>{job.description}</p> : null}
                  {job.scheduledDate ? (
                    <p className="flex items-center gap-2">
                      <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
                      {scheduled(new Date(job.scheduledDate))}
                    </p>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {loaderData.pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          {loaderData.page > 1 ? (
            <Link className="text-primary hover:underline" to={pageHref("/customer/jobs", "", loaderData.page - 1)}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {loaderData.page} of {loaderData.pageCount}
          </span>
          {loaderData.page < loaderData.pageCount ? (
            <Link className="text-primary hover:underline" to={pageHref("/customer/jobs", "", loaderData.page + 1)}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
