import { z } from "zod";
import { formBoolean } from "~/features/customers/customers.schema";
import { MAX_UNIT_PRICE_PENCE, vatRateSchema } from "~/features/documents/document.schema";
import { SERVICE_TYPES, type ServiceType } from "~/lib/labels";
import { parsePounds } from "~/lib/money";

// The price book: the firm's standard items, each a line ready to put on a quote or an invoice.
// Browser-safe, so the back-office form checks with the same rules the server applies.

export const PRICE_BOOK_NAME_MAX = 120;
export const PRICE_BOOK_DESCRIPTION_MAX = 500;

/** An item offered on the quote and invoice forms: what a line takes from it. */
export type PriceBookOption = {
  id: string;
  name: string;
  description: string;
  unitPricePence: number;
  vatRateBp: number;
};

/** A unit price as typed, in pounds ("140", "95.50", "£1,250") -> pence; never below £0.00. */
const unitPriceSchema = z
  .string({ error: "Enter a price" })
  .trim()
  .min(1, "Enter a price")
  .transform((value, ctx) => {
    const pence = parsePounds(value);
    if (pence !== null && pence >= 0 && pence <= MAX_UNIT_PRICE_PENCE) return pence;
    ctx.addIssue({ code: "custom", message: "Enter a price in pounds, such as 95 or 95.50" });
    return z.NEVER;
  });

/** The fields of the item form, as posted (also one branch of the page's action). */
export const priceBookItemFields = {
  name: z
    .string({ error: "Enter a name" })
    .trim()
    .min(1, "Enter a name")
    .max(PRICE_BOOK_NAME_MAX, `Name must be at most ${PRICE_BOOK_NAME_MAX} characters`),
  description: z
    .string({ error: "Enter the line text for quotes and invoices" })
    .trim()
    .min(1, "Enter the line text for quotes and invoices")
    .max(PRICE_BOOK_DESCRIPTION_MAX, `Description must be at most ${PRICE_BOOK_DESCRIPTION_MAX} characters`),
  unitPrice: unitPriceSchema,
  vatRate: vatRateSchema,
  /** Empty means the item is not tied to one service. */
  serviceType: z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx): ServiceType | null => {
      if (!value) return null;
      const found = SERVICE_TYPES.find((type) => type === value);
      if (found) return found;
      ctx.addIssue({ code: "custom", message: "Choose a service from the list" });
      return z.NEVER;
    }),
  active: formBoolean,
};

/** An item as typed -> the stored values (pence and basis points). What every caller must pass. */
export const priceBookItemSchema = z.object(priceBookItemFields).transform((item) => ({
  name: item.name,
  description: item.description,
  unitPricePence: item.unitPrice,
  vatRateBp: item.vatRate,
  serviceType: item.serviceType,
  active: item.active,
}));

export type PriceBookItemInput = z.input<typeof priceBookItemSchema>;
export type PriceBookItemValues = z.output<typeof priceBookItemSchema>;

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

const itemId = z.string({ error: "Choose an item" }).trim().pipe(z.guid("Choose an item"));

/**
 * What the back-office price book pages post, told apart by the hidden `intent` field: save the
 * form (the item's id, when editing, is in the address), archive, restore, or move one place.
 */
export const priceBookActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...priceBookItemFields }),
  z.object({ intent: z.literal("archive"), id: itemId }),
  z.object({ intent: z.literal("restore"), id: itemId }),
  z.object({ intent: z.literal("move"), id: itemId, direction: z.enum(MOVE_DIRECTIONS) }),
]);

export type PriceBookAction = z.output<typeof priceBookActionSchema>;
