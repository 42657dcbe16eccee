DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "enquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "invoices_created_at_idx";--> statement-breakpoint
DROP INDEX "jobs_created_at_idx";--> statement-breakpoint
DROP INDEX "quotes_created_at_idx";--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at","id");