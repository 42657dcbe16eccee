import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog, engineerDaysOff, session, staffInvites, user, userRoles } from "~/db/schema";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { changeRole, grantRoleByEmail, listStaff, removeFromStaff, staffRoleOf } from "~/features/auth/roles.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { resetEnv } from "~/lib/env.server";
import { makeContact, makeCustomer, makePortalCustomer, makeStaff, makeUser } from "../../../tests/support/factories";
import { drainQueue } from "../../../tests/support/queue";
import { startSmtpServer } from "../../../tests/support/smtp";
import { addDaysOff, deleteDayOff, engineerWeek, listEngineers, saveWeeklyHours, weeklyHours } from "./engineer-hours.server";
import { invitePageAction, invitePageLoader } from "./invite-page.server";
import { acceptInvite, hashInviteToken, inviteByToken, inviteStaff, listPendingInvites, withdrawInvite } from "./invites.server";
import { dayOffSchema, weeklyHoursSchema } from "./staff.schema";

const BASE = "http://localhost:3999";
const YES = { confirmed: "yes" };
let ip = 0;
const clientIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

/** An account with a password and a role, signed in twice (two sessions). */
async function signedInMember(email: string, role: "admin" | "office" | "engineer") {
  const password = "drain-rods-and-jetter-26";
  const up = await callAuthEndpoint(new Request(`${BASE}/auth`, { headers: { "x-client-ip": clientIp() } }), "/sign-up/email", { email, password, name: email.split("@")[0] });
  expect(up.ok).toBe(true);
  const [row] = await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning();
  await getDb().insert(userRoles).values({ userId: row.id, role });
  for (let i = 0; i < 2; i++) {
    const signIn = await callAuthEndpoint(new Request(`${BASE}/auth`, { headers: { "x-client-ip": clientIp() } }), "/sign-in/email", { email, password });
    expect(signIn.ok).toBe(true);
  }
  return { id: row.id, email };
}

const sessionsOf = async (userId: string) => (await getDb().select().from(session).where(eq(session.userId, userId))).length;
const asActor = (row: { id: string; email: string }, role: "admin" | "office"): StaffActor => ({ kind: "staff", role, id: row.id, email: row.email, name: "Boss" });

describe("changing a member's role", () => {
  it("is an admin's, confirmed; ends every session of the person in the same change; is audited; never takes the last admin's", async () => {
    await getDb().delete(userRoles).where(eq(userRoles.role, "admin"));
    const boss = await signedInMember("role.boss@example.com", "admin");
    const worker = await signedInMember("role.worker@example.com", "engineer");
    const admin = asActor(boss, "admin");
    expect(await sessionsOf(worker.id)).toBe(2);

    // Unconfirmed: 400, nothing changed.
    expect(await refusal(changeRole({ actor: admin, userId: worker.id, role: "office", input: {} }))).toMatchObject({ status: 400, reason: "unconfirmed" });
    expect(await staffRoleOf(worker.id)).toBe("engineer");
    expect(await sessionsOf(worker.id)).toBe(2);

    // An office member may not.
    const office = asActor(await makeStaff({ email: "role.office@example.com" }), "office");
    expect(await refusal(changeRole({ actor: office, userId: worker.id, role: "admin", input: YES }))).toMatchObject({ status: 403, reason: "admin_only" });
    expect(await staffRoleOf(worker.id)).toBe("engineer");

    expect(await changeRole({ actor: admin, userId: worker.id, role: "office", input: YES })).toBe(true);
    expect(await staffRoleOf(worker.id)).toBe("office");
    expect(await sessionsOf(worker.id)).toBe(0);
    expect(await sessionsOf(boss.id)).toBe(2);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "user_role"), eq(auditLog.entityId, worker.id), eq(auditLog.action, "change_role")));
    expect(entry).toMatchObject({ actorUserId: boss.id, changes: { role: { from: "engineer", to: "office" } } });
    // The same role again: nothing to change.
    expect(await changeRole({ actor: admin, userId: worker.id, role: "office", input: YES })).toBe(false);

    // The only admin stepping down to office: refused, still admin.
    await getDb().delete(userRoles).where(and(eq(userRoles.role, "admin"), eq(userRoles.userId, office.id)));
    const admins = (await listStaff({ actor: admin })).filter((m) => m.role === "admin");
    expect(admins.map((m) => m.id)).toEqual([boss.id]);
    const last = await refusal(changeRole({ actor: admin, userId: boss.id, role: "office", input: YES }));
    expect(last).toMatchObject({ status: 409, reason: "last_admin" });
    expect(last.message).toBe("The last administrator cannot lose the admin role.");
    expect(await staffRoleOf(boss.id)).toBe("admin");
    expect(await sessionsOf(boss.id)).toBe(2);
  });

  it("never gives a customer's or a contact's portal account a staff role (409, with the reason)", async () => {
    const admin = await makeStaff();
    const { user: portal } = await makePortalCustomer();
    const customer = await makeCustomer();
    const contactAccount = await makeUser({ email: "contact.login@example.com" });
    await makeContact({ customerId: customer.id, name: "A Tenant", userId: contactAccount.id });
    for (const id of [portal.id, contactAccount.id]) {
      const err = await refusal(changeRole({ actor: admin, userId: id, role: "engineer", input: YES }));
      expect(err).toMatchObject({ status: 409, reason: "customer_account" });
      expect(err.message).toMatch(/is a customer's portal account, which can never be given a staff role/);
      expect(await staffRoleOf(id)).toBeNull();
    }
    await expect(grantRoleByEmail("contact.login@example.com", "office")).rejects.toMatchObject({ reason: "customer_account" });
  });

  it("removes someone from the staff, confirmed: their sessions end, the account stays; the last admin stays", async () => {
    await getDb().delete(userRoles).where(eq(userRoles.role, "admin"));
    const boss = await signedInMember("remove.boss@example.com", "admin");
    const leaver = await signedInMember("remove.leaver@example.com", "office");
    const admin = asActor(boss, "admin");
    expect(await refusal(removeFromStaff({ actor: admin, userId: leaver.id, input: {} }))).toMatchObject({ status: 400 });
    expect(await staffRoleOf(leaver.id)).toBe("office");
    expect(await removeFromStaff({ actor: admin, userId: leaver.id, input: YES })).toBe(true);
    expect(await staffRoleOf(leaver.id)).toBeNull();
    expect(await sessionsOf(leaver.id)).toBe(0);
    expect(await getDb().select().from(user).where(eq(user.id, leaver.id))).toHaveLength(1);
    expect(await removeFromStaff({ actor: admin, userId: leaver.id, input: YES })).toBe(false);
    expect(await refusal(removeFromStaff({ actor: admin, userId: boss.id, input: YES }))).toMatchObject({ status: 409, reason: "last_admin" });
    expect(await staffRoleOf(boss.id)).toBe("admin");
  });

  it("from the command line, puts the role asked for on an existing account", async () => {
    const row = await makeUser({ email: "cli.engineer@example.com" });
    await grantRoleByEmail("cli.engineer@example.com", "engineer");
    expect(await staffRoleOf(row.id)).toBe("engineer");
    await grantRoleByEmail("cli.engineer@example.com");
    expect(await staffRoleOf(row.id)).toBe("admin");
  });
});

describe("invitations", () => {
  it("e-mails a single-use link (only its hash kept); the page makes the account with the role and signs the engineer in to /engineer", async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    const admin = await makeStaff({ name: "Alex Admin", email: "alex.admin@example.com" });
    const { id, token } = await inviteStaff({ actor: admin, input: { intent: "invite", email: "New.Engineer@Example.com", name: "Nia Engineer", role: "engineer" } });
    const [stored] = await getDb().select().from(staffInvites).where(eq(staffInvites.id, id));
    expect(stored).toMatchObject({ email: "new.engineer@example.com", role: "engineer", tokenHash: hashInviteToken(token), invitedByUserId: admin.id, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    await drainQueue();
    await smtp.waitFor(1);
    const mail = smtp.messages.find((m) => m.to.includes("new.engineer@example.com"))!;
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain(`/auth/invite?token=${token}`);
    expect(body).toContain("Alex Admin has invited you");
    expect(body).toContain("an engineer");
    const [logged] = await getDb().select().from(emailLog).where(eq(emailLog.to, "new.engineer@example.com"));
    expect(logged.status).toBe("sent");
    expect((await listPendingInvites({ actor: admin })).map((i) => i.id)).toContain(id);

    // The page shows who invited them and as what.
    const page = (await invitePageLoader(new Request(`${BASE}/auth/invite?token=${token}`))) as unknown as { data: { status: string; invitedBy: string; rolePhrase: string; email: string } };
    expect(page.data).toMatchObject({ status: "open", invitedBy: "Alex Admin", rolePhrase: "an engineer", email: "new.engineer@example.com" });

    // A common password is refused, nothing made.
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return new Request(`${BASE}/auth/invite?token=${token}`, { method: "POST", body, headers: { "x-client-ip": clientIp() } });
    };
    const weak = (await invitePageAction(form({ token, name: "Nia Engineer", newPassword: "qwertyuiop", confirmPassword: "qwertyuiop" }))) as unknown as { init: { status: number } };
    expect(weak.init.status).toBe(400);
    expect(await getDb().select().from(user).where(eq(user.email, "new.engineer@example.com"))).toHaveLength(0);

    const accepted = (await invitePageAction(form({ token, name: "Nia Engineer", newPassword: "gully-sucker-2026-x", confirmPassword: "gully-sucker-2026-x" }))) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/engineer");
    expect(accepted.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
    const [made] = await getDb().select().from(user).where(eq(user.email, "new.engineer@example.com"));
    expect(made).toMatchObject({ name: "Nia Engineer", emailVerified: true });
    expect(await staffRoleOf(made.id)).toBe("engineer");
    expect((await getDb().select().from(staffInvites).where(eq(staffInvites.id, id)))[0]).toMatchObject({ acceptedUserId: made.id });

    // Used: the page says so (410), and a second use is refused.
    const again = (await invitePageLoader(new Request(`${BASE}/auth/invite?token=${token}`))) as unknown as { data: { message: string }; init: { status: number } };
    expect(again.init.status).toBe(410);
    expect(again.data.message).toMatch(/already been used/);
    expect(await refusal(acceptInvite({ token, name: "Someone Else", password: "another-strong-pass-26" }))).toMatchObject({ status: 409, reason: "invite_used" });
    expect(await inviteByToken("not-a-token")).toEqual({ status: "unknown" });
  }, 60_000);

  it("refuses an address with a staff account or a portal account; an expired or withdrawn link says so", async () => {
    const admin = await makeStaff();
    await makeStaff({ email: "already.staff@example.com" });
    const { user: portal } = await makePortalCustomer({ email: "portal.person@example.com" });
    expect(portal.email).toBe("portal.person@example.com");
    expect(await refusal(inviteStaff({ actor: admin, input: { intent: "invite", email: "already.staff@example.com", name: "Again", role: "office" } }))).toMatchObject({ status: 409, reason: "already_staff" });
    expect(await refusal(inviteStaff({ actor: admin, input: { intent: "invite", email: "Portal.Person@example.com", name: "Portal", role: "office" } }))).toMatchObject({ status: 409, reason: "customer_account" });
    const office = asActor(await makeStaff(), "office");
    expect(await refusal(inviteStaff({ actor: office, input: { intent: "invite", email: "x@example.com", name: "X", role: "admin" } }))).toMatchObject({ status: 403 });

    const past = new Date(Date.now() - 8 * 86_400_000);
    const old = await inviteStaff({ actor: admin, input: { intent: "invite", email: "late@example.com", name: "Late", role: "office" }, now: past });
    expect(await inviteByToken(old.token)).toEqual({ status: "expired" });
    expect(await refusal(acceptInvite({ token: old.token, name: "Late", password: "late-but-strong-26" }))).toMatchObject({ status: 409, reason: "invite_expired" });

    const pending = await inviteStaff({ actor: admin, input: { intent: "invite", email: "withdrawn@example.com", name: "Withdrawn", role: "office" } });
    expect(await refusal(withdrawInvite({ actor: admin, inviteId: pending.id, input: {} }))).toMatchObject({ status: 400 });
    await withdrawInvite({ actor: admin, inviteId: pending.id, input: YES });
    expect(await inviteByToken(pending.token)).toEqual({ status: "withdrawn" });
    expect(await refusal(acceptInvite({ token: pending.token, name: "W", password: "withdrawn-strong-26" }))).toMatchObject({ reason: "invite_withdrawn" });
    expect(await getDb().select().from(user).where(eq(user.email, "withdrawn@example.com"))).toHaveLength(0);
  });
});

describe("engineers' hours and days off", () => {
  it("keeps a weekly grid (start before end, quarter hours) and days off not in the past, and answers engineerWeek", async () => {
    const office = asActor(await makeStaff(), "office");
    const eng = await makeUser({ name: "Aaron Hours", email: "aaron.hours@example.com" });
    await getDb().insert(userRoles).values({ userId: eng.id, role: "engineer" });

    const grid = (days: Array<[boolean, string, string]>) => weeklyHoursSchema.safeParse({ intent: "save_hours", days: days.map(([works, start, end]) => ({ works: works ? "on" : "", start, end })) });
    const week: Array<[boolean, string, string]> = [
      [true, "08:00", "16:30"],
      [true, "08:00", "16:30"],
      [false, "", ""],
      [true, "07:45", "12:00"],
      [true, "08:00", "16:30"],
      [false, "", ""],
      [false, "", ""],
    ];
    expect(grid(week.map((d, i) => (i === 0 ? [true, "17:00", "09:00"] : d))).success).toBe(false);
    expect(grid(week.map((d, i) => (i === 0 ? [true, "08:10", "17:00"] : d))).success).toBe(false);
    const parsed = grid(week);
    expect(parsed.success).toBe(true);
    await saveWeeklyHours({ actor: office, userId: eng.id, days: parsed.data!.days });
    expect(await weeklyHours({ actor: office, userId: eng.id })).toEqual([
      { startMinute: 480, endMinute: 990 },
      { startMinute: 480, endMinute: 990 },
      null,
      { startMinute: 465, endMinute: 720 },
      { startMinute: 480, endMinute: 990 },
      null,
      null,
    ]);
    await expect(saveWeeklyHours({ actor: office, userId: eng.id, days: [{ startMinute: 600, endMinute: 540 }, null, null, null, null, null, null] })).rejects.toMatchObject({ status: 400 });

    // Days off: a range, from "today" on; the past refused.
    const today = "2026-11-30"; // a Monday
    expect(await refusal(addDaysOff({ actor: office, userId: eng.id, input: { from: "2026-11-29", reason: "Too late" }, today }))).toMatchObject({ status: 400 });
    expect(dayOffSchema.safeParse({ intent: "add_day_off", from: "2026-12-03", to: "2026-12-01" }).success).toBe(false);
    expect(await addDaysOff({ actor: office, userId: eng.id, input: { from: "2026-12-01", to: "2026-12-02", reason: "Training" }, today })).toBe(2);
    expect(await addDaysOff({ actor: office, userId: eng.id, input: { from: "2026-12-02" }, today })).toBe(0);

    const [answer] = await engineerWeek([eng.id], "2026-11-30", "2026-12-06");
    expect(answer.userId).toBe(eng.id);
    expect(answer.days).toEqual([
      { day: "2026-11-30", hours: { startMinute: 480, endMinute: 990 }, dayOff: null },
      { day: "2026-12-01", hours: null, dayOff: "Training" },
      { day: "2026-12-02", hours: null, dayOff: "Training" },
      { day: "2026-12-03", hours: { startMinute: 465, endMinute: 720 }, dayOff: null },
      { day: "2026-12-04", hours: { startMinute: 480, endMinute: 990 }, dayOff: null },
      { day: "2026-12-05", hours: null, dayOff: null },
      { day: "2026-12-06", hours: null, dayOff: null },
    ]);
    expect((await listEngineers()).map((e) => e.email)).toContain("aaron.hours@example.com");

    const [off] = await getDb().select().from(engineerDaysOff).where(and(eq(engineerDaysOff.userId, eng.id), eq(engineerDaysOff.day, "2026-12-01")));
    expect(await refusal(deleteDayOff({ actor: office, userId: eng.id, dayOffId: off.id, input: {}, today }))).toMatchObject({ status: 400 });
    await deleteDayOff({ actor: office, userId: eng.id, dayOffId: off.id, input: YES, today });
    expect((await engineerWeek([eng.id], "2026-12-01", "2026-12-01"))[0].days[0]).toEqual({ day: "2026-12-01", hours: { startMinute: 480, endMinute: 990 }, dayOff: null });

    // An engineer may not edit hours; a member who is no engineer has none.
    const self = { kind: "engineer" as const, id: eng.id, email: eng.email, name: eng.name };
    expect(await refusal(saveWeeklyHours({ actor: self, userId: eng.id, days: parsed.data!.days }))).toMatchObject({ status: 403 });
    expect(await refusal(addDaysOff({ actor: office, userId: office.id, input: { from: "2026-12-10" }, today }))).toMatchObject({ status: 409, reason: "not_engineer" });
  });
});
