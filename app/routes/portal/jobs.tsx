import { CalendarDays, FileText, MapPin } from "lucide-react";
import type { Route } from "./+types/jobs";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listSites } from "~/features/customers/sites.server";
import { listJobs } from "~/features/jobs/jobs.server";
import { PortalListPage } from "~/features/portal/components/portal-list";
import { requireCustomer } from "~/features/portal/portal.server";
import { customerPhotos } from "~/features/media/media-access.server";
import { listVisitReports } from "~/features/visits/visit-report.server";
import { formatDateLong, formatDateLongWithTime } from "~/lib/business-day";
import { humanise } from "~/lib/format";
import { JOB_PRIORITY_LABELS, SERVICE_TYPE_LABELS, jobStatusBadge } from "~/lib/labels";
import { listParams } from "~/lib/paging";

export const meta: Route.MetaFunction = () => [{ title: "My Jobs" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const { page } = listParams(request.url);
  // The jobs module answers with this customer's jobs only: site by site, newest first within each.
  const [list, sites] = await Promise.all([listJobs({ actor, page, bySite: true }), listSites({ actor, customerId: actor.customerId })]);
  // The finished visits' job reports, under each job.
  // and the photos the customer sees (those the office shared, and those of the reports).
  const jobIds = list.rows.map((job) => job.id);
  const [reports, photos] = await Promise.all([listVisitReports({ actor, jobIds }), customerPhotos({ actor, jobIds })]);
  return { ...list, siteCount: sites.length, reports, photos };
}

export default function MyJobs({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total, siteCount, reports, photos } = loaderData;
  // A customer with several sites (a landlord's houses) sees each site's jobs under its address.
  const severalSites = siteCount > 1;
  return (
    <PortalListPage title="My Jobs" pathname="/customer/jobs" noun="jobs" page={page} pageCount={pageCount} total={total}>
      {rows.map((job, i) => (
        <li key={job.id} className="space-y-3">
          {severalSites && rows[i - 1]?.siteId !== job.siteId ? (
            <h2 className="flex items-center gap-2 pt-2 text-lg font-semibold">
              <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {job.siteLine}
            </h2>
          ) : null}
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <CardTitle asChild>
                {severalSites ? <h3 className="text-lg">{job.title}</h3> : <h2 className="text-lg">{job.title}</h2>}
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
                <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {job.locationAddress}
              </p>
              {job.description ? <p className="whitespace-pre-line">{job.description}</p> : null}
              {job.scheduledDate ? (
                <p className="flex items-center gap-2">
                  <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {formatDateLongWithTime(new Date(job.scheduledDate))}
                </p>
              ) : null}
              {reports.some((r) => r.jobId === job.id) ? (
                <div className="space-y-1 pt-1">
                  <p className="font-medium">Job reports</p>
                  <ul className="space-y-1">
                    {reports
                      .filter((r) => r.jobId === job.id)
                      .map((r) => (
                        <li key={r.visitId}>
                          <a href={`/customer/visits/${r.visitId}/report.pdf`} className="inline-flex min-h-11 items-center gap-2 text-primary underline" target="_blank" rel="noreferrer">
                            <FileText className="size-4 shrink-0" aria-hidden="true" />
                            Job report of the visit on {formatDateLong(r.day)} (PDF)
                          </a>
                        </li>
                      ))}
                  </ul>
                </div>
              ) : null}
              <JobPhotos photos={photos.filter((p) => p.jobId === job.id)} />
            </CardContent>
          </Card>
        </li>
      ))}
    </PortalListPage>
  );
}

const PHASES = { before: "Before", after: "After", other: "Job" } as const;

/** A job's photos the customer sees, as thumbnails opening the full picture. */
function JobPhotos({ photos }: { photos: Route.ComponentProps["loaderData"]["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <div className="space-y-1 pt-1">
      <p className="font-medium">Photos</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.mediaId} className="min-w-0">
            <a href={`/media/${photo.mediaId}`} target="_blank" rel="noreferrer" className="block">
              <img
                src={`/media/${photo.mediaId}/thumb`}
                alt={photo.caption ?? `${PHASES[photo.phase]} photo, ${formatDateLong(photo.day)}`}
                loading="lazy"
                width={320}
                height={240}
                className="aspect-[4/3] h-auto w-full rounded object-cover"
                data-testid="portal-photo"
              />
            </a>
            {photo.caption ? <p className="mt-1 break-words text-sm text-muted-foreground">{photo.caption}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
