import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import dumbPasswords from "dumb-passwords";
import { getDb } from "~/db/client.server";
import { staffInvites, user, userRoles } from "~/db/schema";
import type { StaffRole } from "~/db/enums";
import { renderEmail } from "~/emails/render.server";
import { recordAudit } from "~/features/audit/audit.server";
import { COMMON_PASSWORD_MESSAGE, getAuth } from "~/features/auth/auth.server";
import { isPortalAccount, portalAccountRefusal, requireAdminActor } from "~/features/auth/roles.server";
import type { Actor } from "~/lib/actor";
import { formatDateLong } from "~/lib/business-day";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { queueEmail } from "~/lib/mail.server";
import { STAFF_ROLE_PHRASES, type InviteInput } from "./staff.schema";

// Invitations to join the staff (the owner of `staff_invites`). An admin invites an address with a
// name and a role; the e-mail carries a random token of which only the SHA-256 hash is kept; the
// link works once, for 7 days, unless the admin withdraws it. Opening it lets the person choose a
// password: their account is made with the address marked verified (the link proves it), with the
// role, and they are signed in.

export const INVITE_DAYS = 7;

/** The invitation page a link opens. */
export const INVITE_PAGE = "/auth/invite";

export function hashInviteToken(token: string) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

async function accountWithEmail(email: string) {
  const [row] = await getDb()
    .select({ id: user.id, email: user.email, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(sql`lower(${user.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return row;
}

/** Refuse an address that already has an account: a member of staff's, a customer's, or any other. */
async function refuseTakenAddress(email: string) {
  const existing = await accountWithEmail(email);
  if (!existing) return;
  if (existing.role) {
    throw new DomainError("conflict", `${existing.email} already has a staff account. Change its role from the list instead.`, {
      reason: "already_staff",
      fieldErrors: { email: "This address already has a staff account" },
    });
  }
  if (await isPortalAccount(getDb(), existing.id)) throw portalAccountRefusal(existing.email);
  throw new DomainError("conflict", `${existing.email} already has an account. Give it a role from the list of accounts instead.`, {
    reason: "account_exists",
    fieldErrors: { email: "This address already has an account" },
  });
}

export type PendingInvite = { id: string; email: string; name: string; role: StaffRole; invitedBy: string | null; createdAt: Date; expiresAt: Date; expired: boolean };

/**
 * An admin invites someone: a new invitation (an earlier one still open for the address is
 * withdrawn), its e-mail queued in the same transaction. Returns the invitation's id, and the token
 * (for the e-mail only: it is never stored, and never shown).
 */
export async function inviteStaff({ actor, input, now = new Date() }: { actor: Actor; input: InviteInput; now?: Date }): Promise<{ id: string; token: string }> {
  requireAdminActor(actor);
  const email = normaliseEmail(input.email);
  await refuseTakenAddress(email);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const env = getEnv();
  const url = `${env.BASE_URL}${INVITE_PAGE}?token=${encodeURIComponent(token)}`;
  const rendered = await renderEmail("staffInvite", {
    name: input.name,
    invitedBy: actor.name || actor.email,
    roleLabel: STAFF_ROLE_PHRASES[input.role],
    url,
    expiresOn: formatDateLong(expiresAt),
  });
  return getDb().transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ revokedAt: now })
      .where(and(sql`lower(${staffInvites.email}) = ${email}`, isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)));
    const [row] = await tx
      .insert(staffInvites)
      .values({ email, name: input.name, role: input.role, tokenHash: hashInviteToken(token), invitedByUserId: actor.id, expiresAt })
      .returning({ id: staffInvites.id });
    await recordAudit(tx, { actorUserId: actor.id, action: "invite", entityType: "staff_invite", entityId: row.id, changes: { email, role: input.role } });
    await queueEmail(tx, { to: email, subject: `You are invited to join ${env.BUSINESS_NAME}`, ...rendered });
    return { id: row.id, token };
  });
}

/** Invitations not yet used nor withdrawn, newest first (an expired one is marked). */
export async function listPendingInvites({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<PendingInvite[]> {
  requireAdminActor(actor);
  const rows = await getDb()
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      name: staffInvites.name,
      role: staffInvites.role,
      invitedBy: user.name,
      createdAt: staffInvites.createdAt,
      expiresAt: staffInvites.expiresAt,
    })
    .from(staffInvites)
    .leftJoin(user, eq(user.id, staffInvites.invitedByUserId))
    .where(and(isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
    .orderBy(desc(staffInvites.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, expired: r.expiresAt <= now }));
}

/** An admin withdraws an invitation not used yet, once confirmed: its link stops working at once. */
export async function withdrawInvite({ actor, inviteId, input, now = new Date() }: { actor: Actor; inviteId: string; input?: unknown; now?: Date }) {
  requireAdminActor(actor);
  requireConfirmed(input as Record<string, unknown>, "withdraw this invitation");
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ revokedAt: now })
      .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
      .returning({ id: staffInvites.id, email: staffInvites.email });
    if (!row) throw new DomainError("not_found", "That invitation was not found, or has already been used or withdrawn.");
    await recordAudit(tx, { actorUserId: actor.id, action: "withdraw_invite", entityType: "staff_invite", entityId: row.id, changes: { email: row.email } });
    return row;
  });
}

/** What an invitation link opens on: the invitation, or why it cannot be used. */
export type InviteLookup =
  | { status: "open"; email: string; name: string; role: StaffRole; invitedBy: string | null; expiresAt: Date }
  | { status: "unknown" | "expired" | "used" | "withdrawn" };

/** The invitation a token opens (no sign-in: the token is the credential). */
export async function inviteByToken(token: string | null, now: Date = new Date()): Promise<InviteLookup> {
  if (!token || token.length > 200) return { status: "unknown" };
  const [row] = await getDb()
    .select({
      email: staffInvites.email,
      name: staffInvites.name,
      role: staffInvites.role,
      invitedBy: user.name,
      expiresAt: staffInvites.expiresAt,
      usedAt: staffInvites.usedAt,
      revokedAt: staffInvites.revokedAt,
    })
    .from(staffInvites)
    .leftJoin(user, eq(user.id, staffInvites.invitedByUserId))
    .where(eq(staffInvites.tokenHash, hashInviteToken(token)))
    .limit(1);
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used" };
  if (row.revokedAt) return { status: "withdrawn" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "open", email: row.email, name: row.name, role: row.role, invitedBy: row.invitedBy, expiresAt: row.expiresAt };
}

/** Why a link cannot be used, in words (the page and its refusal say the same). */
export const INVITE_UNUSABLE: Record<Exclude<InviteLookup["status"], "open">, string> = {
  unknown: "This invitation link is not valid. Check that you opened the whole link from the e-mail.",
  expired: "This invitation has expired. Ask an administrator to invite you again.",
  used: "This invitation has already been used. Sign in with the password you chose.",
  withdrawn: "This invitation was withdrawn. Ask an administrator if you should still join.",
};

/**
 * The invited person chooses their name and password: their account is made (address verified)
 * with the invitation's role, and the invitation used up, at most once however many times the form
 * is sent. Refused: a link that is not open (`not_found` for an unknown one, `conflict` otherwise,
 * with the reason), a common password (`invalid`), an address taken meanwhile (`conflict`).
 */
export async function acceptInvite({ token, name, password, now = new Date() }: { token: string; name: string; password: string; now?: Date }) {
  if (dumbPasswords.check(password)) throw new DomainError("invalid", COMMON_PASSWORD_MESSAGE, { fieldErrors: { newPassword: COMMON_PASSWORD_MESSAGE } });
  const tokenHash = hashInviteToken(token);
  const auth = await getAuth().$context;
  let createdId: string | null = null;
  try {
    return await getDb().transaction(async (tx) => {
      // The invitation's row is held until the account has its role: a second submit waits, then finds it used.
      const [invite] = await tx.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash)).for("update");
      const status = !invite ? "unknown" : invite.usedAt ? "used" : invite.revokedAt ? "withdrawn" : invite.expiresAt <= now ? "expired" : "open";
      if (!invite || status !== "open") {
        const key = status as Exclude<InviteLookup["status"], "open">;
        throw new DomainError(key === "unknown" ? "not_found" : "conflict", INVITE_UNUSABLE[key], { reason: `invite_${key}` });
      }
      await refuseTakenAddress(invite.email);
      const created = await auth.internalAdapter.createUser({ email: invite.email, name, emailVerified: true }, { method: "email-password" });
      createdId = created.id;
      await auth.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: await auth.password.hash(password) });
      await tx.insert(userRoles).values({ userId: created.id, role: invite.role });
      await tx.update(staffInvites).set({ usedAt: now, acceptedUserId: created.id }).where(eq(staffInvites.id, invite.id));
      await recordAudit(tx, {
        actorUserId: created.id,
        action: "accept_invite",
        entityType: "user_role",
        entityId: created.id,
        changes: { role: invite.role, inviteId: invite.id },
      });
      return { userId: created.id, email: invite.email, role: invite.role };
    });
  } catch (err) {
    // The account was made outside the transaction that failed: it goes too, so that the link can be used again.
    if (createdId) await getDb().delete(user).where(eq(user.id, createdId));
    throw err;
  }
}

/** Whether an open invitation exists for the address (for tests and the Staff page's refusals). */
export async function hasOpenInvite(email: string, now: Date = new Date()) {
  const [row] = await getDb()
    .select({ id: staffInvites.id })
    .from(staffInvites)
    .where(and(sql`lower(${staffInvites.email}) = ${normaliseEmail(email)}`, isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
