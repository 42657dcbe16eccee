import { Archive, ArchiveRestore } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/record";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listAuditEntries, type AuditEntry } from "~/features/audit/audit.server";
import { AuditHistory } from "~/components/audit-history";
import { requireStaff } from "~/features/auth/guard.server";
import { PriceBookForm, priceBookDefaults } from "~/features/price-book/components/price-book-form";
import { priceBookAction } from "~/features/price-book/price-book.actions.server";
import { getPriceBookItem } from "~/features/price-book/price-book.server";
import { formatPence } from "~/lib/format";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { formatVatRate } from "~/lib/money";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item.name ?? "Item"} | Price Book | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const item = await getPriceBookItem({ actor, id: params.id });
  if (!item) throw new Response("Not Found", { status: 404 });
  const history = await listAuditEntries("price_book_item", item.id);
  return { item, history: history.map(readableEntry) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return priceBookAction({ actor, request, id: params.id });
}

/** Prices and VAT rates in the history as people write them (£140.00, 20%), not as stored. */
function readableEntry(entry: AuditEntry): AuditEntry {
  if (entry.action !== "update" || !entry.changes || typeof entry.changes !== "object") return entry;
  const formats: Record<string, (value: number) => string> = { unitPricePence: formatPence, vatRateBp: formatVatRate };
  const changes = Object.fromEntries(
    Object.entries(entry.changes as Record<string, { from: unknown; to: unknown }>).map(([field, change]) => {
      const format = formats[field];
      if (!format) return [field, change];
      const show = (value: unknown) => (typeof value === "number" ? format(value) : value);
      return [field, { from: show(change.from), to: show(change.to) }];
    }),
  );
  return { ...entry, changes };
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  unitPricePence: "Unit price",
  vatRateBp: "VAT rate",
  serviceType: "Service",
  active: "Active",
};

export default function PriceBookRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { item, history } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && (navigation.formData?.get("intent") === "archive" || navigation.formData?.get("intent") === "restore");
  useActionToast(actionData);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin/price-book" backLabel="Back to the price book" title="Edit Price Book Item">
        <Badge variant={item.active ? "default" : "secondary"}>{item.active ? "Active" : "Archived"}</Badge>
        <Form method="post">
          <input type="hidden" name="intent" value={item.active ? "archive" : "restore"} />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            {item.active ? <Archive className="size-4" aria-hidden="true" /> : <ArchiveRestore className="size-4" aria-hidden="true" />}
            {item.active ? "Archive" : "Restore"}
          </Button>
        </Form>
      </BackHeader>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Item Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PriceBookForm key={`${item.id}-${item.updatedAt.toString()}`} mode="edit" defaults={priceBookDefaults(item)} lastResult={actionData?.result} />
        </CardContent>
      </Card>
      <AuditHistory entries={history} fieldLabels={FIELD_LABELS} valueLabels={{ serviceType: SERVICE_TYPE_LABELS }} />
    </div>
  );
}
