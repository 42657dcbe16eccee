-- hand-written below
-- The invoices waiting for payment by due date now hold what is owed on each: the reminder sweep
-- finds those due from this index, and the dashboard's outstanding and overdue cards are counted and
-- summed from it alone. Written with the statuses an unpaid invoice is not (as before), so that an
-- upgrade from before the "partly paid" status, in one transaction, does not name that new value.
DROP INDEX IF EXISTS "invoices_unpaid_due_idx";--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") INCLUDE ("balance_pence") WHERE "status" NOT IN ('draft', 'paid', 'cancelled');
