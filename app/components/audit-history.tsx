import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/lib/business-day";

export type HistoryEntry = {
  id: string;
  action: string;
  actorEmail: string | null;
  changes: unknown;
  createdAt: Date | string;
};

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  publish: "Published",
  grant: "Granted",
  revoke: "Revoked",
  archive: "Archived",
  restore: "Restored",
  move: "Moved",
  request_email_change: "E-mail change requested",
};

/** The actions whose entries list fields as "from → to". */
const CHANGE_ACTIONS = new Set(["update", "request_email_change"]);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function show(value: unknown, names?: Record<string, string>): string {
  if (typeof value === "string" && names?.[value]) return names[value];
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === "object" && value !== null && "from" in value && "to" in value;
}

/** A record's history from the audit log: what was done, by whom and when, newest first. */
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
            {entries.map((entry) => {
              const changes =
                CHANGE_ACTIONS.has(entry.action) && entry.changes && typeof entry.changes === "object"
                  ? Object.entries(entry.changes as Record<string, unknown>).filter(([, v]) => isChange(v))
                  : [];
              return (
                <li key={entry.id} className="border-l-2 border-primary/40 pl-3 text-sm">
                  <p>
                    <span className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</span> by{" "}
                    {entry.actorEmail ?? "a former user"} on <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                  {changes.length > 0 ? (
                    <ul className="mt-1 space-y-0.5 text-muted-foreground">
                      {changes.map(([field, change]) => {
                        const { from, to } = change as { from: unknown; to: unknown };
                        return (
                          <li key={field}>
                            {fieldLabels[field] ?? field}: {show(from, valueLabels[field])} → {show(to, valueLabels[field])}
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
