import { data } from "react-router";
import type { StaffActor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";
import { errorToastRedirect } from "~/lib/domain-reply.server";
import { redirectWithToast } from "~/lib/toast.server";
import { saveReminderSettings, setReminderOptOut } from "./reminder-settings.server";

/** The reminders switch of a customer's or contact's page (`intent=reminders`, `remindersOn=on` when on). */
export async function saveReminderOptOutForm({ actor, customerId, contactId = null, formData, back }: { actor: StaffActor; customerId: string; contactId?: string | null; formData: FormData; back: string }) {
  const optedOut = formData.get("remindersOn") !== "on";
  try {
    const { changed } = await setReminderOptOut({ actor, customerId, contactId, optedOut });
    const title = optedOut ? "Automatic reminders are off" : "Automatic reminders are on";
    return redirectWithToast(back, { type: "success", title: changed ? title : `${title} (no change)` });
  } catch (err) {
    return errorToastRedirect(back, err, { failedTitle: "Could not change the reminders", logMessage: "reminder opt-out failed" });
  }
}

export const REMINDER_SETTINGS_PATH = "/admin/settings/reminders";

/**
 * The reminder settings page's save (administrators): saved and back with a toast, or a 400 with
 * each field's message and the values as posted, nothing saved.
 */
export async function saveReminderSettingsForm({ actor, formData }: { actor: StaffActor; formData: FormData }) {
  const values = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  try {
    await saveReminderSettings({ actor, input: values });
  } catch (err) {
    if (isDomainError(err)) {
      return data<SettingsActionData>({ values, fieldErrors: err.fieldErrors as Record<string, string>, toast: { title: "The reminder settings were not saved", description: err.message } }, { status: err.status });
    }
    log.error({ err }, "reminder settings save failed");
    return data<SettingsActionData>({ toast: { title: "The reminder settings were not saved", description: "Please try again." } }, { status: 500 });
  }
  return redirectWithToast(REMINDER_SETTINGS_PATH, { type: "success", title: "Reminder settings saved" });
}

export type SettingsActionData = { values?: Record<string, string>; fieldErrors?: Record<string, string>; toast?: { title: string; description?: string } };
