import { describe, expect, it } from "vitest";
import { migrationDatabase, migrationTags } from "../support/migration-database";

// Upgrading a database made before sites existed: applied to a database of its own, first up to the
// migration before sites, with records in it, then the rest.
const withDatabase = migrationDatabase();

describe("the migration to sites", () => {
  it("gives every customer a first site at their address and keeps every job, quote and invoice on it", async () => {
    await withDatabase(async ({ pool, upTo, rest }) => {
      const beforeSites = migrationTags().findIndex((tag) => tag.includes("customer_sites"));
      expect(beforeSites).toBeGreaterThan(0);
      await upTo(beforeSites);

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

      await rest();

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
    });
  });
});
