import type { Route } from "./+types/reminders";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { requireAdminRole } from "~/features/auth/guard.server";
import { ReminderSettingsForm } from "~/features/reminders/components/reminder-settings-form";
import { saveReminderSettingsForm } from "~/features/reminders/reminders.actions.server";
import { loadReminderSettings } from "~/features/reminders/reminder-settings.server";

export const meta: Route.MetaFunction = () => [{ title: "Reminder settings | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRole(request);
  return { settings: await loadReminderSettings() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminRole(request);
  return saveReminderSettingsForm({ actor, formData: await request.formData() });
}

export default function ReminderSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin" backLabel="Back to the dashboard" title="Reminder settings" />
      <p className="text-sm text-muted-foreground">
        Automatic e-mails to customers: when each is sent and what it says. They go out between 08:00 and 20:00, once each; never for a quote answered, an invoice
        paid or cancelled, nor to a customer or contact whose reminders are turned off on their page.
      </p>
      <ReminderSettingsForm key={actionData ? JSON.stringify(actionData.values ?? {}) : "saved"} settings={loaderData.settings} state={{ values: actionData?.values, fieldErrors: actionData?.fieldErrors }} />
    </div>
  );
}
