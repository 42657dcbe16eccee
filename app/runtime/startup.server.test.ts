import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { countAdmins, isAdmin } from "~/features/auth/roles.server";
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
