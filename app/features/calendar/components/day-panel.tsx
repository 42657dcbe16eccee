import { Link } from "react-router";
import { SpriteIcon } from "~/components/icon-sprite";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDayHeading } from "~/lib/business-day";
import type { DayJob, RescheduleResult } from "../calendar-page";
import type { CalendarView } from "../calendar.schema";
import { DayPager, type DayPaging } from "./day-pager";
import { dragProps } from "./job-drag";
import { RescheduleForm } from "./reschedule-form";

/** The selected day's jobs, a page at a time, each with its details and a reschedule form. */
export function DayPanel({
  day,
  jobs,
  view,
  result,
  paging,
}: {
  day: string | null;
  jobs: DayJob[];
  view: CalendarView;
  result?: RescheduleResult;
  paging: DayPaging;
}) {
  return (
    <Card aria-labelledby="day-heading">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="day-heading">{day ? formatDayHeading(day) : "Select a date"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!day ? null : jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No jobs scheduled for this date</p>
        ) : (
          <ul className="space-y-4" aria-label="Jobs on this date">
            {jobs.map((job) => (
              <li key={job.id} className="rounded-md border p-3">
                <h3 className="cursor-grab font-semibold" {...dragProps(job)}>
                  <Link to={`/admin/jobs/${job.id}`} className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                    {job.title}
                  </Link>
                </h3>
                <dl className="mt-1 space-y-1 text-sm">
                  <div className="flex items-start gap-2">
                    <dt>
                      <SpriteIcon name="user" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span className="sr-only">Customer</span>
                    </dt>
                    <dd>{job.customerName}</dd>
                  </div>
                  <div className="flex items-start gap-2">
                    <dt>
                      <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span className="sr-only">Address</span>
                    </dt>
                    <dd>{job.locationAddress}</dd>
                  </div>
                  <div className="flex items-start gap-2">
                    <dt>
                      <SpriteIcon name="wrench" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span className="sr-only">Service</span>
                    </dt>
                    <dd>{job.service}</dd>
                  </div>
                  <div className="flex items-start gap-2">
                    <dt>
                      <SpriteIcon name="clock" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span className="sr-only">Start</span>
                    </dt>
                    <dd>
                      {job.start}
                      {job.duration ? ` ${job.duration}` : ""}
                    </dd>
                  </div>
                </dl>
                {job.visits?.length ? (
                  <ul className="mt-1 text-sm" aria-label={`Visits of ${job.title}`}>
                    {job.visits.map((line) => (
                      <li key={line}>
                        <span className="sr-only">Visit: </span>
                        {line}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <RescheduleForm job={job} view={view} lastResult={result?.jobId === job.id ? result.result : undefined} />
              </li>
            ))}
          </ul>
        )}
        {day && paging.pageCount > 1 ? <DayPager paging={paging} /> : null}
      </CardContent>
    </Card>
  );
}
