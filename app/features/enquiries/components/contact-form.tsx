import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { toast } from "~/components/ui/sonner";
import { Textarea } from "~/components/ui/textarea";
import { fieldErrors, formValues, type FieldErrors } from "~/lib/forms";
import { cn } from "~/lib/utils";
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  contactFormSchema,
  ENQUIRY_LIMITS,
  ENQUIRY_SERVICES,
  HONEYPOT_FIELD,
} from "../enquiries.schema";

/** What the `/contact` action answers. */
export type ContactActionData =
  | { ok: true }
  | { ok: false; fieldErrors?: FieldErrors; values?: Record<string, string>; message?: string };

/** The field set by the browser when the form is sent in the background (JavaScript on). */
export const ENHANCED_FIELD = "_enhanced";

function notifyErrors(errors: FieldErrors) {
  for (const field of CONTACT_FIELDS) {
    const message = errors[field];
    if (message) toast.error(message);
  }
}

/**
 * 'Request a Free Quote'. Checked in the browser with the same
 * schema as the server; sent in the background with JavaScript, as an ordinary form post without.
 * `result` is the `/contact` action's answer when the page was rendered after a plain post.
 */
export function ContactForm({
  result,
  headingLevel = "h2",
  className,
}: {
  result?: ContactActionData;
  headingLevel?: "h1" | "h2" | "h3";
  className?: string;
}) {
  const fetcher = useFetcher<ContactActionData>();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const [enhanced, setEnhanced] = useState(false);
  const [sentInBackground, setSentInBackground] = useState(false);
  // Set once the visitor sends again, so that a message from an earlier post is not shown with new errors.
  const [resubmitted, setResubmitted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>(result && !result.ok ? (result.fieldErrors ?? {}) : {});
  const busy = fetcher.state !== "idle";

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle") return;
    if (answer.ok) {
      toast.success(CONTACT_MESSAGES.success);
      setErrors({});
      setSentInBackground(true);
      formRef.current?.reset();
      // Remount so that values kept from an earlier plain post are cleared too.
      setFormKey((k) => k + 1);
    } else if (answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
      setErrors(answer.fieldErrors);
      notifyErrors(answer.fieldErrors);
    } else {
      toast.error(answer.message ?? CONTACT_MESSAGES.failure);
    }
  }, [fetcher.data, fetcher.state]);

  const earlier = !resubmitted && formKey === 0;
  const sent = sentInBackground || (earlier && (result?.ok === true || searchParams.get("sent") === "1"));
  const kept = formKey === 0 && result && !result.ok ? (result.values ?? {}) : {};
  const formMessage = earlier && result && !result.ok && !result.fieldErrors ? result.message : undefined;
  const Heading = headingLevel;

  const field = (name: (typeof CONTACT_FIELDS)[number]) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      name,
      defaultValue: kept[name],
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      onChange: () => {
        if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
      },
    } as const;
  };
  const fieldError = (name: (typeof CONTACT_FIELDS)[number]) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Card className={cn("w-full", className)}>
      <CardHeader>
        <CardTitle asChild>
          <Heading id={headingId} className="text-2xl">
            Request a Free Quote
          </Heading>
        </CardTitle>
        <CardDescription>Tell us about the problem and we'll get back to you within 30 minutes during business hours.</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          key={formKey}
          ref={formRef}
          method="post"
          action="/contact"
          noValidate
          aria-labelledby={headingId}
          className="space-y-4"
          onSubmit={(event) => {
            setSentInBackground(false);
            setResubmitted(true);
            const parsed = contactFormSchema.safeParse(formValues(new FormData(event.currentTarget)));
            if (!parsed.success) {
              event.preventDefault();
              const found = fieldErrors(parsed.error);
              setErrors(found);
              notifyErrors(found);
            } else {
              setErrors({});
            }
          }}
        >
          {enhanced ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
          {sent ? (
            <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
              {CONTACT_MESSAGES.success}
            </p>
          ) : null}
          {formMessage ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {formMessage}
            </p>
          ) : null}

          {/* Left empty by people (it is hidden from them); filled in by form-filling bots. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website (leave this empty)</label>
            <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-firstName`}>First Name</Label>
              <Input {...field("firstName")} autoComplete="given-name" maxLength={ENQUIRY_LIMITS.firstName} placeholder="John" />
              {fieldError("firstName")}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-lastName`}>Last Name</Label>
              <Input {...field("lastName")} autoComplete="family-name" maxLength={ENQUIRY_LIMITS.lastName} placeholder="Smith" />
              {fieldError("lastName")}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-phone`}>Phone Number</Label>
              <Input {...field("phone")} type="tel" autoComplete="tel" maxLength={ENQUIRY_LIMITS.phoneMax} placeholder="01635 123456" />
              {fieldError("phone")}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>Email Address</Label>
              <Input {...field("email")} type="email" autoComplete="email" maxLength={ENQUIRY_LIMITS.email} placeholder="john@example.com" />
              {fieldError("email")}
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-service`}>Service Required</Label>
            <NativeSelect {...field("service")} defaultValue={kept.service ?? ""}>
              <NativeSelectOption value="">Select a service</NativeSelectOption>
              {ENQUIRY_SERVICES.map((service) => (
                <NativeSelectOption key={service} value={service}>
                  {service}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            {fieldError("service")}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea {...field("message")} rows={5} maxLength={ENQUIRY_LIMITS.message} placeholder="Please describe your drainage issue..." />
            {fieldError("message")}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send Message & Get Free Quote"}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
