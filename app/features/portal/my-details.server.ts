/**
 * The portal's "My details": a customer changes the phone number, address and postcode of their own
 * record (customers module), and asks to change their e-mail address; a contact with their own
 * account changes their contact's name and phone instead (docs/decisions/0081). The address is also their
 * login, so a new one goes through better-auth's change-email flow: a link to the new address, and
 * the account and the record change only when it is opened (docs/decisions/0023).
 */
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { recordEmailChangeRequest, syncCustomerEmailFromAccount, updateContactDetails } from "~/features/customers/contact-details.server";
import { getCustomer, refuseCustomer } from "~/features/customers/customers.server";
import type { CustomerActor } from "~/lib/actor";
import { DomainError, parseInput } from "~/lib/domain-error";
import { ownContact, recordContactEmailChangeRequest, updateOwnContact } from "~/features/customers/contact-self.server";
import { contactMyDetailsSchema, EMAIL_CHANGED_PARAM, EMAIL_CHANGED_VALUE, myDetailsSchema } from "./my-details.schema";

/** Where the verification link brings the customer back to. */
export const EMAIL_CHANGE_CALLBACK = `/customer/details?${EMAIL_CHANGED_PARAM}=${EMAIL_CHANGED_VALUE}`;

export type MyDetailsResult = {
  ok: true;
  /** Whether the phone number, address or postcode changed. */
  detailsChanged: boolean;
  /** unchanged; updated (the record took the account's verified address); or a link sent to `email`. */
  emailChange: "unchanged" | "updated" | "verification_sent";
  email: string;
};

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * Save the form for the signed-in customer. `request` carries their session (better-auth's
 * change-email acts on the session's account). Bad input (`invalid`, with the field messages), or a
 * change of address better-auth refuses (`invalid` or `rate_limited`, reason `email_refused`, its
 * message on the e-mail field), changes nothing; a record that is gone is `not_found`.
 */
export async function saveMyDetails({
  request,
  actor,
  input,
}: {
  request: Request;
  actor: CustomerActor;
  input: Record<string, unknown>;
}): Promise<MyDetailsResult> {
  if (actor.contactId) return saveContactDetails({ request, actor, input });
  const { email, ...contact } = parseInput(myDetailsSchema, input);
  const current = await getCustomer({ actor, id: actor.customerId });
  if (!current) throw refuseCustomer("not_found");

  // The record's address as it is; the account's own (verified) login address, which the record
  // takes at once; or a new address, which must be verified first.
  const emailChange = changeOfEmail(email, current.email, actor);
  if (emailChange === "verification_sent") await sendEmailChangeLink(request, email);

  const updated = await updateContactDetails({ actor, id: actor.customerId, input: contact });
  const detailsChanged = updated.phone !== current.phone || updated.address !== current.address || updated.postcode !== current.postcode;

  if (emailChange === "verification_sent") await recordEmailChangeRequest({ actor, email: email.toLowerCase() });
  if (emailChange === "updated") await syncCustomerEmailFromAccount({ userId: actor.id });
  return { ok: true, detailsChanged, emailChange, email: emailChange === "verification_sent" ? email.toLowerCase() : email };
}

function changeOfEmail(email: string, current: string | null, actor: CustomerActor): MyDetailsResult["emailChange"] {
  return same(email, current) ? "unchanged" : same(email, actor.email) ? "updated" : "verification_sent";
}

/** better-auth's change-email: a link to the new address; what it refuses is the e-mail field's message. */
async function sendEmailChangeLink(request: Request, email: string) {
  const result = await callAuthEndpoint(request, "/change-email", { newEmail: email, callbackURL: EMAIL_CHANGE_CALLBACK });
  if (!result.ok) {
    const tooMany = result.status === 429;
    const message = tooMany ? "Too many attempts. Please wait a few minutes and try again." : "We could not send a link to that address. Please try again.";
    throw new DomainError(tooMany ? "rate_limited" : "invalid", message, { fieldErrors: { email: message }, reason: "email_refused" });
  }
}

/**
 * "My details" for a contact's own account (docs/decisions/0081): their name and phone on their
 * contact row, and their e-mail address through the same verified change; the customer record is
 * not touched. `detailsChanged` says whether the name or phone changed.
 */
async function saveContactDetails({ request, actor, input }: { request: Request; actor: CustomerActor; input: Record<string, unknown> }): Promise<MyDetailsResult> {
  const { email, ...own } = parseInput(contactMyDetailsSchema, input);
  const current = await ownContact(actor);
  if (!current) throw refuseCustomer("not_found");
  const emailChange = changeOfEmail(email, current.email, actor);
  if (emailChange === "verification_sent") await sendEmailChangeLink(request, email);
  const updated = await updateOwnContact({ actor, input: own });
  const detailsChanged = updated.name !== current.name || updated.phone !== current.phone;
  if (emailChange === "verification_sent") await recordContactEmailChangeRequest({ actor, email: email.toLowerCase() });
  if (emailChange === "updated") await syncCustomerEmailFromAccount({ userId: actor.id });
  return { ok: true, detailsChanged, emailChange, email: emailChange === "verification_sent" ? email.toLowerCase() : email };
}
