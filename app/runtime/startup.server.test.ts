import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { countAdmins, isAdmin, staffRoleOf } from "~/features/auth/roles.server";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { resetEnv } from "~/lib/env.server";
import { runStartupTasks } from "./startup.server";

afterAll(() => {
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  resetEnv();
});

describe("start-up with ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("starts without giving the admin role to an account a stranger signed up with that address first", async () => {
    const stranger = await callAuthEndpoint(
      new Request("http://localhost:3999/auth", { headers: { "x-client-ip": "192.0.2.51" } }),
      "/sign-up/email",
      { email: "future.admin@example.com", password: "strangers-own-password", name: "Not The Owner" },
    );
    expect(stranger.ok).toBe(true);
    process.env.ADMIN_EMAIL = "future.admin@example.com";
    process.env.ADMIN_PASSWORD = "the-operators-password";
    resetEnv();

    await expect(runStartupTasks({ freshEmbedded: false })).resolves.toBeUndefined();

    const [row] = await getDb().select().from(user).where(eq(user.email, "future.admin@example.com"));
    expect(await isAdmin(row.id)).toBe(false);
    expect(await countAdmins()).toBe(0);
  });
});

describe("start-up of a new demo database", () => {
  it("gives the demo engineers a password and makes the office login, and prints them with the others", async () => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetEnv();
    const printed: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed.push(args.join(" "));
    });
    try {
      await runStartupTasks({ freshEmbedded: true });
    } finally {
      spy.mockRestore();
    }
    const output = printed.join("\n");
    const password = /password: (\S+)/.exec(output.slice(output.indexOf("Demo customer portal login")))?.[1];
    expect(password).toBeTruthy();
    expect(output).toContain("Demo staff logins");
    for (const email of ["sam.hughes@example.com", "leah.carter@example.com", "office@example.com"]) expect(output).toContain(email);

    const signIn = async (email: string) => {
      const result = await callAuthEndpoint(new Request("http://localhost:3999/auth", { headers: { "x-client-ip": "192.0.2.77" } }), "/sign-in/email", { email, password });
      expect(result.ok, email).toBe(true);
      return (result as { data: { user: { id: string } } }).data.user.id;
    };
    expect(await staffRoleOf(await signIn("sam.hughes@example.com"))).toBe("engineer");
    expect(await staffRoleOf(await signIn("leah.carter@example.com"))).toBe("engineer");
    expect(await staffRoleOf(await signIn("office@example.com"))).toBe("office");
    expect(await countAdmins()).toBe(1);
  }, 120_000);
});
