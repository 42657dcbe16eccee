/**
 * The portal's "My details": a customer changes the phone number, address and postcode of their own
 * record (customers module), and asks to change their e-mail address. The address is also their
 * login, so a new one goes through better-auth's change-email flow: a link to the new address, and
 * the account and the record change only when it is opened (docs/decisions/0023).
 */
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { recordEmailChangeRequest, syncCustomerEmailFromAccount, updateContactDetails } from "~/features/customers/contact-details.server";
import { getCustomer, refuseCustomer } from "~/features/customers/customers.server";
import type { CustomerActor } from "~/lib/actor";
import { DomainError, parseInput } from "~/lib/domain-error";
import { EMAIL_CHANGED_PARAM, EMAIL_CHANGED_VALUE, myDetailsSchema } from "./my-details.schema";

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
  const { email, ...contact } = parseInput(myDetailsSchema, input);
  const current = await getCustomer({ actor, id: actor.customerId });
  if (!current) throw refuseCustomer("not_found");

  // The record's address as it is; the account's own (verified) login address, which the record
  // takes at once; or a new address, which must be verified first.
  const emailChange = same(email, current.email) ? "unchanged" : same(email, actor.email) ? "updated" : "verification_sent";
  if (emailChange === "verification_sent") {
    const result = await callAuthEndpoint(request, "/change-email", { newEmail: email, callbackURL: EMAIL_CHANGE_CALLBACK });
    if (!result.ok) {
      const tooMany = result.status === 429;
      const message = tooMany ? "Too many attempts. Please wait a few minutes and try again." : "We could not send a link to that address. Please try again.";
      throw new DomainError(tooMany ? "rate_limited" : "invalid", message, { fieldErrors: { email: message }, reason: "email_refused" });
    }
  }

  const updated = await updateContactDetails({ actor, id: actor.customerId, input: contact });
  const detailsChanged = updated.phone !== current.phone || updated.address !== current.address || updated.postcode !== current.postcode;

  if (emailChange === "verification_sent") await recordEmailChangeRequest({ actor, email: email.toLowerCase() });
  if (emailChange === "updated") await syncCustomerEmailFromAccount({ userId: actor.id });
  return { ok: true, detailsChanged, emailChange, email: emailChange === "verification_sent" ? email.toLowerCase() : email };
}
