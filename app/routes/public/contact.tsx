import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm, ENHANCED_FIELD, type ContactActionData } from "~/features/enquiries/components/contact-form";
import { CONTACT_MESSAGES } from "~/features/enquiries/enquiries.schema";
import { enquiryValues, submitEnquiry } from "~/features/enquiries/enquiries.server";
import { systemActor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { formValues } from "~/lib/forms";
import { useBusiness } from "~/lib/business";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [
  { title: "Request a Free Quote" },
  { name: "description", content: "Request a free quote for drain unblocking, CCTV surveys, repairs and cleaning." },
  { name: "robots", content: "noindex" },
];

/**
 * Where the contact form posts. With JavaScript the form is sent in the background and the answer
 * is data; without it, success goes back to the home page's form with its message, and errors are
 * shown here with what the visitor typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const input = formValues(formData);
  try {
    await submitEnquiry({ actor: systemActor("contact form"), input, ip: context.clientIp });
  } catch (err) {
    if (!isDomainError(err)) {
      log.error({ err }, "contact form failed");
      return data<ContactActionData>({ ok: false, message: CONTACT_MESSAGES.failure }, { status: 500 });
    }
    // The form shown again: its field messages with what was typed, or the refusal's message.
    const headers: Record<string, string> = err.retryAfter === undefined ? {} : { "Retry-After": String(err.retryAfter) };
    if (Object.keys(err.fieldErrors).length > 0) {
      return data<ContactActionData>({ ok: false, fieldErrors: err.fieldErrors, values: enquiryValues(input) }, { status: err.status });
    }
    return data<ContactActionData>({ ok: false, message: err.message }, { status: err.status, headers });
  }
  if (enhanced) return data<ContactActionData>({ ok: true });
  throw redirect("/?sent=1#contact");
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <ContactForm result={actionData} headingLevel="h1" />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Prefer to talk? Call us on{" "}
        <a className="font-medium text-primary underline" href={business.phoneHref}>
          {business.phone}
        </a>{" "}
        or go back to the <Link className="text-primary underline" to="/">home page</Link>.
      </p>
    </main>
  );
}
