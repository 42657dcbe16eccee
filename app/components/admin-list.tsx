import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PAGE_SIZE, pageHref } from "~/lib/paging";

/** A list's search box: a plain GET form, so the search is in the URL and works without JavaScript. */
export function ListSearch({ action, q, placeholder, label }: { action: string; q: string; placeholder: string; label: string }) {
  return (
    <Form method="get" action={action} role="search" className="flex w-full max-w-md gap-2">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" name="q" defaultValue={q} placeholder={placeholder} aria-label={label} className="pl-9" maxLength={200} />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}

/** 'Loading...' while this list fetches another search or page (and only then). */
export function ListLoading({ pathname }: { pathname: string }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname && !navigation.formMethod;
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
      {loading ? "Loading..." : ""}
    </p>
  );
}

/** "Showing 51–100 of 120" with previous and next page links (keeping the search). */
export function ListPager({
  pathname,
  q,
  page,
  pageCount,
  total,
  noun,
}: {
  pathname: string;
  q: string;
  page: number;
  pageCount: number;
  total: number;
  noun: string;
}) {
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
        {pageCount > 1 ? ` (page ${page} of ${pageCount})` : ""}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(pathname, q, page - 1)} rel="prev">
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Link>
            </Button>
          ) : null}
          {page < pageCount ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(pathname, q, page + 1)} rel="next">
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
