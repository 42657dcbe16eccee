import { GripVertical } from "lucide-react";
import { Link } from "react-router";
import { formatDayLong, formatDayShort, monthOf } from "~/lib/business-day";
import { cn } from "~/lib/utils";
import { calendarHref, type DayJob } from "../calendar-page";
import { dragProps, type JobDrop } from "./job-drag";

/** The week view: a column a day with its first jobs, which can be dragged to another day. */
export function WeekColumns({
  week,
  day,
  today,
  month,
  byDay,
  counts,
  drop,
}: {
  week: string[];
  day: string;
  today: string;
  month: string;
  byDay: Record<string, DayJob[]>;
  counts: Record<string, number>;
  drop: JobDrop;
}) {
  return (
    <div className="grid gap-2 md:grid-cols-7">
      {week.map((key) => {
        const jobs = byDay[key] ?? [];
        const count = counts[key] ?? jobs.length;
        const dayHref = calendarHref({ view: "week", month: monthOf(key) === month ? month : monthOf(key), day: key });
        return (
          <section
            key={key}
            aria-labelledby={`week-${key}`}
            className={cn("min-h-32 rounded-md border bg-background p-2", drop.over === key && "ring-2 ring-primary", key === day && "border-primary")}
            {...drop.targetProps(key)}
          >
            <h3 id={`week-${key}`} className="mb-2 text-sm font-medium">
              <Link
                to={dayHref}
                preventScrollReset
                aria-current={key === day ? "date" : undefined}
                aria-label={`${formatDayLong(key)}${key === today ? ", today" : ""}, ${count} ${count === 1 ? "job" : "jobs"}`}
                className={cn("rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring", key === today && "text-primary")}
              >
                {formatDayShort(key)}
              </Link>
            </h3>
            {jobs.length === 0 ? (
              <p className="text-xs text-muted-foreground">No jobs</p>
            ) : (
              <ul className="space-y-2">
                {jobs.map((job) => (
                  <li key={job.id} {...dragProps(job)} className="cursor-grab rounded bg-muted p-2 text-xs active:cursor-grabbing">
                    <p className="flex items-center gap-1 font-medium">
                      <GripVertical className="size-3 shrink-0 text-muted-foreground" aria-hidden="true" />
                      {job.start}
                    </p>
                    <p className="font-medium">{job.title}</p>
                    <p className="text-muted-foreground">{job.customerName}</p>
                  </li>
                ))}
              </ul>
            )}
            {count > jobs.length ? (
              <p className="mt-2 text-xs">
                <Link to={dayHref} preventScrollReset className="font-medium text-primary hover:underline">
                  {count - jobs.length} more {count - jobs.length === 1 ? "job" : "jobs"}
                </Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
