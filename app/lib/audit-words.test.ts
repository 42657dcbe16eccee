import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "./audit-words";

const words = (action: string, entityType: string, changes: unknown = null, context = {}) => describeAuditEntry({ action, entityType, changes }, context);

describe("describeAuditEntry", () => {
  it("says where a record the product made came from", () => {
    expect(words("create", "customer", { name: "Helen", from: "chat", conversationId: "c1" })).toBe("Created from a chat booking");
    expect(words("create", "customer", { from: "enquiry", enquiryId: "e1" })).toBe("Created from a contact-form enquiry");
    expect(words("create", "customer", { from: "portal_sign_up" })).toBe("Created from a portal sign-up");
    expect(words("create", "customer", { name: "Helen" })).toBe("Created the customer record");
    expect(words("create", "job", { title: "Blocked drain" })).toBe("Created job “Blocked drain”");
    expect(words("create", "job", { from: "portal" })).toBe("Created from a visit requested in the portal");
    expect(words("create", "quote", { quoteNumber: "Q-00007", lines: 2 })).toBe("Created quote Q-00007");
    expect(words("create", "invoice", { invoiceNumber: "INV-00012" })).toBe("Created invoice INV-00012");
    expect(words("duplicate", "quote", { quoteNumber: "Q-00008" })).toBe("Duplicated as quote Q-00008");
    expect(words("create", "enquiry", { source: "contact_form" })).toBe("Received from the contact form");
    expect(words("create", "enquiry", { source: "chat" })).toBe("Received from a chat booking");
  });

  it("names whom a quote or invoice was sent to, and the number", () => {
    const sent = { status: { from: "draft", to: "sent" }, number: "Q-00007", to: "h.ashdown@example.com", emailId: "x" };
    expect(words("send", "quote", sent)).toBe("Sent quote Q-00007 to h.ashdown@example.com");
    expect(words("resend", "invoice", { number: "INV-00012", to: "a@example.com", emailId: "y" })).toBe("Sent invoice INV-00012 again to a@example.com");
  });

  it("tells a customer's answer from the office's", () => {
    expect(words("accept", "quote", { status: { from: "sent", to: "accepted" }, via: "portal", signedName: "Helen Okafor" })).toBe(
      "Accepted by the customer in the portal (signed “Helen Okafor”)",
    );
    expect(words("accept", "quote", { via: "staff", signedName: null })).toBe("Marked accepted by the office");
    expect(words("decline", "quote", { via: "portal", declineReason: "Too dear" })).toBe("Declined by the customer in the portal: “Too dear”");
    expect(words("decline", "quote", { via: "staff", declineReason: null })).toBe("Marked declined by the office");
  });

  it("words the document life-cycle", () => {
    expect(words("expire", "quote", { status: { from: "sent", to: "expired" } })).toBe("Expired");
    expect(words("mark_overdue", "invoice", { status: { from: "sent", to: "overdue" } })).toBe("Marked overdue");
    expect(words("mark_paid", "invoice", { status: { from: "sent", to: "paid" }, paidDate: "2026-11-12", paymentMethod: "Bank transfer" })).toBe(
      "Marked paid by bank transfer on 12 Nov 2026",
    );
    expect(words("cancel", "invoice", { status: { from: "sent", to: "cancelled" } })).toBe("Cancelled");
    expect(words("convert_to_invoice", "quote", { invoiceNumber: "INV-00012" })).toBe("Converted to invoice INV-00012");
    expect(words("convert_to_job", "quote", { jobId: "j" })).toBe("Converted to a job");
    expect(words("delete", "quote", { quoteNumber: "Q-00009" })).toBe("Deleted quote Q-00009");
  });

  it("says what changed, from what to what, with the page's labels", () => {
    expect(words("update", "customer", { phone: { from: "01632 960112", to: "01632 960999" } })).toBe("Changed phone from 01632 960112 to 01632 960999");
    expect(words("update", "customer", { address: { from: "7 Bartholomew Street", to: "9 Kennet Walk" } })).toBe("Changed address from 7 Bartholomew Street to 9 Kennet Walk");
    expect(words("update", "customer", { phone: { from: "1", to: "2" } }, { fieldLabels: { phone: "Phone" } })).toBe("Changed phone from 1 to 2");
    expect(words("update", "job", { scheduledDate: { from: "2026-07-01T08:30:00.000Z", to: null } }, { fieldLabels: { scheduledDate: "Scheduled Date" } })).toBe(
      "Cleared scheduled date (was 1 Jul 2026, 09:30)",
    );
    expect(words("update", "price_book_item", { vatRateBp: { from: "20%", to: "5%" } }, { fieldLabels: { vatRateBp: "VAT rate" } })).toBe("Changed VAT rate from 20% to 5%");
    expect(words("update", "customer", { email: { from: null, to: "new@example.com" }, notes: { from: "Gate code 12", to: "" } })).toBe(
      "Set e-mail to new@example.com; cleared notes (was Gate code 12)",
    );
    expect(words("update", "job", { status: { from: "enquiry", to: "in_progress" } })).toBe("Changed status from enquiry to in progress");
    expect(words("update", "job", { customerId: { from: "a", to: "b" } }, { valueLabels: { customerId: { a: "Ann", b: "Bob" } } })).toBe("Changed customer from Ann to Bob");
    expect(words("update", "quote", { totalPence: { from: 10000, to: 12050 }, lines: 2 })).toBe("Changed total from £100.00 to £120.50");
    expect(words("update", "quote", { quoteNumber: "Q-00007", lines: 3 })).toBe("Changed the lines of quote Q-00007");
  });

  it("words sites, contacts, portal accounts and merges", () => {
    expect(words("add_site", "customer", { siteId: "s", address: "12 Mill Lane, RG14 5AA" })).toBe("Added site 12 Mill Lane, RG14 5AA");
    expect(words("update_site", "customer", { siteId: "s", address: "12 Mill Lane", accessNotes: { from: null, to: "Side gate" } })).toBe(
      "Changed site 12 Mill Lane: set access notes to Side gate",
    );
    expect(words("remove_site", "customer", { siteId: "s", address: "12 Mill Lane" })).toBe("Removed site 12 Mill Lane");
    expect(words("add_contact", "customer", { contactId: "c", name: "Sam Reed", role: "Tenant" })).toBe("Added contact Sam Reed (Tenant)");
    expect(words("update_contact", "customer", { contactId: "c", name: "Sam Reed", phone: { from: "1", to: "2" } })).toBe("Changed contact Sam Reed: changed phone from 1 to 2");
    expect(words("remove_contact", "customer", { contactId: "c", name: "Sam Reed" })).toBe("Removed contact Sam Reed");
    expect(words("link_account", "customer", { userId: { from: null, to: "u" } })).toBe("Linked to a portal account");
    expect(words("link_contact_account", "customer", { contactId: "c", name: "Tess Tenant", userId: "u", email: "tess@example.com", by: "verified_email" })).toBe(
      "Linked contact Tess Tenant to their portal account (tess@example.com) by its verified e-mail address",
    );
    expect(words("link_contact_account", "customer", { contactId: "c", name: "Tess Tenant", userId: "u", email: "tess@example.com", by: "office" })).toBe(
      "Linked contact Tess Tenant to their portal account (tess@example.com)",
    );
    expect(words("unlink_contact_account", "customer", { contactId: "c", name: "Tess Tenant", userId: "u" })).toBe("Unlinked contact Tess Tenant from their portal account");
    expect(words("merge", "customer", { mergedId: "m", merged: { name: "H. Ashdown" } })).toBe("Merged with H. Ashdown");
    expect(words("merged_into", "customer", { keptId: "k", keptName: "Helen Ashdown" })).toBe("Merged into Helen Ashdown");
  });

  it("falls back to the action in words, never its code", () => {
    expect(words("some_new_thing", "customer")).toBe("Some new thing");
    expect(words("link_account", "customer")).not.toMatch(/_/);
    expect(words("publish", "blog_post")).toBe("Published");
  });
});

describe("staff roles, invitations and engineers' hours in words", () => {
  it("names the role, the address and the days", () => {
    expect(words("grant", "user_role", { role: "admin" })).toBe("Given the admin role");
    expect(words("grant", "user_role", { role: "engineer" })).toBe("Given the engineer role");
    expect(words("revoke", "user_role", { role: "office" })).toBe("Office role removed");
    expect(words("revoke", "user_role", { role: "admin", self: true })).toBe("Admin role removed");
    expect(words("change_role", "user_role", { role: { from: "engineer", to: "office" } })).toBe("Role changed from engineer to office");
    expect(words("invite", "staff_invite", { email: "new@example.com", role: "engineer" })).toBe("Invited new@example.com to join as engineer");
    expect(words("withdraw_invite", "staff_invite", { email: "new@example.com" })).toBe("Withdrew the invitation to new@example.com");
    expect(words("accept_invite", "user_role", { role: "office" })).toBe("Accepted the invitation, joining as office");
    expect(words("update_hours", "user", { hours: { from: [], to: [] } })).toBe("Changed the working hours");
    expect(words("add_days_off", "user", { from: "2026-12-01", to: "2026-12-03", reason: "Training" })).toBe("Added days off from 1 Dec 2026 to 3 Dec 2026");
    expect(words("add_days_off", "user", { from: "2026-12-01", to: "2026-12-01" })).toBe("Added days off on 1 Dec 2026");
    expect(words("delete_day_off", "user", { day: "2026-12-02" })).toBe("Deleted the day off on 2 Dec 2026");
  });
});
