import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { MailCheck } from "lucide-react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/details";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { pendingEmailChange } from "~/features/customers/contact-details.server";
import { ownContact, pendingContactEmailChange } from "~/features/customers/contact-self.server";
import { getCustomer } from "~/features/customers/customers.server";
import { contactMyDetailsSchema, EMAIL_CHANGED_PARAM, EMAIL_CHANGED_VALUE, MY_DETAILS_MESSAGES, myDetailsSchema } from "~/features/portal/my-details.schema";
import { saveMyDetails } from "~/features/portal/my-details.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { PasskeysCard } from "~/features/auth/components/passkeys";
import { listPasskeys } from "~/features/auth/passkeys.server";
import { formValues, parseForm } from "~/lib/forms";
import { formErrorReply } from "~/lib/domain-reply.server";
import { redirectWithToast } from "~/lib/toast.server";

type ActionResult = { result: SubmissionResult<string[]> };

export const meta: Route.MetaFunction = () => [{ title: "My details" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // A contact's own account edits their contact row, not the customer record (ADR 0081).
  const [customer, contact] = await Promise.all([actor.contactId ? null : getCustomer({ actor, id: actor.customerId }), ownContact(actor)]);
  if (!customer && !contact) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  // Where the link in the e-mail to a new address leads: better-auth adds `error` when it failed.
  const back = url.searchParams.get(EMAIL_CHANGED_PARAM) === EMAIL_CHANGED_VALUE;
  const linkFailed = back && url.searchParams.has("error");
  return {
    details: customer
      ? ({ kind: "customer", phone: customer.phone, address: customer.address, postcode: customer.postcode ?? "", email: customer.email ?? actor.email } as const)
      : ({ kind: "contact", name: contact!.name, phone: contact!.phone ?? "", email: contact!.email ?? actor.email } as const),
    accountEmail: actor.email,
    pendingEmail: contact ? await pendingContactEmailChange({ actor }) : await pendingEmailChange({ actor }),
    passkeys: await listPasskeys({ actor }),
    notice: linkFailed
      ? ({ type: "error", text: MY_DETAILS_MESSAGES.linkFailed } as const)
      : back
        ? ({ type: "success", text: MY_DETAILS_MESSAGES.emailChanged(actor.email) } as const)
        : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  const formData = await request.formData();
  const submission = parseForm(formData, actor.contactId ? contactMyDetailsSchema : myDetailsSchema);
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  let outcome;
  try {
    outcome = await saveMyDetails({ request, actor, input: formValues(formData) });
  } catch (err) {
    return formErrorReply(submission, err, { failedTitle: MY_DETAILS_MESSAGES.failed, logMessage: "portal details save failed" });
  }
  if (outcome.emailChange === "verification_sent") {
    return redirectWithToast("/customer/details", {
      type: "success",
      title: outcome.detailsChanged ? MY_DETAILS_MESSAGES.saved : "Check your inbox",
      description: MY_DETAILS_MESSAGES.verificationSent(outcome.email),
    });
  }
  const changed = outcome.detailsChanged || outcome.emailChange === "updated";
  return redirectWithToast("/customer/details", { type: "success", title: changed ? MY_DETAILS_MESSAGES.saved : MY_DETAILS_MESSAGES.unchanged });
}

type Details = Extract<Route.ComponentProps["loaderData"]["details"], { kind: "customer" }>;
type ContactDetails = Extract<Route.ComponentProps["loaderData"]["details"], { kind: "contact" }>;

export default function MyDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { details, accountEmail, pendingEmail, notice, passkeys } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">My details</h1>
        <p className="text-muted-foreground">
          {details.kind === "contact"
            ? "How we reach you. The customer's own record is changed by them or by our office."
            : "How we reach you, and where we come to. Your name and other details are changed by our office: call us."}
        </p>
      </div>
      {notice ? (
        <p
          role={notice.type === "error" ? "alert" : "status"}
          className={
            notice.type === "error"
              ? "rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              : "rounded-md border border-primary/30 bg-primary/5 p-3 text-sm"
          }
        >
          {notice.text}
        </p>
      ) : null}
      {pendingEmail ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 wrap-anywhere"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Waiting for you to confirm <strong>{pendingEmail}</strong>: open the link we sent to it. Until then we keep using{" "}
            {details.email}.
          </span>
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Contact details</h2>
          </CardTitle>
          <CardDescription>Changes are saved to your record with us.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Saved details start a fresh form (a save redirects back here with the stored values). */}
          {details.kind === "contact" ? (
            <ContactDetailsForm key={JSON.stringify([details, pendingEmail])} details={details} accountEmail={accountEmail} lastResult={actionData?.result} />
          ) : (
            <DetailsForm key={JSON.stringify([details, pendingEmail])} details={details} accountEmail={accountEmail} lastResult={actionData?.result} />
          )}
        </CardContent>
      </Card>
      <PasskeysCard
        passkeys={passkeys}
        action="/customer/details/passkeys"
        description="Log in with your fingerprint, face or phone's screen lock instead of your password. A passkey stays on your device and works only on this site."
      />
    </div>
  );
}

function DetailsForm({
  details,
  accountEmail,
  lastResult,
}: {
  details: Details;
  accountEmail: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "my-details",
    lastResult,
    defaultValue: details,
    onValidate: ({ formData }) => parseForm(formData, myDetailsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <CheckedForm form={form} className="space-y-5">
      <FormErrors form={form} />
      <FormField field={fields.phone} label="Phone">
        <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" maxLength={40} required />
      </FormField>
      <FormField
        field={fields.email}
        label="Email"
        hint={`You sign in with ${accountEmail}. A new address is used once you open the link we send to it.`}
      >
        <Input
          {...getInputProps(fields.email, {
            type: "email",
            ariaDescribedBy: fields.email.descriptionId,
          })}
          autoComplete="email"
          maxLength={254}
          required
        />
      </FormField>
      <FormField field={fields.address} label="Address">
        <Textarea {...getTextareaProps(fields.address)} rows={3} maxLength={500} autoComplete="street-address" required />
      </FormField>
      <FormField field={fields.postcode} label="Postcode" className="sm:max-w-48">
        <Input {...getInputProps(fields.postcode, { type: "text" })} maxLength={10} autoComplete="postal-code" className="uppercase" />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
        {busy ? "Saving..." : "Save details"}
      </Button>
    </CheckedForm>
  );
}

/** A contact's own details: their name, phone and e-mail address (the login). */
function ContactDetailsForm({ details, accountEmail, lastResult }: { details: ContactDetails; accountEmail: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "my-details",
    lastResult,
    defaultValue: details,
    onValidate: ({ formData }) => parseForm(formData, contactMyDetailsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CheckedForm form={form} className="space-y-5">
      <FormErrors form={form} />
      <FormField field={fields.name} label="Name">
        <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" maxLength={200} required />
      </FormField>
      <FormField field={fields.phone} label="Phone">
        <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" maxLength={40} />
      </FormField>
      <FormField field={fields.email} label="Email" hint={`You sign in with ${accountEmail}. A new address is used once you open the link we send to it.`}>
        <Input {...getInputProps(fields.email, { type: "email", ariaDescribedBy: fields.email.descriptionId })} autoComplete="email" maxLength={254} required />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
        {busy ? "Saving..." : "Save details"}
      </Button>
    </CheckedForm>
  );
}
