-- Custom SQL migration file, put your code below! --
-- hand-written below
-- The lists' filters by area: a site's postcode district (as worked out in list-filters.server.ts)
-- and a town anywhere in its address.
CREATE INDEX IF NOT EXISTS "customer_sites_district_idx" ON "customer_sites" USING btree ((left(upper(replace("postcode", ' ', '')), -3)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_sites_address_trgm_idx" ON "customer_sites" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
-- The lists' and reports' filters by service.
CREATE INDEX IF NOT EXISTS "jobs_service_type_idx" ON "jobs" USING btree ("service_type", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_service_type_idx" ON "quotes" USING btree ("service_type", "created_at", "id");--> statement-breakpoint
-- The reports: quotes by the month they were sent, invoices by the month they were issued.
CREATE INDEX IF NOT EXISTS "quotes_sent_at_idx" ON "quotes" USING btree ("sent_at");
