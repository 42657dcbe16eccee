CREATE TYPE "public"."contact_role" AS ENUM('owner', 'tenant', 'agent', 'accounts', 'site_manager', 'other');--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" "contact_role" DEFAULT 'other' NOT NULL,
	"phone" text,
	"email" text,
	"receives_documents" boolean DEFAULT false NOT NULL,
	"receives_visit_notices" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"merged_id" uuid PRIMARY KEY NOT NULL,
	"kept_id" uuid NOT NULL,
	"merged_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"label" text,
	"address" text NOT NULL,
	"postcode" text,
	"what3words" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"access_notes" text,
	"contact_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "site_id" uuid;--> statement-breakpoint
-- Every customer's first site is made from the address on their record, and every job, quote and
-- invoice they have is at it.
INSERT INTO "customer_sites" ("customer_id", "address", "postcode", "created_at") SELECT "id", "address", "postcode", "created_at" FROM "customers";--> statement-breakpoint
UPDATE "jobs" SET "site_id" = s."id" FROM "customer_sites" s WHERE s."customer_id" = "jobs"."customer_id";--> statement-breakpoint
UPDATE "quotes" SET "site_id" = s."id" FROM "customer_sites" s WHERE s."customer_id" = "quotes"."customer_id";--> statement-breakpoint
UPDATE "invoices" SET "site_id" = s."id" FROM "customer_sites" s WHERE s."customer_id" = "invoices"."customer_id";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_kept_id_customers_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_merged_by_user_id_user_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sites" ADD CONSTRAINT "customer_sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sites" ADD CONSTRAINT "customer_sites_contact_id_customer_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."customer_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_contacts_email_idx" ON "customer_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_digits_idx" ON "customer_contacts" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "customer_merges_kept_idx" ON "customer_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE INDEX "customer_sites_customer_idx" ON "customer_sites" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_sites_contact_idx" ON "customer_sites" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "customer_sites_postcode_idx" ON "customer_sites" USING btree ("postcode");--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_customer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_site_id_customer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_site_id_customer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_log_customer_idx" ON "email_log" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_site_id_idx" ON "invoices" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jobs_site_id_idx" ON "jobs" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_site_id_idx" ON "quotes" USING btree ("site_id");