import { describe, expect, it } from "vitest";
import { migrationDatabase, migrationTags } from "../support/migration-database";

// Upgrading a database made before visits: every job with a date (and not cancelled) becomes one
// visit on that London day and time, for its hours (one when none), done when the job was completed.
const withDatabase = migrationDatabase();

describe("the migration to field work", () => {
  it("makes a visit from each dated job, at its London day and time, and none for an undated or cancelled job", async () => {
    await withDatabase(async ({ pool, upTo: migrateUpTo, rest }) => {
      const tags = migrationTags();
      const upTo = tags.indexOf("0020_field_work");
      expect(upTo).toBeGreaterThan(0);
      await migrateUpTo(upTo);

      const [{ id: customerId }] = (await pool.query<{ id: string }>(`insert into customers (name, phone, address) values ('Mill House', '01632 960102', 'Mill Lane, Newbury') returning id`)).rows;
      const [{ id: siteId }] = (await pool.query<{ id: string }>(`insert into customer_sites (customer_id, address) values ($1, 'Mill Lane, Newbury') returning id`, [customerId])).rows;
      const job = async (title: string, status: string, scheduledDate: string | null, hours: string | null) =>
        (
          await pool.query<{ id: string }>(
            `insert into jobs (customer_id, site_id, title, service_type, status, scheduled_date, estimated_duration, location_address)
             values ($1, $2, $3, 'drain_unblocking', $4, $5, $6, 'Mill Lane') returning id`,
            [customerId, siteId, title, status, scheduledDate, hours],
          )
        ).rows[0].id;
      // 09:30 in London in summer is 08:30 UTC.
      const summer = await job("Summer job", "scheduled", "2026-07-01T08:30:00Z", "1.5");
      const finished = await job("Finished job", "completed", "2026-01-15T14:00:00Z", null);
      await job("Undated job", "enquiry", null, null);
      await job("Cancelled job", "cancelled", "2026-02-01T10:00:00Z", "2");

      await rest();

      const visits = await pool.query(`select job_id, day::text, start_minute, duration_minutes, status::text, version from visits order by day`);
      expect(visits.rows).toEqual([
        { job_id: finished, day: "2026-01-15", start_minute: 14 * 60, duration_minutes: 60, status: "done", version: 1 },
        { job_id: summer, day: "2026-07-01", start_minute: 9 * 60 + 30, duration_minutes: 90, status: "scheduled", version: 1 },
      ]);
      expect((await pool.query(`select count(*)::int n from visit_engineers`)).rows).toEqual([{ n: 0 }]);
    });
  });
});
