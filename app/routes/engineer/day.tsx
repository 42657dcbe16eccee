import { minuteToTime } from "~/lib/clock-time";
import type { Route } from "./+types/day";
import { requireEngineer } from "~/features/auth/guard.server";
import { myDay } from "~/features/engineer/engineer.server";
import { STATUS_LABEL } from "~/features/engineer/engineer-format";
import { formatDayLong } from "~/lib/business-day";

export const meta: Route.MetaFunction = () => [{ title: "My day" }];

/**
 * Plain HTML and one small script, not hydrated React: the first thing an engineer opens on a weak
 * signal (docs/decisions/0109). Its links are ordinary links; the script keeps today's visits for
 * offline use (the elements marked `data-today-visit`).
 */
export const handle = { hydrate: false, island: "engineer" };

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireEngineer(request);
  return myDay({ actor });
}

/** Today's visits in order of start, then the next six days'. */
export default function EngineerDay({ loaderData }: Route.ComponentProps) {
  const { today, visits } = loaderData;
  const todays = visits.filter((v) => v.day === today);
  const later = visits.filter((v) => v.day !== today);
  return (
    <div className="space-y-6">
      <section aria-labelledby="today-heading">
        <h1 id="today-heading" className="text-2xl font-bold">
          Today, {formatDayLong(today)}
        </h1>
        {todays.length === 0 ? <p className="mt-2 text-muted-foreground">No visits today.</p> : <VisitList visits={todays} today />}
      </section>
      {later.length > 0 ? (
        <section aria-labelledby="later-heading">
          <h2 id="later-heading" className="text-xl font-semibold">
            The next six days
          </h2>
          {groupByDay(later).map(([day, list]) => (
            <div key={day} className="mt-3">
              <h3 className="font-medium">{formatDayLong(day)}</h3>
              <VisitList visits={list} />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

function groupByDay<T extends { day: string }>(list: T[]): Array<[string, T[]]> {
  const days = new Map<string, T[]>();
  for (const v of list) days.set(v.day, [...(days.get(v.day) ?? []), v]);
  return [...days];
}

function VisitList({ visits, today = false }: { visits: Route.ComponentProps["loaderData"]["visits"]; today?: boolean }) {
  return (
    <ul className="mt-2 space-y-2">
      {visits.map((v) => (
        <li key={v.id}>
          <a href={`/engineer/visits/${v.id}`} data-today-visit={today ? v.id : undefined} className="block rounded-lg border p-4 hover:bg-muted focus-visible:outline-2">
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold">{minuteToTime(v.startMinute)}</span>
              <span className="rounded bg-muted px-2 py-0.5 text-sm">{STATUS_LABEL[v.status]}</span>
            </span>
            <span className="block font-medium">{v.jobTitle}</span>
            <span className="block text-sm text-muted-foreground">
              {v.customerName} · {v.address}
              {v.postcode ? `, ${v.postcode}` : ""}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
