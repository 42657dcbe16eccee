import { useEffect, useRef, useState } from "react";
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { ChevronLeft, ChevronRight, GripVertical } from "lucide-react";
import { SpriteIcon } from "~/components/icon-sprite";
import { data, Link, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/calendar";
import { CheckedForm, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { requireAdmin } from "~/features/auth/guard.server";
import {
  dayKey,
  dayStart,
  formatDayHeading,
  formatDayLong,
  formatDayShort,
  formatDuration,
  formatMonth,
  formatStart,
  instantRange,
  isMonthKey,
  londonInstant,
  monthGrid,
  monthOf,
  shiftDay,
  shiftMonth,
  shiftWeek,
  timeKey,
  todayKey,
  weekOf,
} from "~/features/calendar/calendar-dates";
import { DAY_PAGE_SIZE, rescheduleSchema, WEEK_DAY_SHOWN, type CalendarView } from "~/features/calendar/calendar.schema";
import {
  firstScheduledJobsPerDay,
  rescheduleJob,
  scheduledJobCountsBetween,
  scheduledJobsBetween,
  type CalendarJob,
} from "~/features/calendar/calendar.server";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { cn } from "~/lib/utils";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: "Calendar | Admin" }];

/** A job as the page shows it, with its London date, start and duration already worded. */
type DayJob = {
  id: string;
  title: string;
  customerName: string;
  locationAddress: string;
  service: string;
  start: string;
  duration: string;
  date: string;
  time: string;
  priority: string;
};

function present(job: CalendarJob): DayJob {
  return {
    id: job.id,
    title: job.title,
    customerName: job.customerName,
    locationAddress: job.locationAddress,
    service: SERVICE_TYPE_LABELS[job.serviceType],
    start: formatStart(job.scheduledDate),
    duration: formatDuration(job.estimatedDuration),
    date: dayKey(job.scheduledDate),
    time: timeKey(job.scheduledDate),
    priority: job.priority,
  };
}

function calendarHref(params: { view: CalendarView; month: string; day: string; dayPage?: number }) {
  const search = new URLSearchParams({ view: params.view, month: params.month, day: params.day });
  if (params.dayPage && params.dayPage > 1) search.set("dayPage", String(params.dayPage));
  return `/admin/calendar?${search}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const today = todayKey();
  const dayParam = url.searchParams.get("day") ?? "";
  const day = dayStart(dayParam) ? dayParam : today;
  const monthParam = url.searchParams.get("month") ?? "";
  const month = isMonthKey(monthParam) ? monthParam : monthOf(day);
  const view: CalendarView = url.searchParams.get("view") === "week" ? "week" : "month";

  const weeks = monthGrid(month);
  const week = weekOf(day);
  const shown = view === "month" ? weeks.flat() : week;
  const [first, last] = [[shown[0], day].sort()[0], [shown[shown.length - 1], day].sort()[1]];
  const { from, to } = instantRange(first, last);
  // Counts per day come from the database; only the jobs shown are fetched: a page of the selected
  // day's, and in the week view the first few of each day.
  const selected = instantRange(day, day);
  const weekRange = instantRange(week[0], week[week.length - 1]);
  const counts = await scheduledJobCountsBetween(from, to);
  const dayCount = counts[day] ?? 0;
  const dayPageCount = Math.max(1, Math.ceil(dayCount / DAY_PAGE_SIZE));
  const rawPage = Number.parseInt(url.searchParams.get("dayPage") ?? "1", 10);
  const dayPage = Number.isFinite(rawPage) ? Math.min(Math.max(1, rawPage), dayPageCount) : 1;
  const [dayJobs, weekJobs] = await Promise.all([
    scheduledJobsBetween(selected.from, selected.to, { limit: DAY_PAGE_SIZE, offset: (dayPage - 1) * DAY_PAGE_SIZE }),
    view === "week" ? firstScheduledJobsPerDay(weekRange.from, weekRange.to, WEEK_DAY_SHOWN) : Promise.resolve({} as Record<string, CalendarJob[]>),
  ]);
  return {
    view,
    month,
    day,
    today,
    weeks,
    week,
    counts,
    byDay: view === "week" ? Object.fromEntries(week.map((k) => [k, (weekJobs[k] ?? []).map(present)])) : ({} as Record<string, DayJob[]>),
    dayJobs: dayJobs.map(present),
    dayCount,
    dayPage,
    dayPageCount,
  };
}

/** A reschedule that could not be saved: the job's id and Conform's reply for its form. */
type RescheduleResult = { jobId: string; result: SubmissionResult<string[]> };

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "reschedule") throw new Response("Bad Request", { status: 400 });
  const back = `/admin/calendar${new URL(request.url).search}`;
  const submission = parseForm(formData, rescheduleSchema);
  if (submission.status !== "success") {
    const jobId = formData.get("id");
    return data<RescheduleResult>({ jobId: typeof jobId === "string" ? jobId : "", result: submission.reply() }, { status: 400 });
  }
  const { id, date, time, view } = submission.value;
  try {
    await rescheduleJob({ actor, id, scheduledAt: londonInstant(date, time)! });
  } catch (err) {
    if (!isDomainError(err)) log.error({ err }, "reschedule failed");
    return redirectWithToast(back, {
      type: "error",
      title: "Failed to reschedule job",
      description: isDomainError(err) ? err.message : undefined,
    });
  }
  return redirectWithToast(calendarHref({ view, month: monthOf(date), day: date }), {
    type: "success",
    title: "Job rescheduled",
    description: `Now ${formatDayHeading(date)} at ${formatStart(londonInstant(date, time)!)}.`,
  });
}

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const JOB_MIME = "application/x-calendar-job";

/** Drop target behaviour: a job dragged here keeps its start time and moves to `day`. */
function useJobDrop(view: CalendarView) {
  const submit = useSubmit();
  const [over, setOver] = useState<string | null>(null);
  return {
    over,
    targetProps: (day: string) => ({
      onDragOver: (event: React.DragEvent) => {
        if (!event.dataTransfer.types.includes(JOB_MIME)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(day);
      },
      onDragLeave: () => setOver((current) => (current === day ? null : current)),
      onDrop: (event: React.DragEvent) => {
        const raw = event.dataTransfer.getData(JOB_MIME);
        setOver(null);
        if (!raw) return;
        event.preventDefault();
        const job = JSON.parse(raw) as { id: string; time: string; date: string };
        if (job.date === day) return;
        submit({ intent: "reschedule", id: job.id, date: day, time: job.time, view }, { method: "post" });
      },
    }),
  };
}

function dragProps(job: DayJob) {
  return {
    draggable: true,
    onDragStart: (event: React.DragEvent) => {
      event.dataTransfer.setData(JOB_MIME, JSON.stringify({ id: job.id, time: job.time, date: job.date }));
      event.dataTransfer.effectAllowed = "move";
    },
  };
}

function MonthGrid({
  weeks,
  month,
  day,
  today,
  counts,
  drop,
}: {
  weeks: string[][];
  month: string;
  day: string;
  today: string;
  counts: Record<string, number>;
  drop: ReturnType<typeof useJobDrop>;
}) {
  const tableRef = useRef<HTMLTableElement>(null);
  // Arrow keys move between days (a week up or down), as in a paper diary.
  function onKeyDown(event: React.KeyboardEvent) {
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-day]")?.dataset.day;
    if (!current) return;
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (!step) return;
    const next = tableRef.current?.querySelector<HTMLElement>(`[data-day="${shiftDay(current, step)}"]`);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }
  return (
    <table ref={tableRef} className="w-full table-fixed border-separate border-spacing-1" onKeyDown={onKeyDown}>
      <caption className="sr-only">{formatMonth(month)}: days with scheduled jobs show how many</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((key) => {
              const count = counts[key] ?? 0;
              const selected = key === day;
              const isToday = key === today;
              const outside = monthOf(key) !== month;
              const label = [formatDayLong(key), isToday ? "today" : null, count ? `${count} ${count === 1 ? "job" : "jobs"}` : "no jobs"]
                .filter(Boolean)
                .join(", ");
              return (
                <td key={key} className="p-0 align-top" {...drop.targetProps(key)}>
                  <Link
                    to={calendarHref({ view: "month", month, day: key })}
                    preventScrollReset
                    data-day={key}
                    aria-label={label}
                    aria-current={selected ? "date" : undefined}
                    className={cn(
                      "flex h-14 flex-col justify-between rounded-md border p-1.5 text-sm transition-colors sm:h-20",
                      "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                      selected ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
                      outside && !selected && "text-muted-foreground opacity-70",
                      isToday && !selected && "border-primary font-semibold",
                      drop.over === key && "ring-2 ring-primary",
                    )}
                  >
                    <span>{Number(key.slice(8))}</span>
                    {count ? (
                      <span
                        aria-hidden="true"
                        className={cn(
                          "inline-flex w-fit items-center gap-1 rounded-full px-1.5 text-xs font-medium",
                          selected ? "bg-primary-foreground text-primary" : "bg-primary text-primary-foreground",
                        )}
                      >
                        <span className="size-1.5 rounded-full bg-current" />
                        {count}
                      </span>
                    ) : null}
                  </Link>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeekColumns({
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
  drop: ReturnType<typeof useJobDrop>;
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

function RescheduleForm({ job, view, lastResult }: { job: DayJob; view: CalendarView; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "reschedule" && navigation.formData?.get("id") === job.id;
  const [form, fields] = useForm({
    id: `reschedule-${job.id}`,
    lastResult,
    defaultValue: { date: job.date, time: job.time },
    onValidate: ({ formData }) => parseForm(formData, rescheduleSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <details className="group mt-2" open={lastResult ? true : undefined}>
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
        <SpriteIcon name="calendar-days" className="size-4" />
        Reschedule
      </summary>
      <CheckedForm form={form} preventScrollReset className="mt-2 space-y-2" aria-label={`Reschedule ${job.title}`}>
        <input type="hidden" name="intent" value="reschedule" />
        <input type="hidden" name="id" value={job.id} />
        <input type="hidden" name="view" value={view} />
        <div className="grid grid-cols-2 gap-2">
          <FormField field={fields.date} label="New date" className="space-y-1">
            <Input {...getInputProps(fields.date, { type: "date" })} required />
          </FormField>
          <FormField field={fields.time} label="New time" className="space-y-1">
            <Input {...getInputProps(fields.time, { type: "time" })} required />
          </FormField>
        </div>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving..." : "Move job"}
        </Button>
      </CheckedForm>
    </details>
  );
}

/** The day panel's pages: how many jobs the day has, and links to the other pages of them. */
type DayPaging = { count: number; page: number; pageCount: number; href: (page: number) => string };

function DayPager({ paging }: { paging: DayPaging }) {
  const { count, page, pageCount, href } = paging;
  const first = (page - 1) * DAY_PAGE_SIZE + 1;
  const last = Math.min(page * DAY_PAGE_SIZE, count);
  return (
    <nav aria-label="Pages of this date's jobs" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        Jobs {first}–{last} of {count}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page - 1)} preventScrollReset rel="prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          </Button>
        ) : null}
        {page < pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page + 1)} preventScrollReset rel="next">
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

function DayPanel({
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

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { view, month, day, today, weeks, week, counts, byDay, dayJobs, dayCount, dayPage, dayPageCount } = loaderData;
  const drop = useJobDrop(view);
  useEffect(() => {
    const errors = actionData?.result.error;
    const first = errors ? Object.values(errors).find((messages) => messages?.length)?.[0] : undefined;
    if (first) toast.error("Failed to reschedule job", { description: first });
  }, [actionData]);

  const prev =
    view === "month"
      ? { href: calendarHref({ view, month: shiftMonth(month, -1), day }), label: "Previous month" }
      : { href: calendarHref({ view, month: monthOf(shiftWeek(day, -1)), day: shiftWeek(day, -1) }), label: "Previous week" };
  const next =
    view === "month"
      ? { href: calendarHref({ view, month: shiftMonth(month, 1), day }), label: "Next month" }
      : { href: calendarHref({ view, month: monthOf(shiftWeek(day, 1)), day: shiftWeek(day, 1) }), label: "Next week" };
  const title = view === "month" ? formatMonth(month) : `Week of ${formatDayHeading(week[0])}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Calendar</h1>
        <nav aria-label="Calendar view" className="inline-flex rounded-md border p-0.5">
          {(["month", "week"] as const).map((v) => (
            <Link
              key={v}
              to={calendarHref({ view: v, month: v === "week" ? monthOf(day) : month, day })}
              aria-current={v === view ? "page" : undefined}
              className={cn(
                "rounded px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                v === view ? "bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {v === "month" ? "Month" : "Week"}
            </Link>
          ))}
        </nav>
      </div>
      <div className={cn("grid gap-6", view === "month" && "xl:grid-cols-[minmax(0,1fr)_24rem]")}>
        <Card>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild variant="outline" size="icon">
                <Link to={prev.href} preventScrollReset aria-label={prev.label} title={prev.label}>
                  <ChevronLeft className="size-4" aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline" size="icon">
                <Link to={next.href} preventScrollReset aria-label={next.label} title={next.label}>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </Button>
              <h2 className="flex-1 text-lg font-semibold" aria-live="polite">
                {title}
              </h2>
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/calendar?view=${view}`}>Today</Link>
              </Button>
            </div>
            {view === "month" ? (
              <MonthGrid weeks={weeks} month={month} day={day} today={today} counts={counts} drop={drop} />
            ) : (
              <WeekColumns week={week} day={day} today={today} month={month} byDay={byDay} counts={counts} drop={drop} />
            )}
            <p className="text-xs text-muted-foreground">
              Choose a day to see its jobs. Use the arrow keys to move between days. To move a job, use Reschedule beside it, or drag it onto
              another day.
            </p>
          </CardContent>
        </Card>
        <DayPanel
          day={day}
          jobs={dayJobs}
          view={view}
          result={actionData}
          paging={{ count: dayCount, page: dayPage, pageCount: dayPageCount, href: (p) => calendarHref({ view, month, day, dayPage: p }) }}
        />
      </div>
    </div>
  );
}
