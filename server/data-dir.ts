import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Take the data directory for this process. A second server on the same directory gets a
 * DataDirInUseError naming it, and touches nothing. A lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dir} is already in use by another server (pid ${owner}). ` +
            `Stop that server or choose another DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}.`);
}

type Secrets = { betterAuthSecret: string; postgresPassword: string };

/** Secrets generated once into the data directory and reused on every start. */
export function loadSecrets(dir: string): Secrets {
  const file = path.join(dir, "secrets.json");
  fs.mkdirSync(dir, { recursive: true });
  if (fs.existsSync(file)) {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets;
  }
  const secrets: Secrets = {
    betterAuthSecret: randomBytes(32).toString("base64url"),
    postgresPassword: randomBytes(18).toString("base64url"),
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
