import { useId } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "~/lib/forms";
import { cn } from "~/lib/utils";
import { type CONTACT_FIELDS, CONTACT_MESSAGES, ENQUIRY_LIMITS, ENQUIRY_SERVICES, HONEYPOT_FIELD } from "../enquiries.schema";

/** What the `/contact` action answers. */
export type ContactActionData =
  | { ok: true }
  | { ok: false; fieldErrors?: FieldErrors; values?: Record<string, string>; message?: string };

/**
 * A field which, set to "1" in a post to `/contact`, asks for the answer as data rather than a redirect.
 * This form never sets it (the public pages' script posts to /api/enquiries instead).
 */
export const ENHANCED_FIELD = "_enhanced";

/**
 * 'Request a Free Quote', rendered on the server only (the public pages are not hydrated): an
 * ordinary form post to `/contact`. In the browser the public pages' script (app/islands/contact-form.ts)
 * checks it with the same schema as the server and sends it in the background; it finds the form by
 * its action and each field's message by the field's id followed by `-error`.
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
  const [searchParams] = useSearchParams();
  const id = useId();
  const headingId = `${id}-heading`;
  const errors: FieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const sent = result?.ok === true || searchParams.get("sent") === "1";
  const kept = result && !result.ok ? (result.values ?? {}) : {};
  const formMessage = result && !result.ok && !result.fieldErrors ? result.message : undefined;
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
        <form method="post" action="/contact" noValidate aria-labelledby={headingId} className="space-y-4">
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
          <Button type="submit" size="lg" className="w-full">
            Send Message & Get Free Quote
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
