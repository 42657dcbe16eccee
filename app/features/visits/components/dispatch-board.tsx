import { minuteToTime } from "~/lib/clock-time";
import { useEffect, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/sonner";
import { cn } from "~/lib/utils";
import { VISIT_STATUS_LABELS, type BoardCellSummary, type VisitActionResult } from "../visits.schema";
import type { VisitStatus } from "~/db/enums";

// The dispatch board's lanes: one per engineer and one for visits nobody is given yet. A day shows
// a time line per lane (it scrolls inside its box on a narrow screen); a week a cell per day. A job
// to schedule or a visit dragged onto a lane is saved there at once (the keyboard form does the same).

export const DAY_FIRST_MINUTE = 6 * 60;
export const DAY_LAST_MINUTE = 20 * 60;
const PX_PER_HOUR = 64;

export type BoardCard = {
  id: string;
  jobId: string;
  jobTitle: string;
  customerName: string;
  postcode: string | null;
  startMinute: number;
  durationMinutes: number;
  status: VisitStatus;
  reason?: string | null;
  version: number;
  conflicts: string[];
  /** Held for a booking until the office confirms it. */
  tentative?: boolean;
};

export type BoardLane = {
  id: string;
  name: string;
  /** What the lane says of each day: the engineer's hours, not working, or a day off. */
  note: Record<string, string>;
  /** The minutes the engineer works each day (none on a day off). */
  work: Record<string, number>;
};

export type ToScheduleCard = { id: string; title: string; customerName: string; postcode: string | null; priority: string; durationMinutes: number };

const DRAG_TYPE = "application/x-dispatch";

type Dragged = { kind: "job" | "visit"; id: string; fromEngineerId: string; startMinute: number; durationMinutes: number; version?: number };

const pad = (n: number) => String(n).padStart(2, "0");

/** Drops on the board: each posts `assign`; a day already gone is asked about and sent again. */
export function useBoardDrop() {
  const fetcher = useFetcher<VisitActionResult>();
  const [over, setOver] = useState<string | null>(null);
  const [last, setLast] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) {
      if (result.warnings?.length) toast.warning(`${result.title}, with a clash`, { description: result.warnings.join(". ") });
      else toast.success(result.title);
    } else if (result.reason === "past_date" && last && window.confirm(`${result.message} Save it anyway?`)) {
      fetcher.submit({ ...last, confirmPast: "yes" }, { method: "post" });
      setLast(null);
    } else {
      toast.error(result.title, { description: result.message });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  const submit = (fields: Record<string, string>) => {
    setLast(fields);
    fetcher.submit(fields, { method: "post" });
  };

  return {
    busy: fetcher.state !== "idle",
    over,
    /** What a lane (or a lane's day) takes: where it is dropped says the engineer, day and (day view) time. */
    target(key: string, engineerId: string, day: string, timeline: boolean) {
      return {
        onDragOver: (event: React.DragEvent) => {
          if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
          setOver(key);
        },
        onDragLeave: () => setOver((current) => (current === key ? null : current)),
        onDrop: (event: React.DragEvent) => {
          setOver(null);
          const raw = event.dataTransfer.getData(DRAG_TYPE);
          if (!raw) return;
          event.preventDefault();
          const dragged = JSON.parse(raw) as Dragged;
          let start = dragged.kind === "visit" ? dragged.startMinute : 9 * 60;
          if (timeline) {
            const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
            const minute = DAY_FIRST_MINUTE + ((event.clientX - box.left) / PX_PER_HOUR) * 60;
            start = Math.min(DAY_LAST_MINUTE - 15, Math.max(DAY_FIRST_MINUTE, Math.round(minute / 15) * 15));
          }
          submit({
            intent: "assign",
            kind: dragged.kind,
            id: dragged.id,
            engineerId,
            fromEngineerId: dragged.fromEngineerId,
            day,
            start: minuteToTime(start),
            durationMinutes: String(dragged.durationMinutes),
            ...(dragged.version ? { version: String(dragged.version) } : {}),
          });
        },
      };
    },
  };
}

export type BoardDrop = ReturnType<typeof useBoardDrop>;

function dragStart(dragged: Dragged) {
  return {
    draggable: true,
    onDragStart: (event: React.DragEvent) => {
      event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
      event.dataTransfer.effectAllowed = "move";
    },
  };
}

/** CSS properties measured in pixels when given as a number (as React's style prop takes them). */
const UNITLESS = new Set(["zIndex", "opacity", "flexGrow", "flexShrink", "order", "lineHeight", "fontWeight"]);

/**
 * A ref that sets an element's computed position and size through the CSSOM once it is in the page.
 * The security policy admits no style attribute it has not listed by hash, and a board's widths and
 * offsets are computed, so they are never sent as attributes in the HTML.
 */
function styled(style: React.CSSProperties) {
  return (element: HTMLElement | null) => {
    if (!element) return;
    for (const [name, value] of Object.entries(style)) {
      if (value === undefined || value === null) continue;
      const css = typeof value === "number" && !UNITLESS.has(name) ? `${value}px` : String(value);
      element.style.setProperty(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), css);
    }
  };
}

/** A visit on the day's board: time, job, customer, status colour, and its clashes in words. */
export function VisitCard({ card, laneId, style }: { card: BoardCard; laneId: string; style?: React.CSSProperties }) {
  const movable = card.status !== "done";
  const time = `${minuteToTime(card.startMinute)}–${minuteToTime(Math.min(1440, card.startMinute + card.durationMinutes))}`;
  const statusLabel = VISIT_STATUS_LABELS[card.status];
  const label = `${card.jobTitle}, ${time}, ${card.tentative ? "tentative booking, " : ""}${statusLabel}${card.conflicts.length ? ", clash" : ""}`;
  const drag = movable ? dragStart({ kind: "visit", id: card.id, fromEngineerId: laneId, startMinute: card.startMinute, durationMinutes: card.durationMinutes, version: card.version }) : {};
  // Styled by the board-chip class: status colour, clash ring, tentative border and grab cursor
  // from the data attributes.
  const frame = {
    "data-visit-id": card.id,
    "aria-label": label,
    "data-status": card.status,
    "data-clash": card.conflicts.length ? "" : undefined,
    "data-tentative": card.tentative ? "yes" : undefined,
    ...drag,
  };
  return (
    <article {...frame} className="board-chip p-1.5" ref={style ? styled(style) : undefined}>
      <p className="font-semibold">{time}</p>
      <p className="truncate">
        <Link to={`/admin/jobs/${card.jobId}`} className="underline-offset-2 hover:underline" draggable={false}>
          {card.jobTitle}
        </Link>
      </p>
      <p className="truncate text-muted-foreground">
        {card.customerName}
        {card.postcode ? `, ${card.postcode}` : ""}
      </p>
      <p className="truncate">
        <span className="font-medium">{card.tentative ? "Tentative booking · " : ""}{statusLabel}</span>
        {card.reason ? `: ${card.reason}` : ""}
      </p>
      {card.conflicts.length ? (
        <ul className="mt-0.5 text-red-700" aria-label="Clashes">
          {card.conflicts.map((c) => (
            <li key={c}>⚠ {c}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** A job waiting for its visit, dragged onto a lane to schedule it. */
export function ToScheduleList({ jobs }: { jobs: ToScheduleCard[] }) {
  const navigate = useNavigate();
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">Every open job has a visit.</p>;
  return (
    // Plain anchors, followed in the app by one handler (as the week's cells are).
    <ul className="space-y-2" aria-label="Jobs to schedule" onClick={(event) => followInApp(event, navigate)}>
      {jobs.map((job) => (
        <li
          key={job.id}
          data-job-id={job.id}
          className={cn("cursor-grab rounded-md border bg-background p-2 text-sm shadow-sm", job.priority === "emergency" && "border-red-500")}
          {...dragStart({ kind: "job", id: job.id, fromEngineerId: "", startMinute: 9 * 60, durationMinutes: job.durationMinutes })}
        >
          <a href={`/admin/jobs/${job.id}`} className="font-medium hover:underline" draggable={false}>
            {job.title}
          </a>
          <p className="text-xs text-muted-foreground">
            {job.customerName}
            {job.postcode ? `, ${job.postcode}` : ""}
            {job.priority === "emergency" ? " · Emergency" : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The day view: a time line per lane, from 06:00 to 20:00, scrolling sideways inside its own box. */
export function DayLanes({ lanes, cards, day, drop }: { lanes: BoardLane[]; cards: Record<string, BoardCard[]>; day: string; drop: BoardDrop }) {
  const width = ((DAY_LAST_MINUTE - DAY_FIRST_MINUTE) / 60) * PX_PER_HOUR;
  const hours = Array.from({ length: (DAY_LAST_MINUTE - DAY_FIRST_MINUTE) / 60 }, (_, i) => DAY_FIRST_MINUTE / 60 + i);
  return (
    <div className="max-w-full overflow-x-auto rounded-md border" data-testid="lanes-box">
      <div ref={styled({ width: width + 160 })}>
        <div className="flex border-b bg-muted/50 text-xs">
          <div className="w-40 shrink-0 p-1 font-medium">Engineer</div>
          {hours.map((h) => (
            <div key={h} className="shrink-0 border-l p-1" ref={styled({ width: PX_PER_HOUR })}>
              {pad(h)}:00
            </div>
          ))}
        </div>
        {lanes.map((lane) => {
          const key = `${lane.id}|${day}`;
          const list = cards[lane.id] ?? [];
          return (
            <section key={lane.id || "unassigned"} aria-label={`Lane: ${lane.name}`} className="flex border-b last:border-b-0">
              <div className="w-40 shrink-0 p-2 text-sm">
                <p className="font-medium">{lane.name}</p>
                {lane.note[day] ? <p className="text-xs text-muted-foreground">{lane.note[day]}</p> : null}
              </div>
              <div
                data-lane={lane.id}
                data-day={day}
                className={cn("relative min-h-24 shrink-0 border-l", drop.over === key && "bg-primary/10")}
                ref={styled({
                  width,
                  height: Math.max(96, 8 + stackDepth(list) * 88),
                  backgroundImage: "repeating-linear-gradient(to right, transparent 0, transparent 63px, hsl(0 0% 90%) 63px, hsl(0 0% 90%) 64px)",
                })}
                {...drop.target(key, lane.id, day, true)}
              >
                {place(list).map(({ card, row }) => (
                  <div
                    key={card.id}
                    className="absolute"
                    ref={styled({
                      left: (Math.max(0, card.startMinute - DAY_FIRST_MINUTE) / 60) * PX_PER_HOUR,
                      width: Math.max(72, (Math.min(card.durationMinutes, DAY_LAST_MINUTE - card.startMinute) / 60) * PX_PER_HOUR - 2),
                      top: 4 + row * 88,
                    })}
                  >
                    <VisitCard card={card} laneId={lane.id} style={{ height: 84 }} />
                  </div>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Overlapping cards of a lane go on rows of their own, so each stays readable. */
function place(cards: BoardCard[]) {
  const rowsEnd: number[] = [];
  return cards.map((card) => {
    const start = card.startMinute;
    const end = start + Math.max(card.durationMinutes, 68);
    let row = rowsEnd.findIndex((e) => e <= start);
    if (row === -1) row = rowsEnd.length;
    rowsEnd[row] = end;
    return { card, row };
  });
}

function stackDepth(cards: BoardCard[]) {
  return Math.max(1, ...place(cards).map((p) => p.row + 1));
}

/** A click on a plain link to a page of the app, navigated in the app (a new tab or window as the browser does it). */
function followInApp(event: React.MouseEvent, navigate: ReturnType<typeof useNavigate>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest?.("a[href]");
  const href = anchor?.getAttribute("href");
  if (!href?.startsWith("/") || href.startsWith("//") || anchor?.hasAttribute("download") || anchor?.getAttribute("target")) return;
  event.preventDefault();
  void navigate(href);
}

/** Hours as the board says them: "7 h", "7.5 h", "45 min". */
function hoursText(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round((minutes / 60) * 4) / 4} h`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The week view: a row per lane, a cell per day summing up that lane's day (its visits, the time
 * booked against the engineer's hours, clashes and bookings to confirm), linking to the day, where
 * the visits are drawn. A job to schedule dropped on a cell is booked that day at 09:00.
 */
export function WeekLanes({
  lanes,
  cells,
  days,
  dayLabels,
  dayHref,
  drop,
}: {
  lanes: BoardLane[];
  cells: Record<string, Record<string, BoardCellSummary>>;
  days: string[];
  dayLabels: Record<string, string>;
  dayHref: (day: string, lane?: string) => string;
  drop: BoardDrop;
}) {
  const navigate = useNavigate();
  return (
    // A cell links to its day with a plain anchor (a week has well over a hundred of them): one
    // handler here navigates in the app instead.
    <div className="max-w-full overflow-x-auto rounded-md border" data-testid="lanes-box" onClick={(event) => followInApp(event, navigate)}>
      {/* A week is seven days: the columns are a class, so the grid holds without JavaScript too. */}
      <div className="grid min-w-[60rem] grid-cols-[9rem_repeat(7,minmax(7rem,1fr))]">
        <div className="border-b bg-muted/50 p-1 text-xs font-medium">Engineer</div>
        {days.map((d) => (
          <div key={d} className="border-b border-l bg-muted/50 p-1 text-xs font-medium">
            <Link to={dayHref(d)} className="hover:underline">
              {dayLabels[d]}
            </Link>
          </div>
        ))}
        {lanes.map((lane) => (
          <section key={lane.id || "unassigned"} aria-label={`Lane: ${lane.name}`} className="contents">
            <div className="border-b p-2 text-sm font-medium">{lane.name}</div>
            {days.map((d) => {
              const key = `${lane.id}|${d}`;
              const cell = cells[lane.id]?.[d];
              const work = lane.work[d] ?? 0;
              return (
                <div
                  key={d}
                  data-lane={lane.id}
                  data-day={d}
                  data-off={lane.note[d] && !work ? "" : undefined}
                  data-over={drop.over === key ? "" : undefined}
                  data-clash={cell?.clashes ? "" : undefined}
                  className="board-cell"
                  {...drop.target(key, lane.id, d, false)}
                >
                  {lane.note[d] ? <small>{lane.note[d]}</small> : null}
                  {cell ? (
                    <>
                      <a
                        href={dayHref(d, lane.id || "none")}
                        aria-label={`${lane.name}, ${dayLabels[d]}: ${plural(cell.visits, "visit")}, ${minuteToTime(cell.firstStart)}–${minuteToTime(Math.min(1440, cell.lastEnd))}, ${hoursText(cell.minutes)} booked${work ? ` of ${hoursText(work)}` : ""}${cell.done ? `, ${cell.done} done` : ""}`}
                      >
                        {plural(cell.visits, "visit")}
                        {cell.done ? <small> ({cell.done} done)</small> : null}
                      </a>
                      <p>
                        {work ? <meter min={0} max={work} value={Math.min(work, cell.minutes)} aria-hidden="true" /> : null}
                        {work ? `${hoursText(cell.minutes).replace(" h", "")}/${hoursText(work)}` : `${hoursText(cell.minutes)}`}
                      </p>
                      {cell.clashes ? <p className="text-red-700">⚠ {plural(cell.clashes, "clash", "clashes")}</p> : null}
                      {cell.tentative ? <p className="text-amber-800">{cell.tentative} to confirm</p> : null}
                    </>
                  ) : work ? (
                    <p className="text-muted-foreground">Free</p>
                  ) : null}
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </div>
  );
}
