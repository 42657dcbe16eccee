import type { StaffActor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { formErrorReply, invalidFormReply } from "~/lib/domain-reply.server";
import { parseForm } from "~/lib/forms";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  archivePriceBookItem,
  createPriceBookItem,
  movePriceBookItem,
  restorePriceBookItem,
  updatePriceBookItem,
} from "./price-book.server";
import { priceBookActionSchema, type PriceBookAction } from "./price-book.schema";

export const PRICE_BOOK_PATH = "/admin/price-book";

type RowAction = Exclude<PriceBookAction, { intent: "save" }>;

const ROW_TOASTS: Record<RowAction["intent"], { done: string; failed: string }> = {
  archive: { done: "Price book item archived", failed: "Failed to archive price book item" },
  restore: { done: "Price book item restored", failed: "Failed to restore price book item" },
  move: { done: "Price book item moved", failed: "Failed to move price book item" },
};

/**
 * The price book pages' action, told apart by the hidden `intent`: `save` (the item's form: a new
 * item, or the item `id` of the page's address), `archive`, `restore` and `move` (of the item posted
 * as `id`).
 *
 * A save that succeeds goes back to the list with a toast; bad input is a 400 with the field messages
 * and what was typed. The other actions go back to the page they were posted from with a toast saying
 * what happened. A malformed post is a 400.
 */
export async function priceBookAction({ actor, request, id }: { actor: StaffActor; request: Request; id?: string }) {
  const formData = await request.formData();
  const submission = parseForm(formData, priceBookActionSchema);
  const failedSave = id ? "Failed to update price book item" : "Failed to create price book item";

  if (submission.status !== "success") {
    if (formData.get("intent") !== "save") throw new Response("Bad Request", { status: 400 });
    return invalidFormReply(submission, failedSave);
  }

  const action = submission.value;
  if (action.intent === "save") {
    // The domain parses the form again: it is what every caller goes through.
    const input = submission.payload;
    try {
      if (id) await updatePriceBookItem({ actor, id, input });
      else await createPriceBookItem({ actor, input });
    } catch (err) {
      return formErrorReply(submission, err, { failedTitle: failedSave, logMessage: "price book save failed" });
    }
    return redirectWithToast(PRICE_BOOK_PATH, {
      type: "success",
      title: id ? "Price book item updated successfully" : "Price book item created successfully",
    });
  }

  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const toasts = ROW_TOASTS[action.intent];
  try {
    if (action.intent === "archive") await archivePriceBookItem({ actor, id: action.id });
    else if (action.intent === "restore") await restorePriceBookItem({ actor, id: action.id });
    else await movePriceBookItem({ actor, id: action.id, direction: action.direction });
  } catch (err) {
    const known = isDomainError(err);
    if (!known) log.error({ err, intent: action.intent }, "price book action failed");
    return redirectWithToast(back, { type: "error", title: toasts.failed, description: known ? err.message : "Please try again." });
  }
  const title = action.intent === "move" ? `${toasts.done} ${action.direction}` : toasts.done;
  return redirectWithToast(back, { type: "success", title });
}
