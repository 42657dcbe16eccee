import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../server/embedded-postgres";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib/server-flags";

/**
 * A second instance of the app on the test server's database, whose address is
 * http://localhost:PORT. WebAuthn refuses an IP address as the site's (relying party's) id, so
 * passkey tests run here rather than on the shared server at 127.0.0.1. It is started only by the
 * specs that need it, shares the database (and the SMTP server) with the shared server, and keeps
 * no state of its own.
 */
export async function startLocalhostInstance(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const sharedDataDir = process.env.E2E_DATA_DIR!;
  const { url } = JSON.parse(fs.readFileSync(path.join(sharedDataDir, "postgres.json"), "utf8")) as { url: string };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-e2e-localhost-"));
  fs.mkdirSync(path.join(tmp, "data"));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logPath = path.join(tmp, "server.log");
  const logFile = fs.openSync(logPath, "w");
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseURL,
      DATA_DIR: path.join(tmp, "data"),
      DATABASE_URL: url,
      TRUST_PROXY: "loopback",
      SMTP_URL: process.env.E2E_SMTP_URL,
      BUSINESS_EMAIL: "office@example.com",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", logFile, logFile],
  });

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`localhost instance exited early:\n${fs.readFileSync(logPath, "utf8")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("localhost instance did not become healthy in time");
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseURL,
    async stop() {
      if (server.exitCode === null) {
        server.kill("SIGTERM");
        await new Promise((r) => server.once("exit", r));
      }
      fs.closeSync(logFile);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
