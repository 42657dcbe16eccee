import { describe, expect, it } from "vitest";
import { migrationDatabase, migrationTags } from "../support/migration-database";

// Upgrading a database made before payments were kept one by one: applied to a database of its own,
// first up to the migration before payments (0017), with a paid and an unpaid invoice in it, then the rest.
const withDatabase = migrationDatabase();

describe("the migration to payments", () => {
  it("gives an invoice marked paid before one payment of its total, by its method on its paid date, and a balance of nothing", async () => {
    await withDatabase(async ({ pool, upTo: migrateUpTo, rest }) => {
      const tags = migrationTags();
      const upTo = tags.indexOf("0017_audit_customer") + 1;
      expect(upTo).toBe(18);
      expect(tags).toContain("0019_invoice_payment_method_in_payments");
      await migrateUpTo(upTo);

      const [{ id: customerId }] = (await pool.query<{ id: string }>(`insert into customers (name, phone, address) values ('Stables Livery', '01632 960101', 'The Stables, Newbury') returning id`)).rows;
      const [{ id: siteId }] = (await pool.query<{ id: string }>(`insert into customer_sites (customer_id, address) values ($1, 'The Stables, Newbury') returning id`, [customerId])).rows;
      const invoice = async (number: string, status: string, paidDate: string | null, method: string | null) =>
        (
          await pool.query<{ id: string }>(
            `insert into invoices (customer_id, site_id, invoice_number, status, subtotal_pence, vat_amount_pence, total_pence, issue_date, due_date, paid_date, payment_method)
             values ($1, $2, $3, $4, 226075, 45215, 271290, '2026-03-01', '2026-03-15', $5, $6) returning id`,
            [customerId, siteId, number, status, paidDate, method],
          )
        ).rows[0].id;
      const paid = await invoice("INV-90001", "paid", "2026-03-12", "cheque");
      const sent = await invoice("INV-90002", "sent", null, null);

      await rest();

      const payments = await pool.query(`select invoice_id, amount_pence, paid_on::text, method, voided_at from payments order by invoice_id`);
      expect(payments.rows).toEqual([{ invoice_id: paid, amount_pence: 271290, paid_on: "2026-03-12", method: "cheque", voided_at: null }]);
      const invoices = await pool.query(`select id, status, paid_pence, balance_pence, paid_date::text from invoices order by invoice_number`);
      expect(invoices.rows).toEqual([
        { id: paid, status: "paid", paid_pence: 271290, balance_pence: 0, paid_date: "2026-03-12" },
        { id: sent, status: "sent", paid_pence: 0, balance_pence: 271290, paid_date: null },
      ]);
      const columns = await pool.query(`select column_name from information_schema.columns where table_name = 'invoices' and column_name = 'payment_method'`);
      expect(columns.rows).toEqual([]);
    });
  });
});
