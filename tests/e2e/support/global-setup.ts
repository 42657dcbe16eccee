import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../../server/embedded-postgres";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib/server-flags";
import { STAND_IN_KEYS, standInEnv, startStripeStandIn } from "../../support/stripe-stand-in";

import { E2E_ADMIN, E2E_STAFF } from "./accounts";

/**
 * Starts what a visitor's browser talks to: the production server (npm start's script, with two
 * worker processes) on a new data directory with the embedded database and demo data, and a real
 * SMTP server whose messages are written to files the tests read.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../../..");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-e2e-"));
  fs.chmodSync(tmp, 0o755);
  const mailDir = path.join(tmp, "mail");
  fs.mkdirSync(mailDir);

  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        fs.writeFileSync(path.join(mailDir, `${String(++n).padStart(4, "0")}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`);
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Card payments on, against the local stand-in of Stripe's API, which posts its events to the server.
  const stripe = await startStripeStandIn({ ...STAND_IN_KEYS, webhookUrl: `${baseUrl}/api/stripe/webhook` });
  const dataDir = path.join(tmp, "data");
  const logFile = fs.openSync(path.join(tmp, "server.log"), "w");
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The tests give each visitor its own address with X-Forwarded-For, believed from this machine only.
      TRUST_PROXY: "loopback",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BUSINESS_EMAIL: "office@example.com",
      LOG_LEVEL: "warn",
      // Two workers, as on a two-core machine: a change made through one (a blog post published)
      // must show on pages the other serves, and sessions must hold on both.
      WEB_CONCURRENCY: "2",
      ...standInEnv(stripe, STAND_IN_KEYS),
    },
    stdio: ["ignore", logFile, logFile],
  });

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`server exited early:\n${fs.readFileSync(path.join(tmp, "server.log"), "utf8")}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy in time");
    await new Promise((r) => setTimeout(r, 250));
  }

  // Sessions made once, over HTTP, so that tests need not sign in through the (throttled) form.
  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": "198.51.100.1" },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    return res.headers.getSetCookie().map((c) => c.split(";")[0]);
  };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": "198.51.100.2" },
    body: JSON.stringify({ ...E2E_STAFF, name: "Staff Without Role" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const adminCookies = await signIn(E2E_ADMIN.email, E2E_ADMIN.password);
  const staffCookies = await signIn(E2E_STAFF.email, E2E_STAFF.password);
  const storage = (cookies: string[]) => ({
    cookies: cookies.map((c) => {
      const i = c.indexOf("=");
      return {
        name: c.slice(0, i),
        value: c.slice(i + 1),
        domain: "127.0.0.1",
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax" as const,
      };
    }),
    origins: [],
  });
  fs.writeFileSync(path.join(tmp, "admin-state.json"), JSON.stringify(storage(adminCookies)));
  fs.writeFileSync(path.join(tmp, "staff-state.json"), JSON.stringify(storage(staffCookies)));
  process.env.E2E_ADMIN_STATE = path.join(tmp, "admin-state.json");
  process.env.E2E_STAFF_STATE = path.join(tmp, "staff-state.json");
  process.env.E2E_ADMIN_COOKIE = adminCookies.join("; ");
  process.env.E2E_STAFF_COOKIE = staffCookies.join("; ");
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  // For a second instance of the app on the same database (tests/e2e/support/localhost-instance.ts).
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.E2E_STRIPE_STAND_IN_URL = stripe.url;

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await stripe.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
