import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, chatConversations, customers, emailLog, engineerDaysOff, engineerHours, enquiries, jobs, userRoles, visits } from "~/db/schema";
import { bookingsToConfirm, bookSlot, confirmBooking } from "~/features/booking/booking.server";
import { slotAt } from "~/features/booking/booking.schema";
import { systemActor } from "~/lib/actor";
import { dayOfWeek, londonInstant, shiftDay, todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { resetEnv } from "~/lib/env.server";
import { action as conversationsAction } from "~/routes/api/chat.conversations";
import { action as messagesAction } from "~/routes/api/chat.messages";
// The mail worker draws the appointment (.ics) when it sends the confirmation, as the server does.
import "~/runtime/attachments.server";
import { makeStaff, makeUser } from "../../../tests/support/factories";
import { drainQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { sendChatMessage, startConversation } from "./chat.server";
import { readState, type ChatState, type SlotFinder } from "./dialogue-state.server";
import { respond } from "./engine.server";

// Booking into a free arrival window from the chat (docs/decisions/0112): after the details, the
// three windows nearest the visitor's day are offered in words, and the visitor's choice, in words,
// books one as a tentative visit (source "chat") until the office confirms it.

const NOW = new Date("2030-03-04T08:00:00Z"); // Monday 4 March 2030, 08:00 London
const THURSDAY = "2030-03-07";
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;
let leah: string;
let office: Awaited<ReturnType<typeof makeStaff>>;

async function engineer(name: string) {
  const u = await makeUser({ name });
  await getDb().insert(userRoles).values({ userId: u.id, role: "engineer" });
  await getDb()
    .insert(engineerHours)
    .values([1, 2, 3, 4, 5].map((weekday) => ({ userId: u.id, weekday, startMinute: 8 * 60, endMinute: 17 * 60 })));
  return u.id;
}

beforeAll(async () => {
  await engineer("Sam Chatslot");
  leah = await engineer("Leah Chatslot");
  office = await makeStaff({ name: "Office Chatslot" });
});

afterEach(async () => {
  await getDb().delete(visits);
  await getDb().delete(engineerDaysOff);
});

/** The details of a CCTV survey for Thursday morning, one a message; the last one brings the offer. */
const details = (surname: string) => ["I'd like to book a CCTV survey for Thursday morning", `Sam ${surname}`, "07700 900888", "3 Survey Close, Newbury RG14 5AB", `sam.${surname.toLowerCase()}@example.com`];

async function open(ip = nextIp()) {
  const started = await startConversation({ ip });
  if (!started.ok) throw new Error("conversation refused");
  const id = started.id;
  const say = async (message: string) => {
    const result = await sendChatMessage({ conversationId: id, message, ip, now: () => NOW });
    if (!result.ok) throw new Error(`message refused: ${result.status} ${result.error}`);
    return result.reply;
  };
  const state = async () => readState((await getDb().select({ state: chatConversations.state }).from(chatConversations).where(eq(chatConversations.id, id)))[0].state);
  return { id, say, state };
}

async function offered(n: string) {
  const chat = await open();
  let last = { message: "" } as { message: string; bookingId?: string };
  for (const message of details(n)) last = await chat.say(message);
  return { ...chat, offer: last.message };
}

const visitsOf = (jobId: string) => getDb().select().from(visits).where(eq(visits.jobId, jobId));

describe("the chat offers free windows after the details", () => {
  it("offers the three free windows nearest the day asked for, in words, and keeps them in the state; nothing is booked yet", async () => {
    const chat = await offered("Ashby");
    expect(chat.offer).toContain("Here are your details:\n• Service: CCTV drain survey\n• Address: 3 Survey Close, Newbury, RG14 5AB\n• Name: Sam Ashby, Phone: 07700 900888, E-mail: sam.ashby@example.com");
    expect(chat.offer).toContain(
      "The free arrival windows nearest Thursday 7 March in the morning:\n1. Thursday 7 March 2030, 08:00–10:00\n2. Thursday 7 March 2030, 10:00–12:00\n3. Friday 8 March 2030, 08:00–10:00\n",
    );
    expect(chat.offer).toContain("Reply 1, 2 or 3, or a day and time such as 'Thursday morning'; say 'another day' for others.");
    const state = await chat.state();
    expect(state.booking).toMatchObject({ stage: "choosing", offered: ["2030-03-07T08:00", "2030-03-07T10:00", "2030-03-08T08:00"] });
    expect(await getDb().select().from(jobs).where(eq(jobs.conversationId, chat.id))).toEqual([]);
    expect(await getDb().select().from(visits)).toEqual([]);
  });

  it("\"Thursday morning\" books Thursday's first morning window: a tentative visit from the chat, linked to the conversation, that the office sees to confirm", async () => {
    const chat = await offered("Baker");
    const reply = await chat.say("Thursday morning");
    expect(reply.message).toMatch(/^Thank you, Sam! I've held Thursday 7 March 2030, 08:00–10:00 for your CCTV drain survey \(reference [0-9A-F]{8}\); the engineer arrives within that window\. Our office will confirm it shortly by e-mail/);
    expect(reply.bookingId).toMatch(/^[0-9a-f-]{36}$/);
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, reply.bookingId!));
    expect(job).toMatchObject({ conversationId: chat.id, serviceType: "cctv_survey", status: "enquiry", title: "CCTV Survey for Sam Baker", locationAddress: "3 Survey Close, Newbury, RG14 5AB" });
    expect(job.description).toContain("Booked online (chat) into the slot Thursday 7 March 2030, 08:00–10:00.");
    const [visit] = await visitsOf(job.id);
    expect(visit).toMatchObject({ day: THURSDAY, startMinute: 480, durationMinutes: 90, tentative: true, status: "scheduled" });
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, "book_slot")));
    expect(entry.actorLabel).toBe("chat booking");
    expect(entry.changes).toMatchObject({ source: "chat", tentative: true, day: THURSDAY, start: "08:00" });
    const [customer] = await getDb().select().from(customers).where(eq(customers.id, job.customerId));
    expect(customer).toMatchObject({ name: "Sam Baker", phone: "07700 900888", email: "sam.baker@example.com", postcode: "RG14 5AB" });
    // No request for the inbox: the booking is the office's to confirm on the board.
    expect(await getDb().select().from(enquiries).where(eq(enquiries.conversationId, chat.id))).toEqual([]);
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.customerId, job.customerId));
    expect(mails.map((m) => m.subject).sort()).toEqual(["Online booking from Sam Baker: CCTV Survey, Thursday 7 March 2030, 08:00–10:00", "We have held Thursday 7 March 2030, 08:00–10:00 for your cctv survey"]);
    expect((await bookingsToConfirm({ actor: office, now: NOW })).map((b) => b.visitId)).toContain(visit.id);
    const state = await chat.state();
    expect(state.booking).toBeUndefined();
    expect(state.lastBookingId).toBe(job.id);
  });

  it.each([
    ["the second", THURSDAY, 600],
    ["2", THURSDAY, 600],
    ["the 3rd one please", "2030-03-08", 480],
    ["option 1", THURSDAY, 480],
    ["Friday morning", "2030-03-08", 480],
    ["Thursday at 10", THURSDAY, 600],
  ])("\"%s\" books its window", async (choice, day, startMinute) => {
    const chat = await offered("Carter");
    const reply = await chat.say(choice);
    expect(reply.bookingId).toBeTruthy();
    expect(await visitsOf(reply.bookingId!)).toMatchObject([{ day, startMinute, tentative: true }]);
  });

  it("\"another day\" offers the next three; a day named offers that day's; the choice books it", async () => {
    const chat = await offered("Dawson");
    const more = await chat.say("none of those, another day please");
    expect(more.message).toContain("The next free arrival windows are:\n1. Friday 8 March 2030, 10:00–12:00\n2. Friday 8 March 2030, 12:00–14:00\n3. Friday 8 March 2030, 14:00–16:00\n");
    expect((await chat.state()).booking?.offered).toEqual(["2030-03-08T10:00", "2030-03-08T12:00", "2030-03-08T14:00"]);
    const tuesday = await chat.say("have you got anything on Tuesday afternoon?");
    expect(tuesday.message).toContain("1. Tuesday 5 March 2030, 12:00–14:00\n2. Tuesday 5 March 2030, 14:00–16:00\n3. Wednesday 6 March 2030, 12:00–14:00\n");
    expect(tuesday.bookingId).toBeUndefined();
    const booked = await chat.say("the first one");
    expect(booked.message).toContain("I've held Tuesday 5 March 2030, 12:00–14:00");
    expect(await visitsOf(booked.bookingId!)).toMatchObject([{ day: "2030-03-05", startMinute: 720 }]);
  });

  it("a detail changed while choosing is kept with the others, and the windows are offered again; a question is answered and the windows shown again", async () => {
    const chat = await offered("Ellis");
    const changed = await chat.say("sorry my number is 07700 900777");
    expect(changed.message).toMatch(/^Thanks, I've updated that\. Here are your details:/);
    expect(changed.message).toContain("• Name: Sam Ellis, Phone: 07700 900777, E-mail: sam.ellis@example.com");
    expect(changed.message).toContain("1. Thursday 7 March 2030, 08:00–10:00");
    const question = await chat.say("how much is a survey?");
    expect(question.message).toContain("To carry on with your booking, the windows I offered:\n1. Thursday 7 March 2030, 08:00–10:00");
    const booked = await chat.say("the first");
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, booked.bookingId!));
    const [customer] = await getDb().select().from(customers).where(eq(customers.id, job.customerId));
    expect(customer).toMatchObject({ name: "Sam Ellis", phone: "07700 900777", postcode: "RG14 5AB" });
  });

  it("a window taken meanwhile is said so and the nearest free ones offered; the next choice books", async () => {
    const chat = await offered("Foster");
    // Both engineers are given Thursday 08:00 by the booking page meanwhile.
    for (const n of [1, 2]) {
      await bookSlot({ actor: systemActor("online booking"), input: { service: "cctv_survey", postcode: "RG14 5AB", slot: `${THURSDAY}T08:00`, name: `Web ${n}`, phone: "07700 900111", email: `web${n}@example.com`, address: "1 Web Lane" }, source: "web", now: NOW });
    }
    const taken = await chat.say("1");
    expect(taken.bookingId).toBeUndefined();
    expect(taken.message).toMatch(/^Sorry, Thursday 7 March 2030, 08:00–10:00 has just been taken\.\nThe nearest free arrival windows are:\n1\. Thursday 7 March 2030, 10:00–12:00\n2\. Friday 8 March 2030, 08:00–10:00\n3\. Friday 8 March 2030, 10:00–12:00\n/);
    expect((await chat.state()).booking).toMatchObject({ stage: "choosing", offered: ["2030-03-07T10:00", "2030-03-08T08:00", "2030-03-08T10:00"] });
    expect(await getDb().select().from(jobs).where(eq(jobs.conversationId, chat.id))).toEqual([]);
    const booked = await chat.say("1");
    expect(await visitsOf(booked.bookingId!)).toMatchObject([{ day: THURSDAY, startMinute: 600 }]);
  });

  it("two visitors choosing the last free Thursday 08:00 at once: one gets it, the other is offered others", async () => {
    await getDb().insert(engineerDaysOff).values({ userId: leah, day: THURSDAY, reason: "Holiday" });
    const [a, b] = await Promise.all([offered("Grant"), offered("Hughes")]);
    const replies = await Promise.all([a.say("Thursday morning"), b.say("Thursday morning")]);
    expect(replies.filter((r) => r.bookingId)).toHaveLength(1);
    const lost = replies.find((r) => !r.bookingId)!;
    expect(lost.message).toMatch(/^Sorry, Thursday 7 March 2030, 08:00–10:00 has just been taken\./);
    const held = await getDb().select().from(visits).where(and(eq(visits.day, THURSDAY), eq(visits.startMinute, 480)));
    expect(held).toHaveLength(1);
  });
});

describe("no window: the request as before, with the reason", () => {
  it("a postcode outside the area is refused with the reason; no window is offered and nothing is booked", async () => {
    const chat = await open();
    await chat.say("I'd like to book a CCTV survey for Thursday morning");
    await chat.say("Kim Dale");
    await chat.say("07700 900211");
    const reply = await chat.say("10 High Street, Swindon SN1 1AA");
    expect(reply.message).toMatch(/SN1 1AA is outside our area/);
    expect(reply.message).not.toMatch(/arrival window/);
    expect((await chat.state()).booking).toMatchObject({ stage: "collecting", asking: "addressLine" });
    expect(await getDb().select().from(jobs).where(eq(jobs.conversationId, chat.id))).toEqual([]);
  });

  it("a day in the past is refused with the reason, at the start and while choosing", async () => {
    const chat = await open();
    expect((await chat.say("I'd like to book a CCTV survey for last Monday")).message).toMatch(/That day has already passed\. Which day from today on would suit you\?/);
    const choosing = await offered("Lowe");
    const refused = await choosing.say("1 February 2030 in the morning");
    expect(refused.message).toMatch(/^That day has already passed\. The windows I offered:\n1\. Thursday 7 March 2030, 08:00–10:00/);
    expect(refused.bookingId).toBeUndefined();
  });

  it("an emergency never gets a window: the phone number, and the emergency request the office rings back about", async () => {
    const chat = await open();
    const first = await chat.say("Help! Sewage is coming up through the manhole in my garden");
    expect(first.message).toMatch(/01632 960 000/);
    const replies = [first];
    for (const message of ["Flo Flood", "07700 900999", "3 Survey Close, Newbury RG14 5AB", "flo@example.com"]) replies.push(await chat.say(message));
    expect(replies.at(-1)!.message).toMatch(/Here's your booking request:\n• When: as soon as possible\n• Service: Emergency callout \(emergency\)/);
    expect(replies.map((r) => r.message).join("\n")).not.toMatch(/arrival window/);
    const done = await chat.say("yes");
    expect(done.message).toMatch(/Your emergency request is in/);
    const [job] = await getDb().select().from(jobs).where(eq(jobs.conversationId, chat.id));
    expect(job).toMatchObject({ priority: "emergency", serviceType: "emergency_callout", status: "enquiry" });
    expect(await visitsOf(job.id)).toEqual([]);
  });

  it("\"just ring me\" while choosing: the request read back, and a yes sends it", async () => {
    const chat = await offered("Irwin");
    const reply = await chat.say("can you just ring me instead");
    expect(reply.message).toMatch(/^No problem: I'll send your details as a request and we'll call you to arrange a time\. Here's your booking request:\n• When: Thursday 7 March, morning/);
    const done = await chat.say("yes");
    expect(done.message).toMatch(/Your booking request has been sent/);
    expect(await getDb().select().from(visits)).toEqual([]);
  });

  const business = { name: "Berkshire Drain Care", phone: "01632 960 000", email: "office@example.com" };
  async function talk(slots: SlotFinder, messages: string[]) {
    let state: ChatState = {};
    let out = await respond({ state, message: messages[0], now: NOW, business, slots });
    for (const message of messages.slice(1)) {
      state = out.state;
      out = await respond({ state, message, now: NOW, business, slots });
    }
    return out;
  }
  const some: SlotFinder = async () => [slotAt(THURSDAY, 480), slotAt(THURSDAY, 600)];
  const all = ["I'd like to book a CCTV survey for Thursday morning", "Sam Jarvis", "07700 900888", "3 Survey Close, Newbury RG14 5AB"];

  it("no free window in the next 14 days, or the area refused by the booking: the request with why", async () => {
    const none = await talk(async () => [], [...all, "sam@example.com"]);
    expect(none.reply).toMatch(/^Thanks\. There are no free arrival windows in the next 14 days, so I'll send your details as a request and we'll call you to arrange a time\. Here's your booking request:/);
    expect(none.state.booking?.stage).toBe("confirming");
    const refused = await talk(
      async () => {
        throw new DomainError("invalid", "Sorry, RG14 5AB is outside the area we serve, so we cannot book a visit there.", { reason: "outside_area" });
      },
      [...all, "sam@example.com"],
    );
    expect(refused.reply).toContain("Sorry, RG14 5AB is outside the area we serve, so we cannot book a visit there. I'll send your details as a request instead and we'll call you.");
    expect(refused.state.booking?.stage).toBe("confirming");
    expect((await talk(async () => [], [...all, "sam@example.com", "yes"])).submit).toMatchObject({ service: "cctv_survey", date: THURSDAY });
  });

  it("without an e-mail address, a day beyond the 14 days, or gutter work: the request, with why where a window could have been offered", async () => {
    const noEmail = await talk(some, [...all, "no"]);
    expect(noEmail.reply).toContain("Without an e-mail address I can't book you into a free arrival window (the confirmation goes there)");
    expect(noEmail.reply).toContain("Shall I send it?");
    const far = await talk(some, ["I'd like to book a CCTV survey", "Sam Kemp", "07700 900888", "3 Survey Close, Newbury RG14 5AB", "2 April", "morning", "sam@example.com"]);
    expect(far.reply).toContain("We book arrival windows online up to Sunday 17 March, so I'll send your details as a request");
    const gutters = await talk(some, ["can you clear my gutters on Thursday morning", "Gil Moss", "07700 900888", "3 Survey Close, Newbury RG14 5AB", "leaves everywhere", "gil@example.com"]);
    expect(gutters.reply).toMatch(/Here's your booking request:/);
    expect(gutters.reply).not.toMatch(/arrival window/);
  });

  it("a business's evening visit is no arrival window: the request, saying we work out of hours for businesses", async () => {
    const pub = await talk(some, ["the drains at our pub need jetting thursday evening after we close", "Sam Jarvis", "07700 900888", "The Crown, 3 Survey Close, Newbury RG14 5AB", "sam@example.com"]);
    expect(pub.reply).toMatch(/^Thanks\. We work out of hours for businesses, so I'll send your details as a request and we'll call you to arrange a time\. Here's your booking request:\n• When: Thursday 7 March, evening/);
    const home = await talk(some, ["my drains need jetting thursday evening", "Sam Jarvis", "07700 900888", "3 Survey Close, Newbury RG14 5AB", "sam@example.com"]);
    expect(home.reply).toContain("Our arrival windows run from 8am to 4pm, so there is no evening visit.");
  });

  it("without a finder (the corpus, the benchmarks) every booking is the request, as before", async () => {
    const out = await talk(undefined as unknown as SlotFinder, [...all, "sam@example.com"]);
    expect(out.reply).toMatch(/^Thanks\. Here's your booking request:/);
  });
});

/** Next Thursday (London): a week on when today is a Thursday. */
function nextThursday() {
  const today = todayKey();
  return shiftDay(today, (4 - dayOfWeek(today) + 7) % 7 || 7);
}

describe("the chat's HTTP API books a CCTV survey for Thursday morning; the office confirms; the e-mail carries the .ics", () => {
  it("DTSTART is that Thursday's 08:00 window start in Europe/London", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const ip = nextIp();
      const post = (path: string, body?: unknown) =>
        ({
          request: new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }),
          context: { clientIp: ip, requestId: "test", cspNonce: "" },
          params: {},
        }) as never;
      const created = (await conversationsAction(post("/api/chat/conversations"))) as Response;
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const say = async (message: string) => {
        const res = (await messagesAction(post("/api/chat/messages", { conversationId: id, message }))) as Response;
        expect(res.status).toBe(200);
        return (await res.json()) as { message: string; bookingId?: string };
      };
      const thursday = nextThursday();
      let reply = { message: "" } as { message: string; bookingId?: string };
      for (const message of ["I'd like to book a CCTV survey for Thursday morning", "Hal Http", "07700 900555", "7 Camera Lane, Newbury RG14 5AB", "hal.http@example.com"]) reply = await say(message);
      const window = `${slotAt(thursday, 480).label}`;
      expect(reply.message).toContain(`1. ${window}`);
      reply = await say("Thursday morning");
      expect(reply.bookingId).toMatch(/^[0-9a-f-]{36}$/);
      expect(reply.message).toContain(`I've held ${window}`);

      // The office sees the tentative visit to confirm, and confirms it with one click.
      const pending = (await bookingsToConfirm({ actor: office })).find((b) => b.jobId === reply.bookingId);
      expect(pending).toMatchObject({ jobTitle: "CCTV Survey for Hal Http", when: window });
      await confirmBooking({ actor: office, visitId: pending!.visitId, version: pending!.version });

      await drainQueue();
      const mail = await waitForMail(smtp, (m) => m.to.includes("hal.http@example.com") && /confirmed/.test(m.raw));
      const ics = mimeParts(mail.raw).find((p) => p.contentType === "text/calendar");
      expect(ics?.filename).toBe("appointment.ics");
      const text = ics!.content.toString("utf8");
      expect(text).toContain(`DTSTART;TZID=Europe/London:${thursday.replaceAll("-", "")}T080000`);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().getTime()).toBe(londonInstant(thursday, "08:00")!.getTime());
    } finally {
      delete process.env.SMTP_URL;
      resetEnv();
      await smtp.close();
    }
  });
});

async function waitForMail(smtp: Awaited<ReturnType<typeof startSmtpServer>>, match: (m: { to: string[]; raw: string }) => boolean) {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = smtp.messages.find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail among ${smtp.messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

