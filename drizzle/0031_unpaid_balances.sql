-- hand-written below
-- The invoices waiting for payment (sent, partly paid or overdue) by due date, with what is owed on
-- each: the dashboard's outstanding and overdue cards are counted and summed from this index alone.
CREATE INDEX "invoices_unpaid_balance_idx" ON "invoices" USING btree ("due_date") INCLUDE ("balance_pence") WHERE "status" IN ('sent', 'partly_paid', 'overdue');
