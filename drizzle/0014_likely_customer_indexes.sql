DROP INDEX "customers_email_idx";--> statement-breakpoint
DROP INDEX "customers_phone_digits_idx";--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"),"created_at","id");--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10),"created_at","id");