import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/request-visit";
import { CheckedForm, FieldError, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { shiftDay, todayKey } from "~/lib/business-day";
import { getCustomer } from "~/features/customers/customers.server";
import { requireCustomer } from "~/features/portal/portal.server";
import {
  LATEST_VISIT_DAYS,
  SERVICE_OPTIONS,
  VISIT_DESCRIPTION_MAX,
  VISIT_MESSAGES,
  VISIT_TIME_WINDOW_LABELS,
  VISIT_TIME_WINDOWS,
  visitRequestSchema,
} from "~/features/portal/visit-request.schema";
import { requestVisit } from "~/features/portal/visit-request.server";
import { formValues, parseForm } from "~/lib/forms";
import { formErrorReply } from "~/lib/domain-reply.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useBusiness } from "~/lib/business";

type ActionResult = { result: SubmissionResult<string[]> };

export const meta: Route.MetaFunction = () => [{ title: "Request a visit" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const customer = await getCustomer({ actor, id: actor.customerId });
  if (!customer) throw new Response("Not Found", { status: 404 });
  return { today: todayKey(), address: customer.address, postcode: customer.postcode ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  const formData = await request.formData();
  // Conform's reply carries the messages and what was typed back to the form; the domain function
  // checks the same rules again.
  const submission = parseForm(formData, visitRequestSchema(todayKey()));
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  try {
    await requestVisit({ actor, input: formValues(formData) });
  } catch (err) {
    return formErrorReply(submission, err, { failedTitle: VISIT_MESSAGES.failed, logMessage: "portal visit request failed" });
  }
  return redirectWithToast("/customer/jobs", { type: "success", title: VISIT_MESSAGES.success, description: VISIT_MESSAGES.successDescription });
}

export default function RequestVisit({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { today } = loaderData;
  const [form, fields] = useForm({
    id: "request-visit",
    lastResult: actionData?.result,
    defaultValue: { address: loaderData.address, postcode: loaderData.postcode, timeWindow: "any" },
    onValidate: ({ formData }) => parseForm(formData, visitRequestSchema(today)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Request a visit</h1>
        <p className="text-muted-foreground">
          Tell us what needs doing and when suits you. We&apos;ll call you to confirm the appointment. For an emergency, call{" "}
          <a className="font-medium text-primary underline" href={business.phoneHref}>
            {business.phone}
          </a>
          .
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Your request</h2>
          </CardTitle>
          <CardDescription>Every field is required.</CardDescription>
        </CardHeader>
        <CardContent>
          <CheckedForm form={form} className="space-y-5">
            <FormErrors form={form} />
            <FormField field={fields.service} label="Service">
              <NativeSelect {...getSelectProps(fields.service)} required>
                <NativeSelectOption value="">Select a service</NativeSelectOption>
                {SERVICE_OPTIONS.map((option) => (
                  <NativeSelectOption key={option.value} value={option.value}>
                    {option.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            <FormField field={fields.description} label="Problem description" hint="What is wrong, where, and since when.">
              <Textarea
                {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
                rows={5}
                maxLength={VISIT_DESCRIPTION_MAX}
                required
              />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField field={fields.preferredDate} label="Preferred day" hint={`Today or within ${LATEST_VISIT_DAYS} days.`}>
                <Input
                  {...getInputProps(fields.preferredDate, { type: "date", ariaDescribedBy: fields.preferredDate.descriptionId })}
                  min={today}
                  max={shiftDay(today, LATEST_VISIT_DAYS)}
                  required
                />
              </FormField>
              <fieldset className="space-y-2" aria-describedby={fields.timeWindow.errors ? fields.timeWindow.errorId : undefined}>
                <legend className="text-sm leading-none font-medium">Time of day</legend>
                <div className="grid grid-cols-1 gap-2 pt-2">
                  {VISIT_TIME_WINDOWS.map((window) => {
                    const id = `${fields.timeWindow.id}-${window}`;
                    return (
                      <label key={window} htmlFor={id} className="flex items-center gap-2 text-sm">
                        <input {...getInputProps(fields.timeWindow, { type: "radio", value: window })} id={id} className="size-4 accent-primary" />
                        {VISIT_TIME_WINDOW_LABELS[window]}
                      </label>
                    );
                  })}
                </div>
                <FieldError field={fields.timeWindow} />
              </fieldset>
            </div>
            <FormField field={fields.address} label="Address of the visit">
              <Textarea {...getTextareaProps(fields.address)} rows={2} maxLength={500} autoComplete="street-address" required />
            </FormField>
            <FormField field={fields.postcode} label="Postcode" className="sm:max-w-48">
              <Input {...getInputProps(fields.postcode, { type: "text" })} maxLength={10} autoComplete="postal-code" className="uppercase" required />
            </FormField>
            <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
              {busy ? "Sending..." : "Request visit"}
            </Button>
          </CheckedForm>
        </CardContent>
      </Card>
    </div>
  );
}
