import { Download } from "lucide-react";
import { ListPager } from "~/components/admin-list";
import { Button } from "~/components/ui/button";
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
