import { ChevronRight, Download } from "lucide-react";
import { Link } from "react-router";
import { ListPager } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { statusText } from "~/lib/labels";
import { PORTAL_PAGE_SIZE } from "~/lib/paging";

/**
 * A portal list page: its heading, the rows (or the empty line) and, below them, "Showing 1–20 of
 * 45 quotes" with the links to the other pages. Newest first, in pages of twenty.
 */
export function PortalListPage({
  title,
  pathname,
  noun,
  page,
  pageCount,
  total,
  children,
}: {
  title: string;
  pathname: string;
  noun: string;
  page: number;
  pageCount: number;
  total: number;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {total === 0 ? <p className="text-muted-foreground">No {noun} yet.</p> : <ul className="space-y-4">{children}</ul>}
      {total > 0 ? <ListPager pathname={pathname} q="" page={page} pageCount={pageCount} total={total} noun={noun} pageSize={PORTAL_PAGE_SIZE} /> : null}
    </div>
  );
}

/** The download link of a document's PDF, named with its number for screen readers. */
export function DownloadPdf({ href, number }: { href: string; number: string }) {
  return (
    <Button asChild variant="outline" className="mt-4">
      <a href={href} download aria-label={`Download PDF of ${number}`}>
        <Download className="size-4" aria-hidden="true" />
        Download PDF
      </a>
    </Button>
  );
}

/**
 * One quote or invoice in a portal list: its number and status, its figures (`children`, a list of
 * terms and values) and the link to its page.
 */
export function DocumentListItem({
  kind,
  number,
  status,
  badgeVariant,
  href,
  linkText,
  children,
}: {
  kind: "Quote" | "Invoice";
  number: string;
  status: string;
  badgeVariant: React.ComponentProps<typeof Badge>["variant"];
  href: string;
  linkText: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Card role="group" aria-label={`${kind} ${number}`}>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <CardTitle asChild>
            <h2 className="text-lg">{number}</h2>
          </CardTitle>
          <Badge variant={badgeVariant}>
            {statusText(status)}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end justify-between gap-3 text-sm">
          <dl className="space-y-1">{children}</dl>
          <Link to={href} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            {linkText}
            <span className="sr-only"> {number}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
    </li>
  );
}

/** A term and its value on one line of a portal list item. */
export function ListFigure({ term, children, strong }: { term: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={strong ? "font-semibold" : undefined}>{children}</dd>
    </div>
  );
}
