import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "./audit-words";

const words = (action: string, entityType: string, changes: Record<string, unknown>) => describeAuditEntry({ action, entityType, changes });

describe("audit words of bookings and contracts", () => {
  it("words a booking, its confirmation and a contract's visits", () => {
    expect(words("book_slot", "job", { day: "2030-03-07", start: "08:00", engineers: "Sam Hughes", tentative: true })).toBe("Booked online: a tentative visit on 7 Mar 2030 at 08:00 (Sam Hughes)");
    expect(words("confirm_visit", "job", { day: "2030-03-07", start: "08:00" })).toBe("Confirmed the booked visit on 7 Mar 2030 at 08:00");
    expect(words("contract_visit", "job", { day: "2030-03-07", start: "09:00", engineers: null })).toBe("Planned the contract's visit on 7 Mar 2030 at 09:00");
  });

  it("words a contract's changes", () => {
    expect(words("generate_contract", "contract", { visits: 1, invoices: 2 })).toBe("Generated 1 visit and 2 invoices");
    expect(words("skip_contract_visit", "contract", { dueDate: "2030-04-04" })).toBe("Skipped the visit due on 4 Apr 2030");
    expect(words("cancel_contract", "contract", { visitsRemoved: 3, draftInvoicesRemoved: 1 })).toBe("Cancelled the contract: removed 3 future visits and 1 unsent invoice");
    expect(words("pause_contract", "contract", {})).toBe("Paused the contract");
    expect(words("create", "contract", { title: "Grease trap", frequency: "quarterly" })).toBe("Created contract “Grease trap”");
  });

  it("words a contract offered to the customer and their acceptance", () => {
    expect(words("offer_contract", "contract", { status: { from: "draft", to: "offered" }, to: ["a@example.com", "b@example.com"] })).toBe(
      "Offered the contract to the customer to accept in the portal (e-mailed to a@example.com, b@example.com)",
    );
    expect(words("offer_contract", "contract", { to: [] })).toBe("Offered the contract to the customer to accept in the portal");
    expect(words("accept_contract", "contract", { via: "portal", signedName: "Jo Smith", status: { from: "offered", to: "active" } })).toBe(
      "Accepted by the customer in the portal (signed “Jo Smith”); the contract started",
    );
    expect(words("accept_contract", "contract", { via: "portal", signedName: "Jo Smith" })).toBe("Accepted by the customer in the portal (signed “Jo Smith”)");
  });
});
