import { deleteThenRedirect, saveFormThenRedirect } from "~/lib/admin-actions.server";
import type { Actor } from "~/lib/actor";
import { errorToastRedirect } from "~/lib/domain-reply.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { linkContactAccount, unlinkContactAccount } from "./contact-accounts.server";
import { contactSchema, siteSchema } from "./sites.schema";
import { createContact, createSite, deleteContact, deleteSite, updateContact, updateSite } from "./sites.server";

/**
 * The site page's action: save (new when there is no `siteId`) or delete, then back to the customer
 * with the toast; bad input is answered with the form's messages and nothing changed.
 */
export async function siteAction({ actor, customerId, siteId, formData }: { actor: Actor; customerId: string; siteId?: string; formData: FormData }) {
  const back = `/admin/customers/${customerId}`;
  if (formData.get("intent") === "delete" && siteId) {
    return deleteThenRedirect({ remove: () => deleteSite({ actor, id: siteId }), noun: "site", failureUrl: `${back}/sites/${siteId}`, successUrl: back, notFoundIs404: true });
  }
  if (formData.get("intent") !== "save") throw new Response("Bad Request", { status: 400 });
  return saveFormThenRedirect({
    submission: parseForm(formData, siteSchema),
    save: (input) => (siteId ? updateSite({ actor, id: siteId, input }) : createSite({ actor, customerId, input })),
    failedTitle: siteId ? "Failed to update site" : "Failed to add site",
    logMessage: "site save failed",
    successUrl: back,
    successTitle: siteId ? "Site updated" : "Site added",
  });
}

/** The contact page's action, as `siteAction`. */
export async function contactAction({ actor, customerId, contactId, formData }: { actor: Actor; customerId: string; contactId?: string; formData: FormData }) {
  const back = `/admin/customers/${customerId}`;
  if (formData.get("intent") === "delete" && contactId) {
    return deleteThenRedirect({ remove: () => deleteContact({ actor, id: contactId }), noun: "contact", failureUrl: `${back}/contacts/${contactId}`, successUrl: back, notFoundIs404: true });
  }
  const intent = formData.get("intent");
  if ((intent === "link_account" || intent === "unlink_account") && contactId) {
    return contactAccountAction({ actor, contactId, intent, formData, page: `${back}/contacts/${contactId}` });
  }
  if (intent !== "save") throw new Response("Bad Request", { status: 400 });
  return saveFormThenRedirect({
    submission: parseForm(formData, contactSchema),
    save: (input) => (contactId ? updateContact({ actor, id: contactId, input }) : createContact({ actor, customerId, input })),
    failedTitle: contactId ? "Failed to update contact" : "Failed to add contact",
    logMessage: "contact save failed",
    successUrl: back,
    successTitle: contactId ? "Contact updated" : "Contact added",
  });
}

/** Link or unlink the contact's portal account (confirmed in a dialog), then back to the contact with the toast. */
async function contactAccountAction({
  actor,
  contactId,
  intent,
  formData,
  page,
}: {
  actor: Actor;
  contactId: string;
  intent: "link_account" | "unlink_account";
  formData: FormData;
  page: string;
}) {
  const link = intent === "link_account";
  try {
    const done = link ? await linkContactAccount({ actor, contactId, input: formData }) : await unlinkContactAccount({ actor, contactId, input: formData });
    const description = "email" in done ? `They sign in with ${done.email}.` : "That account no longer reaches this customer's records.";
    return redirectWithToast(page, { type: "success", title: link ? "Portal account linked" : "Portal account unlinked", description });
  } catch (err) {
    return errorToastRedirect(page, err, { failedTitle: link ? "Failed to link the portal account" : "Failed to unlink the portal account", logMessage: "contact account link failed" });
  }
}
