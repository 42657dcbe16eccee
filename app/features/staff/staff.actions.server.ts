import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { staffRoleActionSchema } from "~/features/auth/auth.schema";
import { changeRole, grantAdmin, removeFromStaff, revokeAdminRole } from "~/features/auth/roles.server";
import type { StaffActor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { conformReply, unconfirmedAs400 } from "~/lib/domain-reply.server";
import { formValues, parseForm } from "~/lib/forms";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { addDaysOff, deleteDayOff, saveWeeklyHours } from "./engineer-hours.server";
import { inviteStaff, withdrawInvite } from "./invites.server";
import { dayOffSchema, deleteDayOffSchema, inviteSchema, STAFF_ROLE_LABELS, staffRowActionSchema, weeklyHoursSchema } from "./staff.schema";

export const STAFF_PATH = "/admin/staff";

/** What a staff page's action answers when it stays on the page: a form's reply (`form` names which) and a toast. */
export type StaffActionData = { form?: "invite" | "hours" | "day_off"; result?: SubmissionResult<string[]>; toast?: { title: string; description?: string } };

/** A refusal the page shows as a toast, with the refusal's own status (409 for a customer's account, the last admin …). */
function refusal(err: unknown, title: string, logMessage: string) {
  unconfirmedAs400(err);
  if (isDomainError(err)) return data<StaffActionData>({ toast: { title, description: err.message } }, { status: err.status });
  log.error({ err }, logMessage);
  return data<StaffActionData>({ toast: { title, description: "Please try again." } }, { status: 500 });
}

/**
 * The Staff page's action (admins only; the route's guard and each domain function check it), by
 * its hidden `intent`: `invite` (the invitation form), `change_role`, `remove`, `withdraw_invite`,
 * and `grant` / `revoke` of the admin role for an account (as the list of accounts offers them).
 */
export async function staffPageAction({ actor, request }: { actor: StaffActor; request: Request }) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const input = Object.fromEntries(formData);

  if (intent === "invite") {
    const submission = parseForm(formData, inviteSchema);
    if (submission.status !== "success") {
      return data<StaffActionData>({ form: "invite", result: submission.reply(), toast: { title: "Could not send the invitation", description: "Correct the fields shown." } }, { status: 400 });
    }
    try {
      await inviteStaff({ actor, input: submission.value });
    } catch (err) {
      if (!isDomainError(err)) return refusal(err, "Could not send the invitation", "staff invite failed");
      return data<StaffActionData>(
        { form: "invite", result: conformReply(submission, err), toast: { title: "Could not send the invitation", description: err.message } },
        { status: err.status },
      );
    }
    return redirectWithToast(STAFF_PATH, { type: "success", title: `Invitation sent to ${submission.value.email.toLowerCase()}`, description: "The link works once, for 7 days." });
  }

  if (intent === "grant" || intent === "revoke") return legacyRoleAction({ actor, formData, input });

  const parsed = staffRowActionSchema.safeParse(formValues(formData));
  if (!parsed.success) return data<StaffActionData>({ toast: { title: "The request was not understood", description: parsed.error.issues[0]?.message } }, { status: 400 });
  const action = parsed.data;
  if (action.intent === "withdraw_invite") {
    try {
      const withdrawn = await withdrawInvite({ actor, inviteId: action.inviteId, input });
      return redirectWithToast(STAFF_PATH, { type: "success", title: `Invitation to ${withdrawn.email} withdrawn` });
    } catch (err) {
      return refusal(err, "Could not withdraw the invitation", "invite withdrawal failed");
    }
  }
  const self = action.userId === actor.id;
  if (action.intent === "change_role") {
    try {
      const changed = await changeRole({ actor, userId: action.userId, role: action.role, input });
      if (changed && self) return redirectWithToast("/auth", { type: "success", title: `Your role is now ${STAFF_ROLE_LABELS[action.role]}`, description: "Sign in again." });
      return redirectWithToast(STAFF_PATH, {
        type: "success",
        title: changed ? `Role changed to ${STAFF_ROLE_LABELS[action.role]}` : `Already ${STAFF_ROLE_LABELS[action.role]}`,
        description: changed ? "They have been signed out everywhere and sign in again with the new role." : undefined,
      });
    } catch (err) {
      return refusal(err, "Could not change the role", "staff role change failed");
    }
  }
  try {
    const removed = await removeFromStaff({ actor, userId: action.userId, input });
    if (removed && self) return redirectWithToast("/", { type: "success", title: "You are no longer on the staff" });
    return redirectWithToast(STAFF_PATH, { type: "success", title: removed ? "Removed from the staff" : "They were not on the staff", description: removed ? "They have been signed out everywhere." : undefined });
  } catch (err) {
    return refusal(err, "Could not remove them from the staff", "staff removal failed");
  }
}

/** Grant or revoke the admin role of an account, from the list of accounts. */
async function legacyRoleAction({ actor, formData, input }: { actor: StaffActor; formData: FormData; input: Record<string, unknown> }) {
  const parsed = staffRoleActionSchema.safeParse(formValues(formData));
  if (!parsed.success) return data<StaffActionData>({ toast: { title: "The request was not understood", description: parsed.error.issues[0]?.message } }, { status: 400 });
  const { intent, userId } = parsed.data;
  const title = intent === "grant" ? "Could not grant admin access" : "Could not revoke admin access";
  try {
    if (intent === "grant") {
      const granted = await grantAdmin({ actor, userId, input });
      return redirectWithToast(STAFF_PATH, { type: "success", title: granted ? "Admin access granted" : "This account already has admin access" });
    }
    await revokeAdminRole({ actor, userId, input });
    // The acting admin has just stepped down: the back-office is no longer theirs to see.
    if (userId === actor.id) return redirectWithToast("/", { type: "success", title: "Your admin access was removed" });
    return redirectWithToast(STAFF_PATH, { type: "success", title: "Admin access revoked" });
  } catch (err) {
    return refusal(err, title, "staff role change failed");
  }
}

/**
 * A person's page's action (the office: admin or office role), by its hidden `intent`:
 * `save_hours` (the weekly grid), `add_day_off` and `delete_day_off`.
 */
export async function staffMemberAction({ actor, request, userId }: { actor: StaffActor; request: Request; userId: string }) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const page = `${STAFF_PATH}/${encodeURIComponent(userId)}`;
  if (intent === "save_hours") {
    const submission = parseForm(formData, weeklyHoursSchema);
    if (submission.status !== "success") return data<StaffActionData>({ form: "hours", result: submission.reply(), toast: { title: "The hours were not saved", description: "Correct the days shown." } }, { status: 400 });
    try {
      await saveWeeklyHours({ actor, userId, days: submission.value.days });
    } catch (err) {
      if (!isDomainError(err)) return refusal(err, "The hours were not saved", "hours save failed");
      return data<StaffActionData>({ form: "hours", result: conformReply(submission, err), toast: { title: "The hours were not saved", description: err.message } }, { status: err.status });
    }
    return redirectWithToast(page, { type: "success", title: "Working hours saved" });
  }
  if (intent === "add_day_off") {
    const submission = parseForm(formData, dayOffSchema);
    if (submission.status !== "success") return data<StaffActionData>({ form: "day_off", result: submission.reply(), toast: { title: "The day off was not added", description: "Correct the fields shown." } }, { status: 400 });
    let added: number;
    try {
      added = await addDaysOff({ actor, userId, input: submission.value });
    } catch (err) {
      if (!isDomainError(err)) return refusal(err, "The day off was not added", "day off failed");
      return data<StaffActionData>({ form: "day_off", result: conformReply(submission, err), toast: { title: "The day off was not added", description: err.message } }, { status: err.status });
    }
    return redirectWithToast(page, { type: "success", title: added === 0 ? "Those days were already off" : added === 1 ? "Day off added" : `${added} days off added` });
  }
  if (intent === "delete_day_off") {
    const parsed = deleteDayOffSchema.safeParse(formValues(formData));
    if (!parsed.success) return data<StaffActionData>({ toast: { title: "The request was not understood", description: parsed.error.issues[0]?.message } }, { status: 400 });
    try {
      await deleteDayOff({ actor, userId, dayOffId: parsed.data.dayOffId, input: Object.fromEntries(formData) });
    } catch (err) {
      return refusal(err, "The day off was not deleted", "day off delete failed");
    }
    return redirectWithToast(page, { type: "success", title: "Day off deleted" });
  }
  return data<StaffActionData>({ toast: { title: "The request was not understood" } }, { status: 400 });
}
