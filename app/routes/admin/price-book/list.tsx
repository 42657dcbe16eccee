import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Pencil, Plus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireStaff } from "~/features/auth/guard.server";
import { priceBookAction } from "~/features/price-book/price-book.actions.server";
import { listPriceBookItems, type PriceBookItem } from "~/features/price-book/price-book.server";
import { formatPence } from "~/lib/format";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { formatVatRate } from "~/lib/money";
import { cn } from "~/lib/utils";

const PRICE_BOOK_PATH = "/admin/price-book";

export const meta: Route.MetaFunction = () => [{ title: "Price Book | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  return { items: await listPriceBookItems({ actor, includeInactive: true }) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return priceBookAction({ actor, request });
}

type Item = Pick<PriceBookItem, "id" | "name" | "description" | "unitPricePence" | "vatRateBp" | "serviceType" | "active">;

function serviceLabel(item: Item) {
  return item.serviceType ? SERVICE_TYPE_LABELS[item.serviceType] : "Any service";
}

function StatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? "default" : "secondary"}>{active ? "Active" : "Archived"}</Badge>;
}

/** One of a row's buttons: a small form posting `intent` (and `direction`) for the item. */
function RowButton({
  item,
  intent,
  direction,
  label,
  icon: Icon,
  disabled,
  showText,
}: {
  item: Item;
  intent: "archive" | "restore" | "move";
  direction?: "up" | "down";
  label: string;
  icon: typeof Archive;
  disabled?: boolean;
  showText: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("id") === item.id &&
    navigation.formData.get("intent") === intent &&
    (direction === undefined || navigation.formData.get("direction") === direction);
  const name = `${label} ${item.name}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <Button
        type="submit"
        variant={showText ? "outline" : "ghost"}
        size={showText ? "sm" : "icon"}
        aria-label={name}
        title={name}
        disabled={disabled || busy}
      >
        <Icon className="size-4" aria-hidden="true" />
        {showText ? label : null}
      </Button>
    </Form>
  );
}

/** Edit, move up and down, and archive or restore: icons in the table, labelled buttons on a phone. */
function ItemActions({ item, first, last, showText }: { item: Item; first: boolean; last: boolean; showText: boolean }) {
  return (
    <div className={cn("flex", showText ? "flex-wrap gap-2" : "flex-nowrap justify-end gap-1")}>
      <Button asChild variant={showText ? "outline" : "ghost"} size={showText ? "sm" : "icon"}>
        <Link to={`${PRICE_BOOK_PATH}/${item.id}`} aria-label={`Edit ${item.name}`} title={`Edit ${item.name}`}>
          <Pencil className="size-4" aria-hidden="true" />
          {showText ? "Edit" : null}
        </Link>
      </Button>
      <RowButton item={item} intent="move" direction="up" label="Move up" icon={ArrowUp} disabled={first} showText={showText} />
      <RowButton item={item} intent="move" direction="down" label="Move down" icon={ArrowDown} disabled={last} showText={showText} />
      {item.active ? (
        <RowButton item={item} intent="archive" label="Archive" icon={Archive} showText={showText} />
      ) : (
        <RowButton item={item} intent="restore" label="Restore" icon={ArchiveRestore} showText={showText} />
      )}
    </div>
  );
}

export default function PriceBookList({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const activeCount = items.filter((i) => i.active).length;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">Price Book</h1>
          <p className="text-sm text-muted-foreground">
            The standard items and prices offered on quotes and invoices. Archived items are kept but not offered.
          </p>
        </div>
        <Button asChild>
          <Link to={`${PRICE_BOOK_PATH}/new`}>
            <Plus className="size-4" aria-hidden="true" />
            Add Item
          </Link>
        </Button>
      </div>
      <Card>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            {items.length === 0
              ? "No items yet. Add your first one."
              : `${items.length} ${items.length === 1 ? "item" : "items"}, ${activeCount} active`}
          </p>
          {items.length > 0 ? (
            <>
              {/* Phones and tablets: one block per item, its buttons below (beside, when there is room). */}
              <ol className="divide-y xl:hidden" aria-label="Price book items">
                {items.map((item, index) => (
                  <li
                    key={item.id}
                    className={cn("space-y-3 py-4 first:pt-0 last:pb-0 sm:flex sm:items-start sm:justify-between sm:gap-6 sm:space-y-0", !item.active && "text-muted-foreground")}
                  >
                    <div className="min-w-0 space-y-2">
                      <div className="flex items-start justify-between gap-3 sm:justify-start">
                        <p className="font-medium">{item.name}</p>
                        <StatusBadge active={item.active} />
                      </div>
                      <p className="text-sm">{item.description}</p>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-muted-foreground">Price</dt>
                        <dd className="font-medium">{formatPence(item.unitPricePence)}</dd>
                        <dt className="text-muted-foreground">VAT</dt>
                        <dd>{formatVatRate(item.vatRateBp)}</dd>
                        <dt className="text-muted-foreground">Service</dt>
                        <dd>{serviceLabel(item)}</dd>
                      </dl>
                    </div>
                    <div className="sm:max-w-64 sm:shrink-0">
                      <ItemActions item={item} first={index === 0} last={index === items.length - 1} showText />
                    </div>
                  </li>
                ))}
              </ol>
              {/* Wide screens: a table, the description under the name. */}
              <div className="hidden xl:block">
                <Table aria-label="Price book items">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Name and description</TableHead>
                      <TableHead className="text-right">Price</TableHead>
                      <TableHead className="text-right">VAT</TableHead>
                      <TableHead>Service</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead className="text-right">Actions</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {items.map((item, index) => (
                      <TableRow key={item.id} className={cn(!item.active && "text-muted-foreground")}>
                        <TableCell className="min-w-56">
                          <Link to={`${PRICE_BOOK_PATH}/${item.id}`} className="font-medium hover:underline">
                            {item.name}
                          </Link>
                          <p className="line-clamp-2 text-muted-foreground" title={item.description}>
                            {item.description}
                          </p>
                        </TableCell>
                        <TableCell className="text-right whitespace-nowrap">{formatPence(item.unitPricePence)}</TableCell>
                        <TableCell className="text-right">{formatVatRate(item.vatRateBp)}</TableCell>
                        <TableCell className="whitespace-nowrap">{serviceLabel(item)}</TableCell>
                        <TableCell>
                          <StatusBadge active={item.active} />
                        </TableCell>
                        <TableCell>
                          <ItemActions item={item} first={index === 0} last={index === items.length - 1} showText={false} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
