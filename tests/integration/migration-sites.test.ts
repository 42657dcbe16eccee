import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder } from "~/db/migrate.server";

// Upgrading a database made before sites existed: applied to a database of its own, first up to the
// migration before sites, with records in it, then the rest.
const adminUrl = inject("pgAdminUrl");
const name = `m_${randomBytes(6).toString("hex")}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

/** A migrations folder holding only the first `count` migrations of the project's. */
function firstMigrations(count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  for (const entry of journal.entries.slice(0, count)) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

afterAll(async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
});

describe("the migration to sites", () => {
  it("gives every customer a first site at their address and keeps every job, quote and invoice on it", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: url.toString() });
    try {
      const db = drizzle(pool);
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
      const beforeSites = journal.entries.findIndex((e) => e.tag.includes("customer_sites"));
      expect(beforeSites).toBeGreaterThan(0);
      await migrate(db, { migrationsFolder: firstMigrations(beforeSites) });

      const customers = await pool.query<{ id: string }>(
        `insert into customers (name, phone, address, postcode) values
           ('Ann Archer', '01632 960001', '1 Ash Road, Newbury', 'RG14 1AA'),
           ('Ben Baker', '01632 960002', '2 Birch Road, Reading', null)
         returning id`,
      );
      const [ann, ben] = customers.rows.map((r) => r.id);
      for (const [customer, n] of [[ann, 1], [ann, 2], [ben, 3]] as const) {
        const job = await pool.query<{ id: string }>(
          `insert into jobs (customer_id, title, service_type, location_address) values ($1, 'Job ${n}', 'drain_cleaning', 'Somewhere ${n}') returning id`,
          [customer],
        );
        await pool.query(`insert into quotes (customer_id, job_id, quote_number, service_type) values ($1, $2, 'Q-9000${n}', 'drain_cleaning')`, [customer, job.rows[0].id]);
        await pool.query(`insert into invoices (customer_id, job_id, invoice_number) values ($1, $2, 'INV-9000${n}')`, [customer, job.rows[0].id]);
      }

      await migrate(db, { migrationsFolder });

      const sites = await pool.query<{ customer_id: string; address: string; postcode: string | null }>("select customer_id, address, postcode from customer_sites order by address");
      expect(sites.rows).toEqual([
        { customer_id: ann, address: "1 Ash Road, Newbury", postcode: "RG14 1AA" },
        { customer_id: ben, address: "2 Birch Road, Reading", postcode: null },
      ]);
      for (const table of ["jobs", "quotes", "invoices"]) {
        const rows = await pool.query<{ n: number; wrong: number }>(
          `select count(*)::int n, count(*) filter (where s.customer_id is distinct from t.customer_id)::int wrong from ${table} t left join customer_sites s on s.id = t.site_id`,
        );
        expect(rows.rows[0], table).toEqual({ n: 3, wrong: 0 });
      }
    } finally {
      await pool.end();
    }
  });
});
