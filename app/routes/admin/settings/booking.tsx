import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/booking";
import { AuditHistory } from "~/components/audit-history";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { listAuditEntries } from "~/features/audit/audit.server";
import { requireAdminRole } from "~/features/auth/guard.server";
import { BOOKABLE_SERVICES } from "~/features/booking/booking.schema";
import { BOOKING_SETTINGS_ENTITY, readBookingSettings, serviceDuration, updateBookingSettings } from "~/features/booking/booking-settings.server";
import { isDomainError } from "~/lib/domain-error";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";

// Online booking's settings (administrators): the travel time kept free around visits, the least
// notice a slot needs, whether a booking is confirmed at once or held for the office, and how long
// each service usually takes on site (what a booked visit is given on the board).

export const meta: Route.MetaFunction = () => [{ title: "Booking settings | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRole(request);
  const [settings, history] = await Promise.all([readBookingSettings(), listAuditEntries("booking_settings", BOOKING_SETTINGS_ENTITY)]);
  return {
    settings: {
      travelBufferMinutes: settings.travelBufferMinutes,
      leadMinutes: settings.leadMinutes,
      confirmAtOnce: settings.confirmAtOnce,
      durations: Object.fromEntries(BOOKABLE_SERVICES.map((s) => [s, serviceDuration(settings, s)])),
    },
    history,
  };
}

type ActionData = { values: Record<string, string>; fieldErrors: Record<string, string>; toast: { title: string; description?: string } };

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminRole(request);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 100) : ""]));
  try {
    await updateBookingSettings({ actor, input: values });
  } catch (err) {
    if (!isDomainError(err)) {
      log.error({ err }, "booking settings save failed");
      return data<ActionData>({ values, fieldErrors: {}, toast: { title: "The booking settings were not saved", description: "Please try again." } }, { status: 500 });
    }
    const fieldErrors = Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, String(v)]));
    return data<ActionData>({ values, fieldErrors, toast: { title: "The booking settings were not saved", description: err.message } }, { status: err.status });
  }
  return redirectWithToast("/admin/settings/booking", { type: "success", title: "Booking settings saved" });
}

const FIELD_LABELS: Record<string, string> = {
  travelBufferMinutes: "travel time kept free",
  leadMinutes: "least notice",
  confirmAtOnce: "confirmed at once",
  ...Object.fromEntries(BOOKABLE_SERVICES.map((s) => [`durations.${s}`, `usual time of ${SERVICE_TYPE_LABELS[s].toLowerCase()}`])),
};

function MinutesField({ name, label, hint, value, error }: { name: string; label: string; hint?: string; value: string | number; error?: string }) {
  const id = `booking-${name.replace(".", "-")}`;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        inputMode="numeric"
        defaultValue={value}
        className="max-w-32"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function BookingSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const busy = useNavigation().state === "submitting";
  const { settings, history } = loaderData;
  const posted = actionData?.values;
  const errors = actionData?.fieldErrors ?? {};
  const value = (name: string, saved: number) => posted?.[name] ?? String(saved);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin/dispatch" backLabel="Back to the dispatch board" title="Booking settings" />
      <p className="text-sm text-muted-foreground">
        How the free two-hour windows offered on the website, in the chat and in the portal are worked out, and what happens to a booking.
      </p>
      <Form method="post" className="space-y-6" aria-label="Booking settings">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Slots</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <MinutesField
              name="travelBufferMinutes"
              label="Travel time kept free around each visit (minutes)"
              hint="From 0 to 240."
              value={value("travelBufferMinutes", settings.travelBufferMinutes)}
              error={errors.travelBufferMinutes}
            />
            <MinutesField name="leadMinutes" label="Least notice for a booking (minutes)" hint="A window starting sooner is not offered. From 0 to 2,880 (two days)." value={value("leadMinutes", settings.leadMinutes)} error={errors.leadMinutes} />
            <div className="flex items-start gap-3">
              <input
                id="booking-confirmAtOnce"
                type="checkbox"
                name="confirmAtOnce"
                className="mt-1 size-4 accent-primary"
                defaultChecked={posted ? posted.confirmAtOnce === "on" : settings.confirmAtOnce}
              />
              <Label htmlFor="booking-confirmAtOnce" className="leading-snug">
                Confirm bookings at once (otherwise each is held as a tentative visit until the office confirms it on the dispatch board)
              </Label>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Usual time on site</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {BOOKABLE_SERVICES.map((s) => (
              <MinutesField key={s} name={`durations.${s}`} label={`${SERVICE_TYPE_LABELS[s]} (minutes)`} value={value(`durations.${s}`, settings.durations[s])} error={errors[`durations.${s}`]} />
            ))}
          </CardContent>
        </Card>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save booking settings"}
        </Button>
      </Form>
      <AuditHistory entries={history} fieldLabels={FIELD_LABELS} />
    </div>
  );
}
