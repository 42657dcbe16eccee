import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "./log.server";

/** A domain's own error (CustomerError, JobError, BlogError): a code, a message for people and field messages. */
type DomainError = Error & { code: string; fieldErrors: FieldErrors };
type DomainErrorClass = abstract new (...args: never[]) => DomainError;

/**
 * What a form action answers when the form is shown again: Conform's reply for `useForm`'s
 * `lastResult` (the field and form messages, and what was typed) and the toast of a failed save.
 */
export type FormReply = {
  result: SubmissionResult<string[]>;
  toast?: { title: string; description?: string };
};

/** The toast's description when fields are wrong (the domains' own "invalid" message). */
const CORRECT_THE_FIELDS = "Please correct the highlighted fields.";

/**
 * A domain error as Conform's reply: its field messages on their fields; its message for the whole
 * form when it names no field (or its message about no field, `form`).
 */
export function domainErrorReply(submission: Submission<unknown>, err: DomainError) {
  const { form, ...fields } = err.fieldErrors;
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fields)) if (message) fieldErrors[name] = [message];
  const formError = form ?? (Object.keys(fieldErrors).length === 0 ? err.message : undefined);
  return submission.reply({ fieldErrors, formErrors: formError ? [formError] : undefined });
}

/**
 * Save a parsed form (`parseForm(formData, schema)`): a submission that did not parse is answered
 * with Conform's reply, a 400 with the failed-save toast (or, for a list button such as "Add line"
 * pressed without JavaScript, a 200 with the list changed); on success `save` gets the parsed value
 * (the domain function parses it again), then a redirect with a success toast. A record that is not
 * there is a 404; the domain's error is a 400 with its field messages; anything else is logged and a
 * 500. What was typed is in every reply, so the form shows it again.
 */
export async function saveFormThenRedirect<Value>({
  submission,
  save,
  errorClass,
  failedTitle,
  logMessage,
  successUrl,
  successTitle,
}: {
  submission: Submission<unknown, string[], Value>;
  save: (value: Value) => Promise<unknown>;
  errorClass: DomainErrorClass;
  failedTitle: string;
  logMessage: string;
  successUrl: string;
  successTitle: string;
}) {
  if (submission.status !== "success") {
    if (submission.status !== "error") return data<FormReply>({ result: submission.reply() });
    return data<FormReply>({ result: submission.reply(), toast: { title: failedTitle, description: CORRECT_THE_FIELDS } }, { status: 400 });
  }
  try {
    await save(submission.value);
  } catch (err) {
    if (err instanceof errorClass && err.code === "not_found") throw new Response("Not Found", { status: 404 });
    if (err instanceof errorClass) {
      return data<FormReply>(
        { result: domainErrorReply(submission, err), toast: { title: failedTitle, description: err.message } },
        { status: 400 },
      );
    }
    log.error({ err }, logMessage);
    return data<FormReply>(
      { result: submission.reply({ formErrors: [`${failedTitle}. Please try again.`] }), toast: { title: failedTitle, description: "Please try again." } },
      { status: 500 },
    );
  }
  return redirectWithToast(successUrl, { type: "success", title: successTitle });
}

/**
 * Delete a record: on failure, back to `failureUrl` with an error toast (the domain error's message as
 * its description; anything else is logged); on success, to `successUrl`. With `notFoundIs404`, a
 * record that is not there is a 404 rather than a toast.
 */
export async function deleteThenRedirect({
  remove,
  errorClass,
  noun,
  failureUrl,
  successUrl,
  notFoundIs404 = false,
}: {
  remove: () => Promise<unknown>;
  errorClass: DomainErrorClass;
  /** Lower case, e.g. "customer": gives "Failed to delete customer" and "Customer deleted successfully". */
  noun: string;
  failureUrl: string;
  successUrl: string;
  notFoundIs404?: boolean;
}) {
  try {
    await remove();
  } catch (err) {
    const known = err instanceof errorClass;
    if (known && notFoundIs404 && err.code === "not_found") throw new Response("Not Found", { status: 404 });
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
  errorClass,
  noun,
}: {
  request: Request;
  remove: (id: string) => Promise<unknown>;
  errorClass: DomainErrorClass;
  noun: string;
}) {
  const form = await request.formData();
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (form.get("intent") !== "delete") throw new Response("Bad Request", { status: 400 });
  return deleteThenRedirect({ remove: () => remove(String(form.get("id") ?? "")), errorClass, noun, failureUrl: back, successUrl: back });
}
