ALTER TABLE "audit_log" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id","entity_type","created_at","id");--> statement-breakpoint
-- Entries written before: the customer of the record each is about, where the record is still there.
UPDATE "audit_log" a SET "customer_id" = c."id" FROM "customers" c WHERE a."entity_type" = 'customer' AND a."entity_id" = c."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "customer_id" = r."customer_id" FROM "jobs" r WHERE a."entity_type" = 'job' AND a."entity_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "customer_id" = r."customer_id" FROM "quotes" r WHERE a."entity_type" = 'quote' AND a."entity_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "customer_id" = r."customer_id" FROM "invoices" r WHERE a."entity_type" = 'invoice' AND a."entity_id" = r."id"::text;
