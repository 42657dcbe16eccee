import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { isDomainError } from "~/lib/domain-error";
import { formErrorReply, invalidFormReply, notFoundAsPage, unconfirmedAs400, type FormReply } from "~/lib/domain-reply.server";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "./log.server";

export type { FormReply };

/**
 * Save a parsed form (`parseForm(formData, schema)`): a submission that did not parse is answered
 * with Conform's reply, a 400 with the failed-save toast (or, for a list button such as "Add line"
 * pressed without JavaScript, a 200 with the list changed); on success `save` gets the parsed value
 * (the domain function parses it again), then a redirect with a success toast. A failed save is
 * answered by `formErrorReply`: a record that is not there is a 404; a DomainError is its code's
 * status with its field messages; anything else is logged and a 500. What was typed is in every
 * reply, so the form shows it again.
 */
export async function saveFormThenRedirect<Value>({
  submission,
  save,
  failedTitle,
  logMessage,
  successUrl,
  successTitle,
}: {
  submission: Submission<unknown, string[], Value>;
  save: (value: Value) => Promise<unknown>;
  failedTitle: string;
  logMessage: string;
  successUrl: string;
  successTitle: string;
}) {
  if (submission.status !== "success") {
    if (submission.status !== "error") return data<FormReply>({ result: submission.reply() });
    return invalidFormReply(submission, failedTitle);
  }
  try {
    await save(submission.value);
  } catch (err) {
    return formErrorReply(submission, err, { failedTitle, logMessage });
  }
  return redirectWithToast(successUrl, { type: "success", title: successTitle });
}

/**
 * Delete a record: on failure, back to `failureUrl` with an error toast (a DomainError's message as
 * its description; anything else is logged); on success, to `successUrl`. With `notFoundIs404`, a
 * record that is not there is a 404 rather than a toast.
 */
export async function deleteThenRedirect({
  remove,
  noun,
  failureUrl,
  successUrl,
  notFoundIs404 = false,
}: {
  remove: () => Promise<unknown>;
  /** Lower case, e.g. "customer": gives "Failed to delete customer" and "Customer deleted successfully". */
  noun: string;
  failureUrl: string;
  successUrl: string;
  notFoundIs404?: boolean;
}) {
  try {
    await remove();
  } catch (err) {
    if (notFoundIs404) notFoundAsPage(err);
    unconfirmedAs400(err);
    const known = isDomainError(err);
    if (!known) log.error({ err }, `${noun} delete failed`);
    return redirectWithToast(failureUrl, { type: "error", title: `Failed to delete ${noun}`, description: known ? err.message : undefined });
  }
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  return redirectWithToast(successUrl, { type: "success", title: `${capitalised} deleted successfully` });
}

/**
 * A list's row delete (posted with `intent=delete` and the row's `id`; any other intent is a 400): back
 * to the same page of the same search, with the toast of deleteThenRedirect.
 */
export async function deleteFromListThenRedirect({
  request,
  remove,
  noun,
}: {
  request: Request;
  /** Removes the row `id`, given the posted form (with its confirmation). */
  remove: (id: string, input: Record<string, unknown>) => Promise<unknown>;
  noun: string;
}) {
  const form = await request.formData();
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (form.get("intent") !== "delete") throw new Response("Bad Request", { status: 400 });
  return deleteThenRedirect({ remove: () => remove(String(form.get("id") ?? ""), Object.fromEntries(form)), noun, failureUrl: back, successUrl: back });
}
