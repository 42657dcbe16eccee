-- Substring search over the back office's lists ("contains", ILIKE '%...%') through trigram indexes,
-- so that a search reads the matching rows instead of every row (docs/decisions/0050).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_phone_digits_trgm_idx" ON "customers" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_quote_number_trgm_idx" ON "quotes" USING gin ("quote_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_invoice_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);
