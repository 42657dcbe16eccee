import type { Route } from "./+types/enquiries";
import { CONTACT_MESSAGES } from "~/features/enquiries/enquiries.schema";
import { submitEnquiry } from "~/features/enquiries/enquiries.server";
import { systemActor } from "~/lib/actor";
import { formValues } from "~/lib/forms";
import { log } from "~/lib/log.server";

/**
 * The contact form sent in the background by the public pages' script (app/islands/contact-form.ts):
 * the same rules and answers as the `/contact` form post, as JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ ok: false, message: "Method not allowed" }, { status: 405 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ ok: false, message: CONTACT_MESSAGES.failure }, { status: 400 });
  }
  try {
    const result = await submitEnquiry({ actor: systemActor("contact form"), input: formValues(form), ip: context.clientIp });
    if (result.ok) return Response.json({ ok: true });
    if (result.reason === "invalid") return Response.json({ ok: false, fieldErrors: result.fieldErrors }, { status: 400 });
    return Response.json(
      { ok: false, message: result.message },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  } catch (err) {
    log.error({ err }, "contact form failed");
    return Response.json({ ok: false, message: CONTACT_MESSAGES.failure }, { status: 500 });
  }
}
