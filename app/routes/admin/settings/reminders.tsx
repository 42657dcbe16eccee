import type { Route } from "./+types/reminders";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { requireAdminRole } from "~/features/auth/guard.server";
import { ReminderSettingsForm } from "~/features/reminders/components/reminder-settings-form";
import { saveReminderSettingsForm } from "~/features/reminders/reminders.actions.server";
import { loadReminderSettings, REMINDER_SETTINGS_ENTITY } from "~/features/reminders/reminder-settings.server";
import { REMINDER_STAGES, STAGE_KEYS } from "~/features/reminders/reminder-stages";
import { AuditHistory } from "~/components/audit-history";
import { listAuditEntries } from "~/features/audit/audit.server";

export const meta: Route.MetaFunction = () => [{ title: "Reminder settings | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRole(request);
  const [settings, history] = await Promise.all([loadReminderSettings(), listAuditEntries("reminder_settings", REMINDER_SETTINGS_ENTITY)]);
  return { settings, history };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminRole(request);
  return saveReminderSettingsForm({ actor, formData: await request.formData() });
}

/** The history's words for each setting: "quote follow-up, days", "invoice reminder, wording". */
const FIELD_WORDS = { enabled: "sent", days: "days", subject: "subject", body: "wording" } as const;
const FIELD_LABELS = Object.fromEntries(
  STAGE_KEYS.flatMap((stage) => Object.entries(FIELD_WORDS).map(([field, word]) => [`${stage}.${field}`, `${REMINDER_STAGES[stage].label}, ${word}`])),
);

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
      <AuditHistory entries={loaderData.history} fieldLabels={FIELD_LABELS} />
    </div>
  );
}
