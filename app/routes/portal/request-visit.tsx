import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
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
import { bookSlot, SlotTakenError } from "~/features/booking/booking.server";
import { BOOKABLE_SERVICES, type Slot } from "~/features/booking/booking.schema";
import { SlotChoice } from "~/features/booking/components/slot-choice";
import { freeSlots } from "~/features/booking/free-slots.server";
import { isDomainError } from "~/lib/domain-error";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { log } from "~/lib/log.server";

type ActionResult = { result: SubmissionResult<string[]> };
/** A booking into a free slot that was refused: the message, by field where it belongs, and the slots to offer. */
type BookingRefused = { booking: { message: string; fieldErrors: Record<string, string>; slots?: Slot[]; values: Record<string, string> } };

/** The free slots for a service at a postcode, or why there are none (a postcode not served, an emergency). */
async function slotsFor(service: string, postcode: string) {
  if (!service || !postcode) return null;
  try {
    const found = await freeSlots({ service, postcode });
    return { service, postcode: found.postcode, slots: found.slots, error: null };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { service, postcode, slots: [] as Slot[], error: err.message };
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Request a visit" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const customer = await getCustomer({ actor, id: actor.customerId });
  if (!customer) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const service = url.searchParams.get("service")?.slice(0, 40) ?? "";
  const postcode = url.searchParams.get("postcode")?.slice(0, 12) ?? "";
  // The booking form asks for the address without its postcode (the postcode is asked with the service).
  const line = customer.address.replace(/[\s,]*[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\s*$/i, "");
  const homePostcode = customer.postcode ?? "";
  return { today: todayKey(), address: customer.address, addressLine: line || customer.address, postcode: homePostcode, free: await slotsFor(service, postcode) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  const formData = await request.formData();
  if (formData.get("intent") === "book") return bookFreeSlot(actor, formData);
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

/** The customer books a free slot for their own record: held as a tentative visit until the office confirms it. */
async function bookFreeSlot(actor: Awaited<ReturnType<typeof requireCustomer>>, formData: FormData) {
  const values = Object.fromEntries(["service", "postcode", "slot", "address", "description"].map((k) => [k, String(formData.get(k) ?? "").slice(0, 2000)]));
  try {
    const booked = await bookSlot({ actor, input: values, source: "portal" });
    return redirectWithToast("/customer/jobs", {
      type: "success",
      title: booked.tentative ? `We have held ${booked.when} for you` : `Booked: ${booked.when}`,
      description: booked.tentative ? "The office will confirm it shortly by e-mail, with the appointment for your calendar." : "The appointment is on its way to you by e-mail.",
    });
  } catch (err) {
    if (!isDomainError(err)) {
      log.error({ err }, "portal booking failed");
      return data<BookingRefused>({ booking: { message: "Something went wrong. Please try again, or call us.", fieldErrors: {}, values } }, { status: 500 });
    }
    return data<BookingRefused>(
      { booking: { message: err.message, fieldErrors: err.fieldErrors as Record<string, string>, slots: err instanceof SlotTakenError ? err.slots : undefined, values } },
      { status: err.status },
    );
  }
}

export default function RequestVisit({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { today } = loaderData;
  const refused = actionData && "booking" in actionData ? actionData.booking : null;
  const [form, fields] = useForm({
    id: "request-visit",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
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
          Choose a free time for the engineer to arrive, or tell us what needs doing and when suits you and we&apos;ll call you. For an emergency, call{" "}
          <a className="font-medium text-primary underline" href={business.phoneHref}>
            {business.phone}
          </a>
          .
        </p>
      </div>
      <BookASlot free={loaderData.free} refused={refused} defaults={{ address: loaderData.addressLine, postcode: loaderData.postcode }} busy={busy} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Or ask us to call you</h2>
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

type Free = Awaited<ReturnType<typeof slotsFor>>;

/** Book a free slot: the service and the postcode (a GET form), then the free slots with the address and a description. */
function BookASlot({ free, refused, defaults, busy }: { free: Free; refused: BookingRefused["booking"] | null; defaults: { address: string; postcode: string }; busy: boolean }) {
  const business = useBusiness();
  const values = refused?.values ?? {};
  const service = values.service ?? free?.service ?? "";
  const postcode = values.postcode ?? free?.postcode ?? defaults.postcode;
  const slots = refused?.slots ?? free?.slots ?? null;
  const errors = refused?.fieldErrors ?? {};
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Book a free time</h2>
        </CardTitle>
        <CardDescription>Two-hour arrival windows over the next two weeks, from our engineers&apos; diaries.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end" aria-label="Find free times">
          <div className="space-y-2">
            <label htmlFor="slot-service" className="text-sm font-medium">
              Service
            </label>
            <NativeSelect id="slot-service" name="service" defaultValue={service} required>
              <NativeSelectOption value="">Select a service</NativeSelectOption>
              {BOOKABLE_SERVICES.map((s) => (
                <NativeSelectOption key={s} value={s}>
                  {SERVICE_TYPE_LABELS[s]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <label htmlFor="slot-postcode" className="text-sm font-medium">
              Postcode of the visit
            </label>
            <Input id="slot-postcode" name="postcode" defaultValue={postcode} maxLength={10} autoComplete="postal-code" className="uppercase" required />
          </div>
          <Button type="submit" variant="outline">
            Show free times
          </Button>
        </Form>
        {free?.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {free.error}
          </p>
        ) : null}
        {slots && slots.length === 0 && !free?.error ? (
          <p role="status" className="text-sm">
            Sorry, there is no free time in the next two weeks. Ask us to call you below, or call{" "}
            <a className="font-medium text-primary underline" href={business.phoneHref}>
              {business.phone}
            </a>
            .
          </p>
        ) : null}
        {slots && slots.length > 0 ? (
          <Form method="post" className="space-y-5" aria-label="Book a free time">
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="service" value={service} />
            <input type="hidden" name="postcode" value={postcode} />
            {refused ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {refused.message}
              </p>
            ) : null}
            <SlotChoice slots={slots} chosen={values.slot} />
            {errors.slot ? <p className="text-sm font-medium text-red-700">{errors.slot}</p> : null}
            <div className="space-y-2">
              <label htmlFor="slot-address" className="text-sm font-medium">
                Address of the visit
              </label>
              <Textarea id="slot-address" name="address" rows={2} maxLength={300} defaultValue={values.address ?? defaults.address} required aria-invalid={errors.address ? true : undefined} />
              {errors.address ? <p className="text-sm font-medium text-red-700">{errors.address}</p> : null}
            </div>
            <div className="space-y-2">
              <label htmlFor="slot-description" className="text-sm font-medium">
                What needs doing (optional)
              </label>
              <Textarea id="slot-description" name="description" rows={3} maxLength={2000} defaultValue={values.description ?? ""} />
            </div>
            <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
              {busy ? "Booking..." : "Book this time"}
            </Button>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
