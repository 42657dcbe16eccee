import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { seedDemoData } from "~/db/seed.server";
import { submitEnquiry } from "~/features/enquiries/enquiries.server";
import { systemActor } from "~/lib/actor";
import { BackupError, backupDatabase, restoreDatabase } from "../../scripts/lib/backup";
import { removeTempDir, tempDir } from "../../scripts/lib/server-process";
import { scratchDatabases } from "../support/scratch-databases";

const dir = tempDir("drainage-backup-");

const newDatabase = scratchDatabases("restore");

/** Every table of the application, and the queue's waiting jobs: row count and a checksum of the rows. */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
    );
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      // Compared without their serial ids: drizzle's migration log is written again by the restore.
      const row = name === "drizzle.__drizzle_migrations" ? "(t.hash, t.created_at)" : "t";
      const { rows } = await client.query<{ n: string; md5: string }>(
        `select count(*) as n, md5(coalesce(string_agg(${row}::text, E'\\n' order by ${row}::text), '')) as md5 from ${name} t`,
      );
      out[name] = { rows: Number(rows[0].n), md5: rows[0].md5 };
    }
    const { rows: jobs } = await client.query<{ n: string; md5: string }>(
      `select count(*) as n, md5(coalesce(string_agg(id::text || name || data::text, ',' order by id), '')) as md5
         from pgboss.job where state < 'completed' and name not like '\\_\\_pgboss%'`,
    );
    out["pgboss.job (waiting)"] = { rows: Number(jobs[0].n), md5: jobs[0].md5 };
    return out;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  removeTempDir(dir);
});

describe("backup and restore", () => {
  it("round-trips every table: same row counts and checksums in a fresh database", async () => {
    const source = process.env.DATABASE_URL!;
    await seedDemoData(getDb());
    // An enquiry whose notification e-mail is still waiting in the queue: pending work is kept too.
    const enquiry = await submitEnquiry({
      actor: systemActor("contact form"),
      ip: "192.0.2.10",
      input: {
        firstName: "Backup",
        lastName: "Check",
        phone: "01632 960 321",
        email: "backup.check@example.com",
        service: "Drain Cleaning",
        message: "Quote for a drain clean, please — with a tab\there and a backslash \\ too.",
      },
    });
    expect(enquiry.ok).toBe(true);

    const before = await fingerprint(source);
    expect(before["public.customers"].rows).toBeGreaterThan(0);
    expect(before["public.enquiries"].rows).toBeGreaterThan(0);
    // Customers' sites (more than one for some) and contacts are in the backup with them.
    expect(before["public.customer_sites"].rows).toBeGreaterThan(before["public.customers"].rows);
    expect(before["public.customer_contacts"].rows).toBeGreaterThan(0);
    expect(before["pgboss.job (waiting)"].rows).toBeGreaterThan(0);

    const file = path.join(dir, "one.backup.gz");
    const made = await backupDatabase(source, file);
    expect(made.rows).toBe(Object.entries(before).reduce((n, [t, v]) => (t.startsWith("drizzle.") ? n : n + v.rows), 0));

    const target = await newDatabase();
    const restored = await restoreDatabase(target, file);
    expect(restored.rows).toBe(made.rows);
    expect(await fingerprint(target)).toEqual(before);
  });

  it("refuses a database that is not empty, unless told to replace its contents", async () => {
    const file = path.join(dir, "two.backup.gz");
    await backupDatabase(process.env.DATABASE_URL!, file);
    const target = await newDatabase();
    await restoreDatabase(target, file);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query(
      `insert into enquiries (source, first_name, last_name, phone, email, service, message) values ('contact_form', 'Extra', 'Row', '01632960000', 'x@example.com', 'Drain Cleaning', 'Added after the restore')`,
    );
    await client.end();
    const expected = await fingerprint(target);

    const refused = await restoreDatabase(target, file).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/not empty.*--replace/s);
    expect(await fingerprint(target)).toEqual(expected);

    await restoreDatabase(target, file, { replace: true });
    expect(await fingerprint(target)).toEqual(await fingerprint(process.env.DATABASE_URL!));
  });

  it("refuses a truncated file and leaves the database empty of rows", async () => {
    const file = path.join(dir, "three.backup.gz");
    await backupDatabase(process.env.DATABASE_URL!, file);
    const whole = (await import("node:zlib")).gunzipSync(fs.readFileSync(file)).toString("utf8");
    const cut = path.join(dir, "cut.backup.gz");
    fs.writeFileSync(cut, (await import("node:zlib")).gzipSync(whole.slice(0, Math.floor(whole.length * 0.6))));
    const target = await newDatabase();
    const refused = await restoreDatabase(target, cut).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/truncated/);
    const counts = await fingerprint(target);
    expect(counts["public.customers"].rows).toBe(0);
  });
});
