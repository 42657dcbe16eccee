import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { CORRECT_THE_FIELDS, DOMAIN_ERROR_STATUS, DomainError } from "./domain-error";
import { log } from "./log.server";
import { redirectWithToast } from "./toast.server";

// The one place a DomainError becomes an answer: Conform's reply for a form shown again, or a JSON
// body for /api callers. Routes and action helpers call these; none reads an error's code itself.

/**
 * What a form action answers when the form is shown again: Conform's reply for `useForm`'s
 * `lastResult` (the field and form messages, and what was typed) and the toast of a failed save.
 */
export type FormReply = {
  result: SubmissionResult<string[]>;
  toast?: { title: string; description?: string };
};

/**
 * A domain error as Conform's reply: its field messages on their fields; its message for the whole
 * form when it names no field (or its message about no field, `form`). `hideFields` (passwords) are
 * not sent back.
 */
export function conformReply(submission: Submission<unknown>, err: DomainError, { hideFields }: { hideFields?: string[] } = {}) {
  const { form, ...fields } = err.fieldErrors;
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fields)) if (message) fieldErrors[name] = [message];
  const formError = form ?? (Object.keys(fieldErrors).length === 0 ? err.message : undefined);
  return submission.reply({ fieldErrors, formErrors: formError ? [formError] : undefined, hideFields });
}

/** `Retry-After` in seconds for a refusal that says how long to wait; no header otherwise. */
function retryAfterHeader(err: DomainError): Record<string, string> {
  return err.retryAfter === undefined ? {} : { "Retry-After": String(Math.max(1, Math.ceil(err.retryAfter))) };
}

/** A form that did not parse: Conform's reply, a 400 with the failed-save toast. */
export function invalidFormReply(submission: Submission<unknown>, failedTitle: string) {
  return data<FormReply>({ result: submission.reply(), toast: { title: failedTitle, description: CORRECT_THE_FIELDS } }, { status: 400 });
}

/**
 * A failed save as the form's reply: a record that is not there is a 404 page; a domain error is its
 * status with its field messages and its message as the toast (and `Retry-After` when it says how
 * long to wait); anything else is logged and a 500
 * asking to try again. What was typed is in every reply, so the form shows it again.
 */
export function formErrorReply(submission: Submission<unknown>, err: unknown, { failedTitle, logMessage }: { failedTitle: string; logMessage: string }) {
  if (err instanceof DomainError) {
    if (err.code === "not_found") throw new Response("Not Found", { status: 404 });
    return data<FormReply>({ result: conformReply(submission, err), toast: { title: failedTitle, description: err.message } }, { status: err.status, headers: retryAfterHeader(err) });
  }
  log.error({ err }, logMessage);
  return data<FormReply>(
    { result: submission.reply({ formErrors: [`${failedTitle}. Please try again.`] }), toast: { title: failedTitle, description: "Please try again." } },
    { status: 500 },
  );
}

/** The JSON body of a refusal for /api callers: `{ error: { code, message, fieldErrors? } }`. */
export type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string> } };

/**
 * A domain error as a JSON answer with its status (and `Retry-After` when it says how long to wait);
 * anything else is logged and a 500 with a message that gives nothing away (`failureMessage`, for a
 * caller whose page has its own words for it).
 */
export function jsonErrorResponse(err: unknown, logMessage = "request failed", failureMessage = "Something went wrong. Please try again."): Response {
  if (err instanceof DomainError) {
    const fields = Object.fromEntries(Object.entries(err.fieldErrors).filter((e): e is [string, string] => typeof e[1] === "string"));
    const body: ErrorBody = { error: { code: err.code, message: err.message, ...(Object.keys(fields).length ? { fieldErrors: fields } : {}) } };
    return Response.json(body, { status: err.status, headers: retryAfterHeader(err) });
  }
  log.error({ err }, logMessage);
  return Response.json({ error: { code: "internal", message: failureMessage } } satisfies ErrorBody, { status: 500 });
}

/**
 * A record that is not there, as the 404 page (thrown as a Response), for actions whose other
 * refusals are answered another way (a delete's toast). Anything else is returned untouched.
 */
export function notFoundAsPage(err: unknown): unknown {
  if (err instanceof DomainError && err.code === "not_found") throw new Response("Not Found", { status: DOMAIN_ERROR_STATUS.not_found });
  return err;
}

/**
 * A destructive action posted without its confirmation (never the product's own dialogs, which send
 * it) as a plain 400 with the reason, thrown as a Response; anything else is returned untouched.
 */
export function unconfirmedAs400(err: unknown): unknown {
  if (err instanceof DomainError && err.reason === "unconfirmed") throw new Response(err.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return err;
}

/**
 * A failed action of a record page (send, accept, convert...) as a redirect back to `url` with an
 * error toast: a record that is not there is a 404 page; a domain error's toast says why (for an
 * `invalid` one, its first field message); anything else is logged and asks to try again.
 */
export function errorToastRedirect(url: string, err: unknown, { failedTitle, logMessage }: { failedTitle: string; logMessage: string }) {
  if (err instanceof DomainError) {
    if (err.code === "not_found") throw new Response("Not Found", { status: 404 });
    unconfirmedAs400(err);
    const detail = err.code === "invalid" ? Object.values(err.fieldErrors)[0] : undefined;
    return redirectWithToast(url, { type: "error", title: failedTitle, description: detail ?? err.message });
  }
  log.error({ err }, logMessage);
  return redirectWithToast(url, { type: "error", title: failedTitle, description: "Please try again." });
}
