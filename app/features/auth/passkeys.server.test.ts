import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, passkey } from "~/db/schema";
import { makeStaff } from "../../../tests/support/factories";
import { listPasskeys, passkeySettingsAction, removePasskey } from "./passkeys.server";

async function insertPasskey(userId: string, id: string, name: string) {
  await getDb().insert(passkey).values({
    id,
    name,
    userId,
    publicKey: "cHVibGljLWtleQ",
    credentialID: `credential-${id}`,
    counter: 0,
    deviceType: "singleDevice",
    backedUp: false,
    createdAt: new Date(),
  });
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const request = new Request("http://localhost:3999/customer/details/passkeys", { method: "POST" });

describe("passkeys of an account", () => {
  it("lists and removes only the actor's own passkeys, and records the removal", async () => {
    const owner = await makeStaff({ id: "pk-owner", email: "pk.owner@example.com" });
    const other = await makeStaff({ id: "pk-other", email: "pk.other@example.com" });
    await insertPasskey(owner.id, "pk-1", "Work laptop");
    await insertPasskey(other.id, "pk-2", "Someone else's phone");

    expect((await listPasskeys({ actor: owner })).map((p) => p.name)).toEqual(["Work laptop"]);

    await expect(removePasskey({ actor: other, passkeyId: "pk-1" })).rejects.toMatchObject({ code: "not_found", status: 404 });
    expect(await getDb().select().from(passkey).where(eq(passkey.id, "pk-1"))).toHaveLength(1);

    await expect(removePasskey({ actor: owner, passkeyId: "pk-1" })).resolves.toBeUndefined();
    expect(await listPasskeys({ actor: owner })).toEqual([]);
    expect((await listPasskeys({ actor: other })).map((p) => p.id)).toEqual(["pk-2"]);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, owner.id));
    expect(audit.map((a) => a.action)).toContain("passkey_removed");
  });

  it("answers bad input with a 400 and a message, changing nothing", async () => {
    const actor = await makeStaff({ id: "pk-bad", email: "pk.bad@example.com" });
    await insertPasskey(actor.id, "pk-3", "Phone");
    const cases: Record<string, string>[] = [
      { intent: "passkey-add", response: "{not json" },
      { intent: "passkey-add", response: "[1,2]" },
      { intent: "passkey-add", response: JSON.stringify({ id: "x" }), name: "x".repeat(61) },
      { intent: "passkey-remove", passkeyId: "" },
      { intent: "something-else" },
    ];
    for (const fields of cases) {
      const { status, result } = await passkeySettingsAction({ request, actor, formData: form(fields) });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(result.ok).toBe(false);
      expect(result.message.length).toBeGreaterThan(0);
    }
    expect(await listPasskeys({ actor })).toHaveLength(1);
  });

  it("refuses a registration without a signed-in session and the server's challenge", async () => {
    const actor = await makeStaff({ id: "pk-nochallenge", email: "pk.nochallenge@example.com" });
    const response = JSON.stringify({ id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "e30" }, clientExtensionResults: {} });
    const { status, result } = await passkeySettingsAction({ request, actor, formData: form({ intent: "passkey-add", response }) });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(result.ok).toBe(false);
    expect(await listPasskeys({ actor })).toHaveLength(0);
  });
});
