import { ViewSwitch } from "~/components/view-switch";
import { minuteToTime } from "~/lib/clock-time";
import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { data, Link, useFetcher } from "react-router";
import { isDomainError } from "~/lib/domain-error";
import type { Route } from "./+types/board";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { Label } from "~/components/ui/label";
import { requireStaff } from "~/features/auth/guard.server";
import { bookingsToConfirm, confirmBooking } from "~/features/booking/booking.server";
import { BookingsToConfirm } from "~/features/booking/components/bookings-to-confirm";
import { dispatchBoard } from "~/features/visits/dispatch.server";
import { runVisitIntent } from "~/features/visits/visits.actions.server";
import type { VisitActionResult } from "~/features/visits/visits.schema";
import { isoWeekday } from "~/features/visits/visit-conflicts.server";
import { DayLanes, ToScheduleList, useBoardDrop, WeekLanes, type BoardCard, type BoardLane } from "~/features/visits/components/dispatch-board";
import { useLiveVisits } from "~/features/visits/components/live-visits";
import { VisitFields, VisitResultNote } from "~/features/visits/components/visit-fields";
import { dayStart, formatDayHeading, formatDayShort, shiftDay, shiftWeek, todayKey, weekOf } from "~/lib/business-day";

export const meta: Route.MetaFunction = () => [{ title: "Dispatch | Admin" }];


type View = "day" | "week";

function boardHref({ view, day, engineer }: { view: View; day: string; engineer?: string }) {
  const search = new URLSearchParams({ view, day });
  if (engineer) search.set("engineer", engineer);
  return `/admin/dispatch?${search}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const url = new URL(request.url);
  const today = todayKey();
  const dayParam = url.searchParams.get("day") ?? "";
  const day = dayStart(dayParam) ? dayParam : today;
  const view: View = url.searchParams.get("view") === "week" ? "week" : "day";
  const days = view === "day" ? [day] : weekOf(day);
  const [board, toConfirm] = await Promise.all([dispatchBoard({ actor, first: days[0], last: days[days.length - 1], summary: view === "week" }), bookingsToConfirm({ actor })]);
  const engineerParam = url.searchParams.get("engineer") ?? "";
  const engineer = board.engineers.some((e) => e.id === engineerParam) || engineerParam === "none" ? engineerParam : "";

  // What each lane says of each day (the engineer's hours, not working, or a day off) and the
  // minutes the engineer works that day (the week measures the time booked against them).
  const hoursOf = new Map(board.hours.map((h) => [`${h.userId}|${h.weekday}`, h]));
  const offOf = new Map(board.daysOff.map((d) => [`${d.userId}|${d.day}`, d.reason]));
  const lanes: BoardLane[] = [
    ...board.engineers.map((e) => {
      const note: Record<string, string> = {};
      const work: Record<string, number> = {};
      for (const d of days) {
        const h = hoursOf.get(`${e.id}|${isoWeekday(d)}`);
        if (offOf.has(`${e.id}|${d}`)) note[d] = `Day off${offOf.get(`${e.id}|${d}`) ? `: ${offOf.get(`${e.id}|${d}`)}` : ""}`;
        else note[d] = h ? `${minuteToTime(h.startMinute)}–${minuteToTime(h.endMinute)}` : "Not working";
        work[d] = h && !offOf.has(`${e.id}|${d}`) ? h.endMinute - h.startMinute : 0;
      }
      return { id: e.id, name: e.name, note, work };
    }),
    { id: "", name: "Unassigned", note: {}, work: {} },
  ].filter((lane) => !engineer || (engineer === "none" ? lane.id === "" : lane.id === engineer));

  // A card as the day view draws it.
  const present = (v: (typeof board.visits)[number]): BoardCard => ({
    id: v.id,
    jobId: v.jobId,
    jobTitle: v.jobTitle,
    customerName: v.customerName,
    postcode: v.postcode,
    startMinute: v.startMinute,
    durationMinutes: v.durationMinutes,
    status: v.status,
    reason: v.couldNotAttendReason,
    version: v.version,
    conflicts: v.conflicts.map((c) => c.message),
    ...(v.tentative ? { tentative: true } : {}),
  });

  // The day's cards by lane; the week has a summary of each lane's day instead.
  const byLane: Record<string, BoardCard[]> = {};
  const laneIds = new Set(lanes.map((l) => l.id));
  for (const v of board.visits) {
    const card = present(v);
    for (const laneId of v.engineerIds.length ? v.engineerIds : [""]) if (laneIds.has(laneId)) (byLane[laneId] ??= []).push(card);
  }
  const cells = Object.fromEntries(lanes.filter((l) => board.cells[l.id]).map((l) => [l.id, board.cells[l.id]]));
  const clashes = board.clashCount;
  return {
    view,
    day,
    today,
    days,
    engineer,
    engineers: board.engineers.map((e) => ({ id: e.id, name: e.name })),
    lanes,
    toConfirm,
    byLane,
    cells,
    clashes,
    dayLabels: Object.fromEntries(days.map((d) => [d, formatDayShort(d)])),
    toSchedule: board.toSchedule.map((j) => ({
      id: j.id,
      title: j.title,
      customerName: j.customerName,
      postcode: j.postcode,
      priority: j.priority,
      durationMinutes: Math.min(1440, Math.max(15, Math.round((j.estimatedDuration ?? 1) * 60))),
    })),
    // The keyboard form's visits: those of the day view (the week's are moved from their day).
    visitChoices: board.visits
      .filter((v) => v.status !== "done")
      .slice(0, 150)
      .map((v) => ({ id: v.id, label: `${formatDayShort(v.day)} ${minuteToTime(v.startMinute)} · ${v.jobTitle}`, version: v.version })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "confirm_booking") return confirmBookingIntent(actor, formData);
  if (intent !== "assign" && intent !== "schedule") throw new Response("Bad Request", { status: 400 });
  return (await runVisitIntent({ actor, intent, formData }))!;
}

export default function DispatchBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { view, day, today, days, engineer, engineers, lanes, toConfirm, byLane, cells, clashes, dayLabels, toSchedule, visitChoices } = loaderData;
  const drop = useBoardDrop();
  const [live, setLive] = useState<"connecting" | "live" | "polling">("connecting");
  useLiveVisits(setLive);
  const step = view === "day" ? (d: string, by: number) => shiftDay(d, by) : (d: string, by: number) => shiftWeek(d, by);
  const prev = boardHref({ view, day: step(day, -1), engineer });
  const next = boardHref({ view, day: step(day, 1), engineer });
  const title = view === "day" ? formatDayHeading(day) : `Week of ${formatDayHeading(days[0])}`;

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Dispatch</h1>
        <ViewSwitch
          label="Board view"
          views={(["day", "week"] as const).map((v) => ({ label: v === "day" ? "Day" : "Week", href: boardHref({ view: v, day, engineer }), current: v === view }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="icon">
          <Link to={prev} aria-label={view === "day" ? "Previous day" : "Previous week"} preventScrollReset>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="icon">
          <Link to={next} aria-label={view === "day" ? "Next day" : "Next week"} preventScrollReset>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
        <h2 className="min-w-0 flex-1 text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        {day !== today ? (
          <Button asChild variant="outline" size="sm">
            <Link to={boardHref({ view, day: today, engineer })}>Today</Link>
          </Button>
        ) : null}
        <form method="get" className="flex items-center gap-2">
          <input type="hidden" name="view" value={view} />
          <input type="hidden" name="day" value={day} />
          <Label htmlFor="lane-filter" className="sr-only">
            Lanes
          </Label>
          <NativeSelect id="lane-filter" name="engineer" defaultValue={engineer} wrapperClassName="w-44" onChange={(e) => e.currentTarget.form?.requestSubmit()}>
            <option value="">All engineers</option>
            {engineers.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
            <option value="none">Unassigned only</option>
          </NativeSelect>
          <noscript>
            <Button type="submit" size="sm" variant="outline">
              Show
            </Button>
          </noscript>
        </form>
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {clashes ? `${clashes} visit${clashes === 1 ? "" : "s"} with a clash (outlined in red). ` : ""}
        {live === "live" ? "Live: changes appear as they are made." : live === "polling" ? "Updating every 30 seconds." : ""}
        {drop.busy ? " Saving…" : ""}
      </p>
      <BookingsToConfirm bookings={toConfirm} />
      <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {view === "day" ? (
            <DayLanes lanes={lanes} cards={byLane} day={day} drop={drop} />
          ) : (
            <WeekLanes lanes={lanes} cells={cells} days={days} dayLabels={dayLabels} dayHref={(d, lane) => boardHref({ view: "day", day: d, engineer: lane ?? engineer })} drop={drop} />
          )}
          <p className="mt-2 text-xs text-muted-foreground">
            {view === "day"
              ? "Drag a job to schedule, or a visit, onto an engineer's lane at the time it should start."
              : "Drag a job to schedule onto an engineer's day (it starts at 09:00); open a day to move its visits."}{" "}
            Without a mouse, use the form below.
          </p>
        </div>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle asChild>
              <h2>To schedule ({toSchedule.length})</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="max-h-[36rem] overflow-y-auto">
            <ToScheduleList jobs={toSchedule} />
          </CardContent>
        </Card>
      </div>
      <ScheduleForm day={day} engineers={engineers} toSchedule={toSchedule} visitChoices={visitChoices} actionData={actionData} />
    </div>
  );
}

/** The office confirms a booking held as tentative (the customer's e-mail with the .ics follows). */
async function confirmBookingIntent(actor: Awaited<ReturnType<typeof requireStaff>>, formData: FormData) {
  const visitId = String(formData.get("visitId") ?? "");
  const version = Number(formData.get("version"));
  try {
    const confirmed = await confirmBooking({ actor, visitId, version: Number.isInteger(version) && version > 0 ? version : null });
    return data<VisitActionResult>({ ok: true, title: confirmed.alreadyConfirmed ? "Already confirmed" : "Booking confirmed", message: "The customer is e-mailed the appointment.", visitId });
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return data<VisitActionResult>({ ok: false, title: "Failed to confirm the booking", message: err.message, reason: err.reason, visitId }, { status: err.status });
  }
}

/** The keyboard way: a job to schedule or a visit of the board, the engineers, day, start and duration. */
function ScheduleForm({
  day,
  engineers,
  toSchedule,
  visitChoices,
  actionData,
}: {
  day: string;
  engineers: { id: string; name: string }[];
  toSchedule: { id: string; title: string; customerName: string }[];
  visitChoices: { id: string; label: string; version: number }[];
  actionData?: VisitActionResult;
}) {
  const fetcher = useFetcher<VisitActionResult>();
  const result = fetcher.data ?? actionData;
  const [formKey, setFormKey] = useState(0);
  const [seen, setSeen] = useState<VisitActionResult | undefined>(undefined);
  if (fetcher.data && fetcher.data !== seen && fetcher.state === "idle") {
    setSeen(fetcher.data);
    if (fetcher.data.ok) setFormKey((k) => k + 1);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="schedule-heading">Schedule or move a visit</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form key={formKey} method="post" className="space-y-3" aria-labelledby="schedule-heading">
          <input type="hidden" name="intent" value="schedule" />
          <div className="space-y-1">
            <Label htmlFor="schedule-target">Job or visit</Label>
            <NativeSelect id="schedule-target" name="target" required defaultValue="">
              <option value="" disabled>
                Choose…
              </option>
              <optgroup label="Jobs to schedule">
                {toSchedule.map((j) => (
                  <option key={j.id} value={`job:${j.id}`}>
                    {j.title} ({j.customerName})
                  </option>
                ))}
              </optgroup>
              {visitChoices.length ? (
                <optgroup label="Visits on this board">
                  {visitChoices.map((v) => (
                    <option key={v.id} value={`visit:${v.id}`}>
                      {v.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </NativeSelect>
          </div>
          <VisitFields prefix="schedule" engineers={engineers} defaults={{ day, start: "09:00", hours: "1", engineerIds: [] }} result={result} withInstructions={false} />
          <VisitResultNote result={result} />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Save visit
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
