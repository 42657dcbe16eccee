import { z } from "zod";
import { STAFF_ROLES } from "~/db/enums";
import { emailField, passwordField, PASSWORD_MAX } from "~/features/auth/auth.schema";
import { nameField } from "~/lib/person-name";

// The staff pages' forms: the invitation, its acceptance, a role change, the weekly hours and the
// days off. Shared by the browser (Conform) and the server.

export const roleField = z.enum(STAFF_ROLES, { error: "Choose admin, office or engineer" });

export const personName = nameField({ required: "Enter a name", max: 200, tooLong: "A name may be at most 200 characters" });

/** An admin's invitation: who, and with which role. */
export const inviteSchema = z.object({
  intent: z.literal("invite"),
  email: emailField,
  name: personName,
  role: roleField,
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** The Staff page's other forms: each names the person (`userId`) or the invitation (`inviteId`). */
export const staffRowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change_role"), userId: z.string().trim().min(1, "Choose an account").max(200), role: roleField }),
  z.object({ intent: z.literal("remove"), userId: z.string().trim().min(1, "Choose an account").max(200) }),
  z.object({ intent: z.literal("withdraw_invite"), inviteId: z.uuid("Choose an invitation") }),
]);

/** The invitation page: the link's token, the person's name and their password, typed twice. */
export const acceptInviteSchema = z
  .object({
    token: z.string({ error: "This link is not valid" }).trim().min(1, "This link is not valid").max(200, "This link is not valid"),
    name: personName,
    newPassword: passwordField,
    confirmPassword: z.string({ error: "Type the password again" }).min(1, "Type the password again").max(PASSWORD_MAX),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ["confirmPassword"], message: "The passwords do not match" });

/** "08:00" … "23:45": a time on the quarter hour. */
const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;

const timeField = z
  .string()
  .trim()
  .regex(TIME, "Enter a time on the quarter hour, like 08:00 or 16:45")
  .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5)));

/** One weekday of the grid: whether they work, and from when to when. */
const dayHoursSchema = z
  .object({
    works: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    start: z.string().trim().max(5).optional(),
    end: z.string().trim().max(5).optional(),
  })
  .transform((day, ctx) => {
    if (!day.works) return null;
    const start = timeField.safeParse(day.start ?? "");
    const end = timeField.safeParse(day.end ?? "");
    if (!start.success) ctx.addIssue({ code: "custom", path: ["start"], message: start.error.issues[0].message });
    if (!end.success) ctx.addIssue({ code: "custom", path: ["end"], message: end.error.issues[0].message });
    if (!start.success || !end.success) return z.NEVER;
    if (start.data >= end.data) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start" });
      return z.NEVER;
    }
    return { startMinute: start.data, endMinute: end.data };
  });

/** The weekly hours grid: `days[0]` is Monday … `days[6]` Sunday. */
export const weeklyHoursSchema = z.object({
  intent: z.literal("save_hours"),
  days: z.array(dayHoursSchema).length(7, "Give all seven days"),
});
export type WeeklyHours = Array<{ startMinute: number; endMinute: number } | null>;

const dayKeyField = z
  .string({ error: "Enter a date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date");

/** A day off, or a range of them (`to` empty: one day), with a reason. */
export const dayOffSchema = z
  .object({
    intent: z.literal("add_day_off"),
    from: dayKeyField,
    to: z.preprocess((v) => (v === "" ? undefined : v), dayKeyField.optional()),
    reason: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(200, "A reason may be at most 200 characters").optional()),
  })
  .refine((v) => !v.to || v.to >= v.from, { path: ["to"], message: "The last day must not be before the first" });

export const deleteDayOffSchema = z.object({ intent: z.literal("delete_day_off"), dayOffId: z.uuid("Choose a day off") });


export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const STAFF_ROLE_LABELS = { admin: "Admin", office: "Office", engineer: "Engineer" } as const;

/** The role in a sentence: "invited … as an engineer". */
export const STAFF_ROLE_PHRASES = { admin: "an administrator", office: "a member of the office", engineer: "an engineer" } as const;

/** Where a member of staff starts: an engineer's day, or the back office. */
export function homeForRole(role: keyof typeof STAFF_ROLE_LABELS) {
  return role === "engineer" ? "/engineer" : "/admin";
}
