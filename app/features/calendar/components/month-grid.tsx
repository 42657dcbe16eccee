import { useRef } from "react";
import { Link } from "react-router";
import { formatDayLong, formatMonth, monthOf, shiftDay } from "~/lib/business-day";
import { cn } from "~/lib/utils";
import { calendarHref } from "../calendar-page";
import type { JobDrop } from "./job-drag";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** The month view: a week a row, each day a link showing how many jobs it has; the arrow keys move between days. */
export function MonthGrid({
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
  drop: JobDrop;
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
