import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";

/**
 * Empty databases on the test cluster for a test file that needs more than its own (a backup
 * restored into a new one, say): `newDatabase()` makes one and gives its address; every one made is
 * dropped when the file's tests end.
 */
export function scratchDatabases(prefix: string) {
  const adminUrl = inject("pgAdminUrl");
  const created: string[] = [];

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  return async function newDatabase() {
    const name = `${prefix}_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
}
