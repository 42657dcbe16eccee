import { describe, expect, it } from "vitest";
import { migrationDatabase, migrationTags } from "../support/migration-database";

// Upgrading a database made before contracts were offered and accepted: every contract keeps its
// status, with nothing offered or accepted, and its earlier audit entries join its customer's timeline.
const withDatabase = migrationDatabase();

describe("the migration to contract acceptance", () => {
  it("keeps each contract as it was and gives its audit entries its customer", async () => {
    await withDatabase(async ({ pool, upTo: migrateUpTo, rest }) => {
      const upTo = migrationTags().indexOf("0030_contract_acceptance");
      expect(upTo).toBeGreaterThan(0);
      await migrateUpTo(upTo);

      const one = async (sql: string, params: unknown[] = []) => (await pool.query<{ id: string }>(sql, params)).rows[0].id;
      const customerId = await one(`insert into customers (name, phone, address) values ('The Plough', '01632 960102', 'Broadway, Thatcham') returning id`);
      const siteId = await one(`insert into customer_sites (customer_id, address) values ($1, 'Broadway, Thatcham') returning id`, [customerId]);
      const contractId = await one(
        `insert into contracts (customer_id, site_id, title, frequency, start_date, price_pence, status) values ($1, $2, 'Grease trap', 'quarterly', '2026-11-02', 18500, 'active') returning id`,
        [customerId, siteId],
      );
      await pool.query(`insert into audit_log (action, entity_type, entity_id, changes) values ('create', 'contract', $1, '{}'), ('activate_contract', 'contract', $1, '{}'), ('publish', 'blog_post', 'post-1', '{}')`, [contractId]);

      await rest();

      const contract = await pool.query(`select status::text, terms, offered_at, accepted_at, accepted_name, accepted_by_user_id from contracts where id = $1`, [contractId]);
      expect(contract.rows).toEqual([{ status: "active", terms: null, offered_at: null, accepted_at: null, accepted_name: null, accepted_by_user_id: null }]);
      const entries = await pool.query(`select entity_type, customer_id from audit_log order by entity_type, action`);
      expect(entries.rows).toEqual([
        { entity_type: "blog_post", customer_id: null },
        { entity_type: "contract", customer_id: customerId },
        { entity_type: "contract", customer_id: customerId },
      ]);
      // The new status is there to use, and an acceptance needs its name.
      await pool.query(`update contracts set status = 'offered', offered_at = now() where id = $1`, [contractId]);
      await expect(pool.query(`update contracts set accepted_at = now() where id = $1`, [contractId])).rejects.toThrow(/contracts_acceptance/);
    });
  });
});
