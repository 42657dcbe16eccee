import { CalendarSync, FileText, Inbox, Mail, MessageSquare, NotebookPen, PoundSterling, Receipt, ReceiptText, Wrench, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/lib/business-day";
import { cn } from "~/lib/utils";
import { TIMELINE_KIND_BADGES, TIMELINE_KIND_LABELS, TIMELINE_KINDS, type TimelineKind, type TimelinePage } from "../timeline";

const ICONS: Record<TimelineKind, LucideIcon> = {
  job: Wrench,
  quote: FileText,
  invoice: Receipt,
  credit_note: ReceiptText,
  contract: CalendarSync,
  payment: PoundSterling,
  email: Mail,
  chat: MessageSquare,
  enquiry: Inbox,
  note: NotebookPen,
};

/** The page's search for these kinds (every kind: none) and, for an older page, its cursor. */
function searchOf(kinds: readonly TimelineKind[], before?: string | null) {
  const params = new URLSearchParams();
  if (kinds.length > 0 && kinds.length < TIMELINE_KINDS.length) params.set("kinds", kinds.join(","));
  if (before) params.set("before", before);
  const search = params.toString();
  // Commas read better than %2C in the address bar, and mean the same.
  return `?${search.replaceAll("%2C", ",")}`;
}

/** The kinds after a chip is pressed: from every kind, that kind alone; otherwise it is added or taken away. */
function toggled(selected: readonly TimelineKind[], kind: TimelineKind): TimelineKind[] {
  if (selected.length === TIMELINE_KINDS.length) return [kind];
  const next = selected.includes(kind) ? selected.filter((k) => k !== kind) : [...selected, kind];
  return TIMELINE_KINDS.filter((k) => next.includes(k));
}

const chip = "inline-flex min-h-8 items-center rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";
const chipOn = "border-primary bg-primary text-primary-foreground";
const chipOff = "border-border bg-background hover:bg-muted";

/**
 * The customer's story as one list, newest first: what happened, who did it (as they were then),
 * when (London time), and a link to the record. Chips narrow it by kind (`?kinds=quote,invoice`);
 * "Older" pages on (`?before=<cursor>`).
 */
export function CustomerTimeline({ page, kinds, paged }: { page: TimelinePage; kinds: readonly TimelineKind[]; paged: boolean }) {
  const all = kinds.length === TIMELINE_KINDS.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="timeline-heading">Timeline</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <nav aria-label="Show in the timeline">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={searchOf([])} preventScrollReset aria-current={all ? "true" : undefined} className={cn(chip, all ? chipOn : chipOff)}>
                Everything
              </Link>
            </li>
            {TIMELINE_KINDS.map((kind) => {
              const on = !all && kinds.includes(kind);
              return (
                <li key={kind}>
                  <Link to={searchOf(toggled(kinds, kind))} preventScrollReset aria-current={on ? "true" : undefined} className={cn(chip, on ? chipOn : chipOff)}>
                    {TIMELINE_KIND_LABELS[kind]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {page.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{paged ? "Nothing older." : all ? "Nothing has happened yet." : "Nothing of these kinds yet."}</p>
        ) : (
          <ol className="space-y-4" aria-labelledby="timeline-heading">
            {page.entries.map((entry) => {
              const Icon = ICONS[entry.kind];
              return (
                <li key={entry.id} className="flex gap-3 text-sm" data-kind={entry.kind}>
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1 space-y-0.5 break-words [overflow-wrap:anywhere]">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                      <Badge variant="secondary">{TIMELINE_KIND_BADGES[entry.kind]}</Badge>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </p>
                    <p className="font-medium">{entry.title}</p>
                    {entry.detail ? <p className="text-muted-foreground">{entry.detail}</p> : null}
                    {entry.actor || entry.href ? (
                      <p className="text-muted-foreground">
                        {entry.actor ? <>by {entry.actor}</> : null}
                        {entry.actor && entry.href ? " · " : null}
                        {entry.href ? (
                          <Link to={entry.href} className="font-medium text-foreground underline-offset-4 hover:underline">
                            {entry.record ?? "Open"}
                          </Link>
                        ) : null}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}

        {paged || page.next ? (
          <nav aria-label="Timeline pages" className="flex flex-wrap gap-2">
            {paged ? (
              <Button asChild size="sm" variant="outline">
                <Link to={searchOf(kinds)} preventScrollReset>
                  Newest
                </Link>
              </Button>
            ) : null}
            {page.next ? (
              <Button asChild size="sm" variant="outline">
                <Link to={searchOf(kinds, page.next)} preventScrollReset>
                  Older
                </Link>
              </Button>
            ) : null}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
