import { data } from "react-router";
import type { FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "./log.server";

/** A domain's own error (CustomerError, JobError, BlogError): a code, a message for people and field messages. */
type DomainError = Error & { code: string; fieldErrors: FieldErrors };
type DomainErrorClass = abstract new (...args: never[]) => DomainError;

/** What a form action returns when the save fails: the field messages, what was typed and a toast. */
export type FormResult = {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  toast: { title: string; description?: string };
};

/**
 * Save a form: on success, redirect with a success toast; a record that is not there is a 404; the
 * domain's error is a 400 with its field messages; anything else is logged and a 500.
 */
export async function saveFormThenRedirect({
  values,
  save,
  errorClass,
  failedTitle,
  logMessage,
  successUrl,
  successTitle,
}: {
  values: Record<string, string>;
  save: () => Promise<unknown>;
  errorClass: DomainErrorClass;
  failedTitle: string;
  logMessage: string;
  successUrl: string;
  successTitle: string;
}) {
  try {
    await save();
  } catch (err) {
    if (err instanceof errorClass && err.code === "not_found") throw new Response("Not Found", { status: 404 });
    if (err instanceof errorClass) {
      return data<FormResult>({ fieldErrors: err.fieldErrors, values, toast: { title: failedTitle, description: err.message } }, { status: 400 });
    }
    log.error({ err }, logMessage);
    return data<FormResult>({ fieldErrors: {}, values, toast: { title: failedTitle, description: "Please try again." } }, { status: 500 });
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
