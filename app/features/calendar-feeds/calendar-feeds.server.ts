import { minuteToTime } from "~/lib/clock-time";
import { createHash, createHmac, randomUUID } from "node:crypto";
import { and, asc, eq, gte, isNull, lte, ne } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { getDb } from "~/db/client.server";
import { calendarFeeds, customerSites, jobs, user, visitEngineers, visits } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { staffRoleOf } from "~/features/auth/roles.server";
import type { Actor, EngineerActor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { londonInstant, shiftDay, todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";

// Engineers' private calendar feeds (docs/decisions/0092): an iCalendar address of their own visits,
// for the calendar on their phone. The address's token is derived from the feed's id with the
// server's secret (so the engineer can see it again), and only its hash is stored (so the database
// alone cannot give it away); revoking the feed, or making a new one, ends the old address.

/** The feed shows visits from this many days back to this many days ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tokenOf(feedId: string) {
  return createHmac("sha256", getEnv().BETTER_AUTH_SECRET ?? "").update(`calendar-feed:${feedId}`).digest("base64url");
}

function hashOf(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** The address a calendar subscribes to. */
export function calendarFeedUrl(token: string) {
  return `${getBusiness().baseUrl}/calendar/${token}.ics`;
}

/** The engineer's own feed address, or null when they have none (never made, or revoked). */
export async function calendarFeedFor(actor: EngineerActor): Promise<{ url: string; createdAt: Date } | null> {
  const [feed] = await getDb()
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, actor.id), isNull(calendarFeeds.revokedAt)))
    .orderBy(asc(calendarFeeds.createdAt))
    .limit(1);
  return feed ? { url: calendarFeedUrl(tokenOf(feed.id)), createdAt: feed.createdAt } : null;
}

/** A new feed address for the engineer; any address they had stops working. */
export async function regenerateCalendarFeed(actor: EngineerActor, now = new Date()): Promise<{ url: string }> {
  if (actor.kind !== "engineer") throw new DomainError("not_allowed", "Calendar feeds are for engineers.");
  const id = randomUUID();
  const token = tokenOf(id);
  await getDb().transaction(async (tx) => {
    await tx.update(calendarFeeds).set({ revokedAt: now }).where(and(eq(calendarFeeds.userId, actor.id), isNull(calendarFeeds.revokedAt)));
    await tx.insert(calendarFeeds).values({ id, userId: actor.id, tokenHash: hashOf(token), createdAt: now });
  });
  return { url: calendarFeedUrl(token) };
}

/**
 * End a staff member's calendar feed: an admin for anyone (from the staff page), or an engineer for
 * their own. Recorded in the history of the person's account. Answers how many addresses ended (0 or 1).
 */
export async function revokeCalendarFeed(actor: Actor, userId: string, now = new Date()): Promise<{ revoked: number }> {
  const own = actor.kind === "engineer" && actor.id === userId;
  const admin = actor.kind === "staff" && actor.role === "admin";
  if (!own && !admin) throw new DomainError("not_allowed", "Only an administrator can revoke another person's calendar feed.");
  return getDb().transaction(async (tx) => {
    const ended = await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id });
    if (ended.length > 0) {
      await recordAudit(tx, { actorUserId: actor.id, action: "revoke_calendar_feed", entityType: "user", entityId: userId, changes: { feeds: ended.length } });
    }
    return { revoked: ended.length };
  });
}

/**
 * The iCalendar text of the feed whose address carries `token`, or null when there is no such live
 * feed (revoked, replaced, or its owner no longer an engineer).
 */
export async function calendarFeedIcs(token: string, now = new Date()): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const db = getDb();
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, name: user.name })
    .from(calendarFeeds)
    .innerJoin(user, eq(user.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  if (!feed || (await staffRoleOf(feed.userId)) !== "engineer") return null;
  const today = todayKey(now);
  const rows = await db
    .select({
      id: visits.id,
      day: visits.day,
      startMinute: visits.startMinute,
      durationMinutes: visits.durationMinutes,
      status: visits.status,
      tentative: visits.tentative,
      instructions: visits.instructions,
      version: visits.version,
      updatedAt: visits.updatedAt,
      title: jobs.title,
      serviceType: jobs.serviceType,
      address: customerSites.address,
      postcode: customerSites.postcode,
    })
    .from(visitEngineers)
    .innerJoin(visits, eq(visits.id, visitEngineers.visitId))
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .where(
      and(
        eq(visitEngineers.userId, feed.userId),
        gte(visits.day, shiftDay(today, -FEED_DAYS_BACK)),
        lte(visits.day, shiftDay(today, FEED_DAYS_AHEAD)),
        ne(visits.status, "could_not_attend"),
      ),
    )
    .orderBy(asc(visits.day), asc(visits.startMinute))
    .limit(2000);

  const business = getBusiness();
  const host = new URL(business.baseUrl).hostname;
  const calendar = ical({ name: `${business.name}: ${feed.name}'s visits`, prodId: { company: business.name, product: "Visits" }, ttl: 15 * 60 });
  for (const v of rows) {
    const start = londonInstant(v.day, minuteToTime(v.startMinute));
    if (!start) continue;
    calendar.createEvent({
      id: `visit-${v.id}@${host}`,
      sequence: v.version,
      start,
      end: new Date(start.getTime() + v.durationMinutes * 60_000),
      stamp: v.updatedAt,
      summary: `${SERVICE_TYPE_LABELS[v.serviceType]}: ${v.title}`,
      location: [v.address, v.postcode].filter(Boolean).join(", "),
      description: [v.instructions ? `Instructions: ${v.instructions}` : null, `Job sheet: ${business.baseUrl}/engineer`].filter(Boolean).join("\n"),
      status: v.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
