import { createContext, useCallback, useContext, useState } from "react";
import { ChevronLeft, ChevronRight, Download, Plus, Search } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { SharedDeleteDialog, type DeleteTarget } from "~/components/confirm-delete";
import { SpriteIcon } from "~/components/icon-sprite";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { EXACT_TOTAL_LIMIT, formatTotal, PAGE_SIZE, pageHref } from "~/lib/paging";
import { cn } from "~/lib/utils";

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
  totalExact = true,
  noun,
  pageSize = PAGE_SIZE,
  href,
}: {
  /** Another page's URL, when it keeps more than the search (a list's filters). */
  href?: (page: number) => string;
  pathname: string;
  q: string;
  page: number;
  pageCount: number;
  total: number;
  /** False when `total` is an estimate or a lower bound (a long list is not counted row by row). */
  totalExact?: boolean;
  noun: string;
  pageSize?: number;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${formatTotal(total, totalExact)} ${noun}`}
        {pageCount > 1 ? ` (page ${page} of ${totalExact ? pageCount : total > EXACT_TOTAL_LIMIT ? `about ${pageCount}` : `${pageCount}+`})` : ""}
      </p>
      {pageCount > 1 ? (
        <PrevNextLinks page={page} pageCount={pageCount} href={href ?? ((n) => pageHref(pathname, q, n))} />
      ) : null}
    </nav>
  );
}

/** "Previous" and "Next" links to the neighbouring pages, each only where there is such a page. */
export function PrevNextLinks({ page, pageCount, href, preventScrollReset }: { page: number; pageCount: number; href: (page: number) => string; preventScrollReset?: boolean }) {
  return (
    <div className="flex gap-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page - 1)} preventScrollReset={preventScrollReset} rel="prev">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : null}
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page + 1)} preventScrollReset={preventScrollReset} rel="next">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The card around a back-office list (and its content): frameless on a phone, where the rows are cards
 * of their own (`Table`'s `stack`) and get the screen's whole width.
 */
export const listCardClassName = "max-md:gap-0 max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:py-0 max-md:shadow-none";
export const listCardContentClassName = "max-md:px-0";

/**
 * A back-office list page: title, "Export CSV" (keeping the search) and "Add" buttons, then the search box,
 * the loading line, a table with the given column headings plus "Actions", and the pager.
 * `children` are the table rows; `rowCount` 0 shows the empty (or no-match) line instead. On a phone the
 * rows are cards: give each cell but the first (the row's title) and the actions its column's `label`.
 * Without `addLabel` there is no "Add" button; with `exportCsv={false}` no "Export CSV" button.
 */
export function AdminListPage({
  title,
  pathname,
  noun,
  addLabel,
  exportCsv = true,
  columns,
  q,
  page,
  pageCount,
  total,
  totalExact = true,
  rowCount,
  children,
  filtered,
}: {
  /** A list that filters: its form (in place of the search box), its pages' and export's URLs keeping the filters, and whether any filter is set. */
  filtered?: { form: React.ReactNode; href: (page: number) => string; exportHref: string; active: boolean };
  title: string;
  pathname: string;
  noun: string;
  addLabel?: string;
  exportCsv?: boolean;
  columns: string[];
  q: string;
  page: number;
  pageCount: number;
  total: number;
  /** As ListPager's. */
  totalExact?: boolean;
  rowCount: number;
  children: React.ReactNode;
}) {
  const exportHref = filtered?.exportHref ?? (q ? `${pathname}/export.csv?${new URLSearchParams({ q })}` : `${pathname}/export.csv`);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {exportCsv || addLabel ? (
          <div className="flex flex-wrap gap-2">
            {exportCsv ? (
              <Button asChild variant="outline">
                <a href={exportHref} download>
                  <Download className="size-4" aria-hidden="true" />
                  Export CSV
                </a>
              </Button>
            ) : null}
            {addLabel ? (
              <Button asChild>
                <Link to={`${pathname}/new`}>
                  <Plus className="size-4" aria-hidden="true" />
                  {addLabel}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <Card className={listCardClassName}>
        <CardContent className={cn("space-y-4", listCardContentClassName)}>
          {filtered?.form ?? <ListSearch action={pathname} q={q} placeholder={`Search ${noun}...`} label={`Search ${noun}`} />}
          <ListLoading pathname={pathname} />
          <Table stack>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              <AskToDelete.Provider value={setDeleting}>
                {rowCount === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length + 1} className="py-8 text-center text-muted-foreground">
                      {q ? `No ${noun} match “${q}”.` : filtered?.active ? `No ${noun} match these filters.` : addLabel ? `No ${noun} yet. Add your first one.` : `No ${noun} yet.`}
                    </TableCell>
                  </TableRow>
                ) : (
                  children
                )}
              </AskToDelete.Provider>
            </TableBody>
          </Table>
          <ListPager href={filtered?.href} pathname={pathname} q={q} page={page} pageCount={pageCount} total={total} totalExact={totalExact} noun={noun} />
          <SharedDeleteDialog target={deleting} onClose={closeDelete} />
        </CardContent>
      </Card>
    </div>
  );
}

/** Opens the list's delete dialog for a row (see AdminListPage). */
const AskToDelete = createContext<(target: DeleteTarget) => void>(() => {});

// A list renders these for every row: their classes are worked out once, not per row.
const rowActionClass = cn(buttonVariants({ variant: "ghost", size: "icon" }), "max-md:w-auto max-md:px-3");

/**
 * A list row's actions: an edit link and a delete button that opens the list's one confirmation
 * dialog (posting to the list's own action); icons on a wide screen, icons with their words on a phone.
 */
export function RowActions({
  id,
  href,
  name,
  deleteTitle,
  deleteDescription,
}: {
  id: string;
  href: string;
  name: string;
  deleteTitle: string;
  deleteDescription: string;
}) {
  const ask = useContext(AskToDelete);
  return (
    <TableCell>
      <div className="flex justify-end gap-1">
        <Link to={href} aria-label={`Edit ${name}`} title={`Edit ${name}`} className={rowActionClass}>
          <SpriteIcon name="pencil" className="size-4" />
          <span className="md:hidden">Edit</span>
        </Link>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          title={`Delete ${name}`}
          aria-haspopup="dialog"
          className={rowActionClass}
          onClick={() => ask({ id, title: deleteTitle, description: deleteDescription })}
        >
          <SpriteIcon name="trash" className="size-4 text-destructive" />
          <span className="md:hidden">Delete</span>
        </button>
      </div>
    </TableCell>
  );
}
