DROP INDEX "invoices_customer_id_idx";--> statement-breakpoint
DROP INDEX "jobs_customer_id_idx";--> statement-breakpoint
DROP INDEX "jobs_priority_idx";--> statement-breakpoint
DROP INDEX "quotes_customer_id_idx";--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_customer_id_idx" ON "jobs" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_priority_idx" ON "jobs" USING btree ("priority","status");--> statement-breakpoint
CREATE INDEX "quotes_customer_id_idx" ON "quotes" USING btree ("customer_id","created_at","id");