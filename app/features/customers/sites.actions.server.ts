import { deleteThenRedirect, saveFormThenRedirect } from "~/lib/admin-actions.server";
import type { Actor } from "~/lib/actor";
import { parseForm } from "~/lib/forms";
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
  if (formData.get("intent") !== "save") throw new Response("Bad Request", { status: 400 });
  return saveFormThenRedirect({
    submission: parseForm(formData, contactSchema),
    save: (input) => (contactId ? updateContact({ actor, id: contactId, input }) : createContact({ actor, customerId, input })),
    failedTitle: contactId ? "Failed to update contact" : "Failed to add contact",
    logMessage: "contact save failed",
    successUrl: back,
    successTitle: contactId ? "Contact updated" : "Contact added",
  });
}
