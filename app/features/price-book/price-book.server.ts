import { and, asc, count, eq, max, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { priceBookItems } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { auditUserId, type Actor, type StaffActor } from "~/lib/actor";
import { CORRECT_THE_FIELDS, refusalsOf, type Refusal } from "~/lib/domain-error";
import { fieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { MOVE_DIRECTIONS, priceBookItemSchema, type MoveDirection, type PriceBookItemValues, type PriceBookOption } from "./price-book.schema";

// The price book: the firm's standard items and prices. The only code that reads or writes
// price_book_items. Staff read and change everything; customers and the system read active items.
// Items are never deleted, only archived (active = false), so nothing that refers to one breaks.

export type { PriceBookOption } from "./price-book.schema";

export type PriceBookItem = typeof priceBookItems.$inferSelect;

const PRICE_BOOK_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  not_found: { code: "not_found", message: "This price book item no longer exists." },
  forbidden: { code: "not_allowed", message: "Only staff can change the price book." },
} satisfies Record<string, Refusal>;

export type PriceBookRefusal = keyof typeof PRICE_BOOK_REFUSALS;

/** The one user-facing message for each refusal of the price book. */
export function priceBookErrorMessage(kind: PriceBookRefusal) {
  return PRICE_BOOK_REFUSALS[kind].message;
}

const refuse = refusalsOf(PRICE_BOOK_REFUSALS);

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Any fixed number: the advisory lock that serialises changes to the order (new items, moves, the seed). */
const ORDER_LOCK = 72_410_003;

/** The price book's order: position, then name (items added together share a position), then id. */
const ORDER = [asc(priceBookItems.position), asc(priceBookItems.name), asc(priceBookItems.id)] as const;

function requireStaff(actor: Actor): StaffActor {
  if (actor.kind !== "staff") throw refuse("forbidden");
  return actor;
}

/** Only staff see archived items. */
function visibleTo(actor: Actor, includeInactive: boolean): SQL | undefined {
  return actor.kind === "staff" && includeInactive ? undefined : eq(priceBookItems.active, true);
}

function parseInput(input: unknown): PriceBookItemValues {
  const parsed = priceBookItemSchema.safeParse(input);
  if (!parsed.success) throw refuse("invalid", fieldErrors(parsed.error));
  return parsed.data;
}

async function lockOrder(tx: Tx) {
  await tx.execute(`select pg_advisory_xact_lock(${ORDER_LOCK})`);
}

/**
 * The items in the price book's order. Active items only, unless a member of staff asks for the
 * archived ones too (`includeInactive`); for anyone else that flag changes nothing.
 */
export async function listPriceBookItems({ actor, includeInactive = false }: { actor: Actor; includeInactive?: boolean }): Promise<PriceBookItem[]> {
  return getDb()
    .select()
    .from(priceBookItems)
    .where(visibleTo(actor, includeInactive))
    .orderBy(...ORDER);
}

/** An item, or null when there is none with this id that the actor may see (an archived one: staff only). */
export async function getPriceBookItem({ actor, id }: { actor: Actor; id: string }): Promise<PriceBookItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select()
    .from(priceBookItems)
    .where(and(eq(priceBookItems.id, id), visibleTo(actor, true)));
  return row ?? null;
}

/** The active items, in order, as the quote and invoice forms offer them. */
export async function priceBookOptions({ actor }: { actor: Actor }): Promise<PriceBookOption[]> {
  const rows = await getDb()
    .select({
      id: priceBookItems.id,
      name: priceBookItems.name,
      description: priceBookItems.description,
      unitPricePence: priceBookItems.unitPricePence,
      vatRateBp: priceBookItems.vatRateBp,
    })
    .from(priceBookItems)
    .where(visibleTo(actor, false))
    .orderBy(...ORDER);
  return rows;
}

/** Add an item at the end of the price book (staff only); the audit log records who did it. */
export async function createPriceBookItem({ actor, input }: { actor: Actor; input: unknown }): Promise<PriceBookItem> {
  const staff = requireStaff(actor);
  const values = parseInput(input);
  return getDb().transaction(async (tx) => {
    await lockOrder(tx);
    const [{ last }] = await tx.select({ last: max(priceBookItems.position) }).from(priceBookItems);
    const position = (last ?? 0) + 1;
    const [created] = await tx
      .insert(priceBookItems)
      .values({ ...values, position })
      .returning();
    await recordAudit(tx, {
      actorUserId: auditUserId(staff),
      action: "create",
      entityType: "price_book_item",
      entityId: created.id,
      changes: { ...values, position },
    });
    return created;
  });
}

/**
 * Change an item (staff only); the audit log records which fields changed. Quotes and invoices
 * already written keep their own copy of the line, so a new price applies from now on.
 */
export async function updatePriceBookItem({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<PriceBookItem> {
  const staff = requireStaff(actor);
  const values = parseInput(input);
  if (!isUuid(id)) throw refuse("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(priceBookItems).where(eq(priceBookItems.id, id)).for("update");
    if (!before) throw refuse("not_found");
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(priceBookItems).set(values).where(eq(priceBookItems.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(staff), action: "update", entityType: "price_book_item", entityId: id, changes });
    return after;
  });
}

async function setActive(actor: Actor, id: string, active: boolean): Promise<PriceBookItem> {
  const staff = requireStaff(actor);
  if (!isUuid(id)) throw refuse("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(priceBookItems).where(eq(priceBookItems.id, id)).for("update");
    if (!before) throw refuse("not_found");
    if (before.active === active) return before;
    const [after] = await tx.update(priceBookItems).set({ active }).where(eq(priceBookItems.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: auditUserId(staff),
      action: active ? "restore" : "archive",
      entityType: "price_book_item",
      entityId: id,
      changes: { active: { from: before.active, to: active } },
    });
    return after;
  });
}

/**
 * Take an item off the quote and invoice forms (staff only). It stays in the table, and on the
 * back-office list, so that it can be restored; archiving an archived item changes nothing.
 */
export async function archivePriceBookItem({ actor, id }: { actor: Actor; id: string }): Promise<PriceBookItem> {
  return setActive(actor, id, false);
}

/** Offer an archived item again (staff only), in the place it had; restoring an active item changes nothing. */
export async function restorePriceBookItem({ actor, id }: { actor: Actor; id: string }): Promise<PriceBookItem> {
  return setActive(actor, id, true);
}

/**
 * Swap an item with its neighbour above or below in the price book's order, archived items
 * included (staff only). The first item moved up, or the last moved down, stays where it is. The
 * positions are renumbered 1, 2, 3… as they are rewritten, so items that shared a position get
 * their own.
 */
export async function movePriceBookItem({
  actor,
  id,
  direction,
}: {
  actor: Actor;
  id: string;
  direction: MoveDirection;
}): Promise<PriceBookItem> {
  const staff = requireStaff(actor);
  if (!MOVE_DIRECTIONS.includes(direction)) throw refuse("invalid", { direction: "Choose up or down" });
  if (!isUuid(id)) throw refuse("not_found");
  return getDb().transaction(async (tx) => {
    await lockOrder(tx);
    const rows = await tx
      .select({ id: priceBookItems.id, position: priceBookItems.position })
      .from(priceBookItems)
      .orderBy(...ORDER)
      .for("update");
    const index = rows.findIndex((r) => r.id === id);
    if (index === -1) throw refuse("not_found");
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) {
      const [unchanged] = await tx.select().from(priceBookItems).where(eq(priceBookItems.id, id));
      return unchanged;
    }
    const order = rows.map((r) => r.id);
    [order[index], order[other]] = [order[other], order[index]];
    const before = new Map(rows.map((r) => [r.id, r.position]));
    for (const [i, rowId] of order.entries()) {
      const position = i + 1;
      if (before.get(rowId) !== position) {
        await tx.update(priceBookItems).set({ position }).where(eq(priceBookItems.id, rowId));
      }
    }
    await recordAudit(tx, {
      actorUserId: auditUserId(staff),
      action: "move",
      entityType: "price_book_item",
      entityId: id,
      changes: { direction, position: { from: index + 1, to: other + 1 }, swappedWith: rows[other].id },
    });
    const [moved] = await tx.select().from(priceBookItems).where(eq(priceBookItems.id, id));
    return moved;
  });
}

/**
 * Fill an empty price book with `items`, in the order given, inside the caller's transaction (the
 * demo data). A price book with any item, archived ones included, is left as it is. Returns how many
 * items were added; each is in the audit log as added by the system.
 */
export async function fillEmptyPriceBook(tx: Tx, items: readonly PriceBookItemValues[]): Promise<number> {
  await lockOrder(tx);
  const [{ n }] = await tx.select({ n: count() }).from(priceBookItems);
  if (n > 0 || items.length === 0) return 0;
  const created = await tx
    .insert(priceBookItems)
    .values(items.map((item, i) => ({ ...item, position: i + 1 })))
    .returning();
  for (const row of created) {
    const { id, createdAt: _c, updatedAt: _u, ...snapshot } = row;
    await recordAudit(tx, { actorUserId: null, action: "create", entityType: "price_book_item", entityId: id, changes: snapshot });
  }
  return created.length;
}
