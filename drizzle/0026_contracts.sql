CREATE TYPE "public"."contract_billing" AS ENUM('per_visit', 'per_period_in_advance', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."contract_frequency" AS ENUM('monthly', 'quarterly', 'six_monthly', 'yearly', 'every_n_weeks');--> statement-breakpoint
CREATE TYPE "public"."contract_invoice_mode" AS ENUM('draft', 'send');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('draft', 'active', 'paused', 'cancelled', 'ended');--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"travel_buffer_minutes" smallint DEFAULT 30 NOT NULL,
	"lead_minutes" smallint DEFAULT 120 NOT NULL,
	"confirm_at_once" boolean DEFAULT false NOT NULL,
	"durations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_buffer" CHECK ("booking_settings"."travel_buffer_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "contract_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"visit_id" uuid,
	"invoice_id" uuid,
	"invoiced" boolean DEFAULT false NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_services" (
	"contract_id" uuid NOT NULL,
	"price_book_item_id" uuid NOT NULL,
	CONSTRAINT "contract_services_contract_id_price_book_item_id_pk" PRIMARY KEY("contract_id","price_book_item_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"title" text NOT NULL,
	"frequency" "contract_frequency" NOT NULL,
	"interval_weeks" smallint,
	"start_date" date NOT NULL,
	"term_months" smallint DEFAULT 12 NOT NULL,
	"price_pence" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 2000 NOT NULL,
	"billing" "contract_billing" DEFAULT 'per_visit' NOT NULL,
	"invoice_mode" "contract_invoice_mode" DEFAULT 'draft' NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"usual_engineer_id" text,
	"visit_start_minute" smallint DEFAULT 540 NOT NULL,
	"visit_duration_minutes" smallint DEFAULT 120 NOT NULL,
	"status" "contract_status" DEFAULT 'draft' NOT NULL,
	"notes" text,
	"job_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_price" CHECK ("contracts"."price_pence" >= 0),
	CONSTRAINT "contracts_term" CHECK ("contracts"."term_months" between 1 and 120),
	CONSTRAINT "contracts_interval" CHECK ("contracts"."frequency" <> 'every_n_weeks' or "contracts"."interval_weeks" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "contract_occurrences" ADD CONSTRAINT "contract_occurrences_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_occurrences" ADD CONSTRAINT "contract_occurrences_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_occurrences" ADD CONSTRAINT "contract_occurrences_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_services" ADD CONSTRAINT "contract_services_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_services" ADD CONSTRAINT "contract_services_price_book_item_id_price_book_items_id_fk" FOREIGN KEY ("price_book_item_id") REFERENCES "public"."price_book_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_site_id_customer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_usual_engineer_id_user_id_fk" FOREIGN KEY ("usual_engineer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_occurrences_contract_due_key" ON "contract_occurrences" USING btree ("contract_id","due_date");--> statement-breakpoint
CREATE INDEX "contract_occurrences_visit_idx" ON "contract_occurrences" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "contract_occurrences_invoice_idx" ON "contract_occurrences" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");--> statement-breakpoint
-- hand-written below
CREATE INDEX "visits_tentative_day_idx" ON "visits" ("day", "start_minute") WHERE "tentative";
