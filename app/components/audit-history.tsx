import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { describeAuditEntry } from "~/lib/audit-words";
import { formatDateTime } from "~/lib/business-day";

export type HistoryEntry = {
  id: string;
  action: string;
  /** The kind of record ("customer", "quote"…): some actions read differently by kind. */
  entityType?: string | null;
  /** Who did it, in words, as they were then. */
  actorLabel?: string | null;
  actorEmail: string | null;
  changes: unknown;
  createdAt: Date | string;
};

/** Who did an entry: its kept label, else the account's address, else the product itself. */
function whoDid(entry: HistoryEntry) {
  return entry.actorLabel ?? entry.actorEmail ?? "the system";
}

/** A record's history from the audit log, in words: what was done, by whom and when, newest first. */
export function AuditHistory({
  entries,
  fieldLabels,
  valueLabels = {},
}: {
  entries: HistoryEntry[];
  fieldLabels: Record<string, string>;
  /** Names for stored values, by field (a customer's name for its id, a label for an enumeration). */
  valueLabels?: Record<string, Record<string, string>>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>History</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes recorded.</p>
        ) : (
          <ol className="space-y-4" aria-label="History">
            {entries.map((entry) => (
              <li key={entry.id} className="border-l-2 border-primary/40 pl-3 text-sm break-words [overflow-wrap:anywhere]">
                <p className="font-medium">{describeAuditEntry(entry, { fieldLabels, valueLabels })}</p>
                <p className="text-muted-foreground">
                  by {whoDid(entry)} on <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
