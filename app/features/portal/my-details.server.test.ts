import { type DomainError } from "~/lib/domain-error";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { drainQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, customers, emailLog, session, user } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { EMAIL_CHANGE_REQUESTED, pendingEmailChange, updateContactDetails } from "~/features/customers/contact-details.server";
import { getCustomer, updateCustomer } from "~/features/customers/customers.server";
import type { CustomerActor } from "~/lib/actor";
import { getAuth } from "~/features/auth/auth.server";
import { resetEnv } from "~/lib/env.server";
import { loader as apiAuthLoader } from "~/routes/api/auth";
import { loader as detailsLoader } from "~/routes/portal/details";
import { MY_DETAILS_MESSAGES } from "./my-details.schema";
import { saveMyDetails } from "./my-details.server";
import { portalSignIn, portalSignUp } from "./portal-auth.server";
import { getPortalVisitor } from "./portal.server";

const PASSWORD = "gutter-brush-and-ladder";
const staff = { kind: "staff", role: "admin", id: "details-test-office", email: "details.office@example.com", name: "Office" } as const;
let ip = 0;

/** A portal customer, signed in: the request carrying their session, and the actor the guard answers with. */
async function signedInCustomer(email: string, name: string) {
  const headers = { "x-client-ip": `10.9.0.${++ip}` };
  const signedUp = await portalSignUp(new Request("http://localhost:3999/customer/login", { headers }), {
    intent: "signup",
    name,
    email,
    phone: "01635 123456",
    address: "2 Bartholomew Street, Newbury",
    password: PASSWORD,
  });
  expect(signedUp).toEqual({ ok: true });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const login = await portalSignIn(new Request("http://localhost:3999/customer/login", { headers }), { intent: "login", email, password: PASSWORD });
  const cookie = login.headers
    .getSetCookie()
    .filter((c) => !c.startsWith("toast="))
    .map((c) => c.split(";")[0])
    .join("; ");
  const request = new Request("http://localhost:3999/customer/details", { method: "POST", headers: { cookie, ...headers } });
  const visitor = await getPortalVisitor(new Request("http://localhost:3999/customer", { headers: { cookie } }));
  if (visitor.status !== "customer") throw new Error(`not a customer: ${visitor.status}`);
  return { request, cookie, actor: visitor.customer as CustomerActor };
}

async function record(id: string) {
  const [row] = await getDb().select().from(customers).where(eq(customers.id, id));
  return row;
}

async function auditCount(customerId: string) {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "customer"), eq(auditLog.entityId, customerId)));
  return n;
}

const details = { phone: "01635 123456", address: "2 Bartholomew Street, Newbury", postcode: "" };

let jane: Awaited<ReturnType<typeof signedInCustomer>>;
let tom: Awaited<ReturnType<typeof signedInCustomer>>;

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  jane = await signedInCustomer("jane.details@example.com", "Jane Details");
  tom = await signedInCustomer("tom.details@example.com", "Tom Details");
});

describe("updateContactDetails", () => {
  it("changes the customer's own phone (normalised), address and postcode, and the history shows who changed what", async () => {
    const before = await record(jane.actor.customerId);
    const updated = await updateContactDetails({
      actor: jane.actor,
      id: jane.actor.customerId,
      input: { phone: "+44 1635 987654", address: " 9 Kennet Walk, Newbury ", postcode: "rg14 5aa", name: "Someone Else", notes: "VIP", isCommercial: "on" },
    });
    expect(updated).toMatchObject({ phone: "01635 987654", address: "9 Kennet Walk, Newbury", postcode: "RG14 5AA" });
    // Only those fields: the name, notes and type stay as the office keeps them.
    const after = await record(jane.actor.customerId);
    expect(after).toMatchObject({ name: before.name, notes: before.notes, isCommercial: false, email: "jane.details@example.com" });

    const [latest] = await listAuditEntries("customer", jane.actor.customerId);
    expect(latest).toMatchObject({
      action: "update",
      actorEmail: "jane.details@example.com",
      changes: {
        phone: { from: "01635 123456", to: "01635 987654" },
        address: { from: "2 Bartholomew Street, Newbury", to: "9 Kennet Walk, Newbury" },
        postcode: { from: null, to: "RG14 5AA" },
      },
    });
  });

  it("another customer's record is not found, and stays unchanged", async () => {
    const theirs = await record(tom.actor.customerId);
    const audits = await auditCount(tom.actor.customerId);
    const error = await thrown(updateContactDetails({ actor: jane.actor, id: tom.actor.customerId, input: { ...details, phone: "07700 900123" } }));
    expect((error as DomainError).code).toBe("not_found");
    expect(await record(tom.actor.customerId)).toEqual(theirs);
    expect(await auditCount(tom.actor.customerId)).toBe(audits);
  });

  it("bad input changes nothing", async () => {
    const mine = await record(jane.actor.customerId);
    const audits = await auditCount(jane.actor.customerId);
    const error = (await thrown(
      updateContactDetails({ actor: jane.actor, id: jane.actor.customerId, input: { phone: "12345", address: "", postcode: "NOPE" } }),
    )) as DomainError;
    expect(error.code).toBe("invalid");
    expect(error.fieldErrors).toEqual({ phone: "Enter a valid UK phone number", address: "Address is required", postcode: "Enter a valid UK postcode" });
    expect(await record(jane.actor.customerId)).toEqual(mine);
    expect(await auditCount(jane.actor.customerId)).toBe(audits);
  });

  it("the office's customer form is not for customers, even on their own record", async () => {
    const mine = await record(jane.actor.customerId);
    const error = await thrown(
      updateCustomer({ actor: jane.actor, id: jane.actor.customerId, input: { name: "Renamed", phone: "01635 123456", address: "1 Road", notes: "Paid up" } }),
    );
    expect((error as DomainError).reason).toBe("office_only");
    expect(await record(jane.actor.customerId)).toEqual(mine);
  });
});

describe("saveMyDetails", () => {
  it("refuses bad input, a bad e-mail address included, changing nothing", async () => {
    const mine = await record(jane.actor.customerId);
    const audits = await auditCount(jane.actor.customerId);
    const error = (await thrown(saveMyDetails({ request: jane.request, actor: jane.actor, input: { ...details, phone: "abc", email: "not-an-address" } }))) as DomainError;
    expect(error.code).toBe("invalid");
    expect(error.fieldErrors).toEqual({ phone: "Enter a valid UK phone number", email: "Please enter a valid email" });
    expect(await record(jane.actor.customerId)).toEqual(mine);
    expect(await auditCount(jane.actor.customerId)).toBe(audits);
  });

  it("a new e-mail address changes the account and the record only once the link sent to it is opened", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const { actor, request, cookie } = tom;
      const result = await saveMyDetails({ request, actor, input: { ...details, phone: "0118 496 0123", email: "Tom.New@example.com" } });
      expect(result).toEqual({ ok: true, detailsChanged: true, emailChange: "verification_sent", email: "tom.new@example.com" });

      // Not yet: the record and the login keep the old address; the phone has changed.
      expect(await record(actor.customerId)).toMatchObject({ email: "tom.details@example.com", phone: "0118 496 0123" });
      const [account] = await getDb().select().from(user).where(eq(user.id, actor.id));
      expect(account.email).toBe("tom.details@example.com");
      expect(await pendingEmailChange({ actor })).toBe("tom.new@example.com");
      const [requested] = await listAuditEntries("customer", actor.customerId);
      expect(requested).toMatchObject({
        action: EMAIL_CHANGE_REQUESTED,
        actorEmail: "tom.details@example.com",
        changes: { email: { from: "tom.details@example.com", to: "tom.new@example.com" } },
      });

      // The link goes to the new address, by the queue, to a real SMTP server.
      await drainQueue();
      const mail = (await smtp.waitFor(1)).find((m) => m.to.includes("tom.new@example.com"));
      expect(mail).toBeDefined();
      expect(mail!.raw).toContain("Subject: Confirm your new e-mail address");
      const text = mimeParts(mail!.raw)
        .find((p) => p.contentType === "text/plain")!
        .content.toString("utf8");
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(text)?.[0];
      expect(link).toBeTruthy();
      // The old address gets no link that could change the account (only its sign-up verification, sent earlier).
      const toOld = smtp.messages.filter((m) => m.to.includes("tom.details@example.com"));
      expect(toOld.every((m) => !m.raw.includes("Confirm your new e-mail address"))).toBe(true);

      // A forged token changes nothing.
      const forged = await getAuth().handler(new Request(link!.replace(/token=[^&]+/, "token=forged"), { headers: { cookie } }));
      expect(forged.status).toBe(302);
      expect(forged.headers.get("location")).toContain("error=");
      expect((await record(actor.customerId)).email).toBe("tom.details@example.com");

      // Opening the link: the account and the record take the new address, and the history says so.
      const opened = await getAuth().handler(new Request(link!, { headers: { cookie } }));
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe("/customer/details?email=changed");
      const [changed] = await getDb().select().from(user).where(eq(user.id, actor.id));
      expect(changed).toMatchObject({ email: "tom.new@example.com", emailVerified: true });
      expect((await record(actor.customerId)).email).toBe("tom.new@example.com");
      const [updated] = await listAuditEntries("customer", actor.customerId);
      expect(updated).toMatchObject({ action: "update", actorEmail: "tom.new@example.com", changes: { email: { from: "tom.details@example.com", to: "tom.new@example.com" } } });
      expect(await pendingEmailChange({ actor: { ...actor, email: "tom.new@example.com" } })).toBeNull();
    } finally {
      delete process.env.SMTP_URL;
      resetEnv();
      await smtp.close();
    }
  });

  it("an address already used by another account sends nothing and changes nothing (the answer does not tell)", async () => {
    const mine = await record(jane.actor.customerId);
    const [{ n: mails }] = await getDb().select({ n: count() }).from(emailLog);
    const result = await saveMyDetails({
      request: jane.request,
      actor: jane.actor,
      input: { phone: mine.phone, address: mine.address, postcode: mine.postcode ?? "", email: "tom.new@example.com" },
    });
    expect(result).toMatchObject({ ok: true, emailChange: "verification_sent" });
    expect((await record(jane.actor.customerId)).email).toBe("jane.details@example.com");
    const [{ n: after }] = await getDb().select({ n: count() }).from(emailLog);
    expect(after).toBe(mails);
  });

  it("the account's own verified login address is taken by the record at once", async () => {
    // The office had put another address on the record.
    await getDb().update(customers).set({ email: "old.office.copy@example.com" }).where(eq(customers.id, jane.actor.customerId));
    const mine = await record(jane.actor.customerId);
    const result = await saveMyDetails({
      request: jane.request,
      actor: jane.actor,
      input: { phone: mine.phone, address: mine.address, postcode: mine.postcode ?? "", email: "JANE.details@example.com" },
    });
    expect(result).toEqual({ ok: true, detailsChanged: false, emailChange: "updated", email: "JANE.details@example.com" });
    expect((await getCustomer({ actor: jane.actor, id: jane.actor.customerId }))!.email).toBe("jane.details@example.com");
    const [latest] = await listAuditEntries("customer", jane.actor.customerId);
    expect(latest).toMatchObject({ action: "update", changes: { email: { from: "old.office.copy@example.com", to: "jane.details@example.com" } } });
  });

  it("keeping the same details changes nothing and writes no history", async () => {
    const mine = await record(jane.actor.customerId);
    const audits = await auditCount(jane.actor.customerId);
    const result = await saveMyDetails({
      request: jane.request,
      actor: jane.actor,
      input: { phone: mine.phone, address: mine.address, postcode: mine.postcode ?? "", email: mine.email! },
    });
    expect(result).toMatchObject({ ok: true, detailsChanged: false, emailChange: "unchanged" });
    expect(await record(jane.actor.customerId)).toEqual(mine);
    expect(await auditCount(jane.actor.customerId)).toBe(audits);
  });
});

describe("e-mail links that can no longer be used", () => {
  /** The change-of-address link in the last e-mail queued to `to`. */
  async function linkTo(to: string) {
    await drainQueue();
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.to, to));
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mails.at(-1)?.text ?? "")?.[0];
    if (!link) throw new Error(`no link to ${to}`);
    return link;
  }

  const open = (link: string, cookie: string) => apiAuthLoader({ request: new Request(link, { headers: { cookie } }) } as never);

  it("opened after another account took the address: a page that says so, not a 500, and the address stays", async () => {
    const amy = await signedInCustomer("amy.race@example.com", "Amy Race");
    const result = await saveMyDetails({ request: amy.request, actor: amy.actor, input: { ...details, email: "contested@example.com" } });
    expect(result).toMatchObject({ ok: true, emailChange: "verification_sent" });
    const link = await linkTo("contested@example.com");

    // Someone else signs up with that address before Amy opens her link.
    await signedInCustomer("contested@example.com", "Ben Race");
    const [{ n: sessionsBefore }] = await getDb().select({ n: count() }).from(session).where(eq(session.userId, amy.actor.id));

    const opened = await open(link, amy.cookie);
    expect(opened.status).toBe(302);
    const location = opened.headers.get("location")!;
    expect(location).toMatch(/^\/customer\/details\?email=changed&error=/);
    const [account] = await getDb().select().from(user).where(eq(user.id, amy.actor.id));
    expect(account.email).toBe("amy.race@example.com");
    expect((await record(amy.actor.customerId)).email).toBe("amy.race@example.com");
    const [{ n: sessionsAfter }] = await getDb().select({ n: count() }).from(session).where(eq(session.userId, amy.actor.id));
    expect(sessionsAfter).toBe(sessionsBefore);

    // The page it leads to says the link can no longer be used.
    const page = await detailsLoader({ request: new Request(`http://localhost:3999${location}`, { headers: { cookie: amy.cookie } }) } as never);
    expect(page.notice).toEqual({ type: "error", text: MY_DETAILS_MESSAGES.linkFailed });
    expect(page.notice?.text).toMatch(/can no longer be used/);
  });

  it("opened a second time: the page says it can no longer be used", async () => {
    const cal = await signedInCustomer("cal.twice@example.com", "Cal Twice");
    await saveMyDetails({ request: cal.request, actor: cal.actor, input: { ...details, email: "cal.new@example.com" } });
    const link = await linkTo("cal.new@example.com");
    const first = await open(link, cal.cookie);
    expect(first.headers.get("location")).toBe("/customer/details?email=changed");
    const again = await open(link, cal.cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(/^\/customer\/details\?email=changed&error=/);
    const [account] = await getDb().select().from(user).where(eq(user.id, cal.actor.id));
    expect(account.email).toBe("cal.new@example.com");
  });

  it("a sign-up verification link opened again: the login page, which says the address is verified, not an error", async () => {
    await portalSignUp(new Request("http://localhost:3999/customer/login", { headers: { "x-client-ip": `10.9.1.${++ip}` } }), {
      intent: "signup",
      name: "Dee Twice",
      email: "dee.twice@example.com",
      phone: "01635 123456",
      address: "2 Bartholomew Street, Newbury",
      password: PASSWORD,
    });
    const link = await linkTo("dee.twice@example.com");
    for (const time of ["first", "again"]) {
      const opened = await open(link, "");
      expect(opened.status, time).toBe(302);
      expect(opened.headers.get("location"), time).toBe("/customer/login?verified=1");
    }
    const [account] = await getDb().select().from(user).where(eq(user.email, "dee.twice@example.com"));
    expect(account.emailVerified).toBe(true);
  });
});
