import { PrevNextLinks } from "~/components/admin-list";
import { DAY_PAGE_SIZE } from "../calendar.schema";

/** The day panel's pages: how many jobs the day has, and links to the other pages of them. */
export type DayPaging = { count: number; page: number; pageCount: number; href: (page: number) => string };

export function DayPager({ paging }: { paging: DayPaging }) {
  const { count, page, pageCount, href } = paging;
  const first = (page - 1) * DAY_PAGE_SIZE + 1;
  const last = Math.min(page * DAY_PAGE_SIZE, count);
  return (
    <nav aria-label="Pages of this date's jobs" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        Jobs {first}–{last} of {count}
      </p>
      <PrevNextLinks page={page} pageCount={pageCount} href={href} preventScrollReset />
    </nav>
  );
}
