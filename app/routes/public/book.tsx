import { data } from "react-router";
import type { Route } from "./+types/book";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { bookSlot, SlotTakenError } from "~/features/booking/booking.server";
import { freeSlots } from "~/features/booking/free-slots.server";
import { SlotChoice } from "~/features/booking/components/slot-choice";
import { BOOKABLE_SERVICES, type Slot } from "~/features/booking/booking.schema";
import { systemActor } from "~/lib/actor";
import { useBusiness } from "~/lib/business";
import { isDomainError } from "~/lib/domain-error";
import { formValues } from "~/lib/forms";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { log } from "~/lib/log.server";
import { businessFromMatches, seoMeta } from "~/lib/seo";

// The public booking page: plain forms, rendered on the server, no script. First the service and
// the postcode (a GET form), then the free slots with the visitor's details (a POST form); an
// emergency gets the phone number instead of slots.

export const meta: Route.MetaFunction = ({ matches }) => {
  const business = businessFromMatches(matches);
  return seoMeta(business, {
    title: `Book a visit online | ${business.name}`,
    description: "Choose a free two-hour arrival window for drain unblocking, a CCTV drain survey, repairs, cleaning or maintenance, and book it online.",
    path: "/book",
  });
};

type Values = Record<string, string>;
type Loaded = { service: string; postcode: string; slots: Slot[] | null; error: string | null; emergency: boolean };

async function lookUp(service: string, postcode: string): Promise<Loaded> {
  if (!service && !postcode) return { service, postcode, slots: null, error: null, emergency: false };
  try {
    const found = await freeSlots({ service, postcode });
    return { service, postcode: found.postcode, slots: found.slots, error: null, emergency: false };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { service, postcode, slots: null, error: err.message, emergency: err.reason === "emergency" };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return lookUp(url.searchParams.get("service")?.slice(0, 40) ?? "", url.searchParams.get("postcode")?.slice(0, 12) ?? "");
}

type ActionData =
  | { ok: true; when: string; tentative: boolean }
  | { ok: false; message: string; fieldErrors: Record<string, string>; values: Values; slots?: Slot[]; emergency?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const input = formValues(await request.formData()) as Values;
  const values: Values = Object.fromEntries(["service", "postcode", "slot", "name", "phone", "email", "address", "description"].map((k) => [k, typeof input[k] === "string" ? input[k].slice(0, 2000) : ""]));
  try {
    const booked = await bookSlot({ actor: systemActor("online booking"), input: values, source: "web", ip: context.clientIp ?? null });
    return data<ActionData>({ ok: true, when: booked.when, tentative: booked.tentative });
  } catch (err) {
    if (!isDomainError(err)) {
      log.error({ err }, "online booking failed");
      return data<ActionData>({ ok: false, message: "Something went wrong. Please try again, or call us.", fieldErrors: {}, values }, { status: 500 });
    }
    return data<ActionData>(
      {
        ok: false,
        message: err.message,
        fieldErrors: err.fieldErrors as Record<string, string>,
        values,
        slots: err instanceof SlotTakenError ? err.slots : undefined,
        emergency: err.reason === "emergency",
      },
      { status: err.status },
    );
  }
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

function Emergency() {
  const business = useBusiness();
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <h2 className="text-lg font-bold">Emergency? Call us now</h2>
      <p className="mt-1">
        An emergency is never booked into a slot: call{" "}
        <a className="font-bold underline" href={business.phoneHref}>
          {business.phone}
        </a>{" "}
        and an engineer is called out to you.
      </p>
    </div>
  );
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const result = actionData as ActionData | undefined;
  if (result?.ok) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">Thank you: your visit is booked</h1>
        <p className="mt-4 text-lg" role="status">
          {result.tentative ? `We have held ${result.when} for you. Our office will confirm it shortly by e-mail, with the appointment for your calendar.` : `Your visit is confirmed for ${result.when}. The appointment is on its way to your e-mail.`}
        </p>
        <p className="mt-4">
          To change or cancel it, call us on{" "}
          <a className="font-medium text-primary underline" href={business.phoneHref}>
            {business.phone}
          </a>
          .
        </p>
      </main>
    );
  }
  const failed = result && !result.ok ? result : null;
  const values: Values = failed?.values ?? { service: loaderData.service, postcode: loaderData.postcode };
  const slots = failed?.slots ?? loaderData.slots;
  const emergency = failed?.emergency || loaderData.emergency;
  const error = failed?.message ?? loaderData.error;
  const fieldErrors = failed?.fieldErrors ?? {};
  const showDetails = !!slots && !emergency && (!!failed || !!loaderData.slots);

  return (
    <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-bold">Book a visit</h1>
        <p className="mt-2 text-lg">Choose the service and your postcode, then a free two-hour arrival window over the next two weeks.</p>
      </div>
      <form method="get" action="/book" className="grid gap-4 rounded-md border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1">
          <Label htmlFor="book-service">Service</Label>
          <NativeSelect id="book-service" name="service" required defaultValue={values.service ?? ""}>
            <option value="" disabled>
              Choose a service
            </option>
            {BOOKABLE_SERVICES.map((s) => (
              <option key={s} value={s}>
                {SERVICE_TYPE_LABELS[s]}
              </option>
            ))}
            <option value="emergency_callout">Emergency (flooding, sewage)</option>
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="book-postcode">Postcode</Label>
          <Input id="book-postcode" name="postcode" required autoComplete="postal-code" defaultValue={values.postcode ?? ""} maxLength={10} />
        </div>
        <Button type="submit">Show free slots</Button>
      </form>
      {emergency ? <Emergency /> : null}
      {error && !emergency ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {error}
        </p>
      ) : null}
      {slots && !emergency && slots.length === 0 ? (
        <p>
          Sorry, there is no free slot in the next two weeks. Call us on{" "}
          <a className="font-medium text-primary underline" href={business.phoneHref}>
            {business.phone}
          </a>{" "}
          and we will find a time.
        </p>
      ) : null}
      {showDetails && slots.length > 0 ? (
        <form method="post" action="/book" className="space-y-6">
          <input type="hidden" name="service" value={values.service} />
          <input type="hidden" name="postcode" value={values.postcode} />
          <p>
            {SERVICE_TYPE_LABELS[values.service as keyof typeof SERVICE_TYPE_LABELS] ?? "Visit"} at {values.postcode}
          </p>
          <SlotChoice slots={slots} chosen={values.slot} />
          <FieldError id="slot-error" message={fieldErrors.slot} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Your details</legend>
            {(
              [
                ["name", "Name", "name", "text"],
                ["phone", "Phone", "tel", "tel"],
                ["email", "E-mail", "email", "email"],
                ["address", "First line of the address", "address-line1", "text"],
              ] as const
            ).map(([name, label, autoComplete, type]) => (
              <div key={name} className="space-y-1">
                <Label htmlFor={`book-${name}`}>{label}</Label>
                <Input
                  id={`book-${name}`}
                  name={name}
                  type={type}
                  required
                  autoComplete={autoComplete}
                  defaultValue={values[name] ?? ""}
                  aria-invalid={fieldErrors[name] ? true : undefined}
                  aria-describedby={fieldErrors[name] ? `book-${name}-error` : undefined}
                />
                <FieldError id={`book-${name}-error`} message={fieldErrors[name]} />
              </div>
            ))}
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor="book-description">What is the problem? (optional)</Label>
              <Textarea id="book-description" name="description" rows={3} maxLength={2000} defaultValue={values.description ?? ""} />
            </div>
          </fieldset>
          <Button type="submit" size="lg">
            Book this slot
          </Button>
        </form>
      ) : null}
    </main>
  );
}
