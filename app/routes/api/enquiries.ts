import type { Route } from "./+types/enquiries";
import { CONTACT_MESSAGES } from "~/features/enquiries/enquiries.schema";
import { submitEnquiry } from "~/features/enquiries/enquiries.server";
import { systemActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { jsonErrorResponse, type ErrorBody } from "~/lib/domain-reply.server";
import { formValues } from "~/lib/forms";

/**
 * The contact form sent in the background by the public pages' script (app/islands/contact-form.ts):
 * the same rules and answers as the `/contact` form post, as JSON: `{ ok: true }`, or a refusal as
 * `{ error: { code, message, fieldErrors? } }` with its status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: { code: "method_not_allowed", message: "Method not allowed" } } satisfies ErrorBody, { status: 405 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonErrorResponse(new DomainError("invalid", CONTACT_MESSAGES.failure));
  }
  try {
    await submitEnquiry({ actor: systemActor("contact form"), input: formValues(form), ip: context.clientIp });
  } catch (err) {
    return jsonErrorResponse(err, "contact form failed", CONTACT_MESSAGES.failure);
  }
  return Response.json({ ok: true });
}
