import { ViewSwitch } from "~/components/view-switch";
import { useEffect } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/calendar";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { requireStaff } from "~/features/auth/guard.server";
import { calendarHref, present, type DayJob, type RescheduleResult } from "~/features/calendar/calendar-page";
import { DAY_PAGE_SIZE, rescheduleSchema, WEEK_DAY_SHOWN, type CalendarView } from "~/features/calendar/calendar.schema";
import {
  firstScheduledJobsPerDay,
  rescheduleJob,
  scheduledJobCountsBetween,
  scheduledJobsBetween,
  type CalendarJob,
} from "~/features/calendar/calendar.server";
import { DayPanel } from "~/features/calendar/components/day-panel";
import { useJobDrop } from "~/features/calendar/components/job-drag";
import { MonthGrid } from "~/features/calendar/components/month-grid";
import { WeekColumns } from "~/features/calendar/components/week-columns";
import {
  dayStart,
  formatDayHeading,
  formatMonth,
  formatStart,
  instantRange,
  isMonthKey,
  londonInstant,
  monthGrid,
  monthOf,
  shiftMonth,
  shiftWeek,
  todayKey,
  weekOf,
} from "~/lib/business-day";
import { parseForm } from "~/lib/forms";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { cn } from "~/lib/utils";
import { isDomainError } from "~/lib/domain-error";
import type { StaffActor } from "~/lib/actor";
import { visitLinesOnDay } from "~/features/visits/visits.server";

export const meta: Route.MetaFunction = () => [{ title: "Calendar | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
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
    dayJobs: await withVisits(actor, dayJobs.map(present), day),
    dayCount,
    dayPage,
    dayPageCount,
  };
}

/** The day panel's jobs with who goes to each that day. */
async function withVisits(actor: StaffActor, list: DayJob[], day: string) {
  const lines = await visitLinesOnDay({ actor, jobIds: list.map((j) => j.id), day });
  return list.map((j) => ({ ...j, visits: lines[j.id] ?? [] }));
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
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
        <ViewSwitch
          label="Calendar view"
          views={(["month", "week"] as const).map((v) => ({
            label: v === "month" ? "Month" : "Week",
            href: calendarHref({ view: v, month: v === "week" ? monthOf(day) : month, day }),
            current: v === view,
          }))}
        />
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
