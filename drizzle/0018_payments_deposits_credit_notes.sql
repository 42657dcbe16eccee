CREATE TYPE "public"."credit_note_status" AS ENUM('draft', 'issued');--> statement-breakpoint
CREATE TYPE "public"."credit_settlement" AS ENUM('balance', 'refund');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('standard', 'deposit');--> statement-breakpoint
CREATE TYPE "public"."payment_source" AS ENUM('office', 'engineer', 'online');--> statement-breakpoint
CREATE TYPE "public"."response_method" AS ENUM('phone', 'paper', 'in_person', 'email');--> statement-breakpoint
CREATE TYPE "public"."send_channel" AS ENUM('email', 'by_hand', 'post', 'phone');--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'partly_paid' BEFORE 'paid';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'other';--> statement-breakpoint
CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_note_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"line_total_pence" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 2000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"credit_note_number" text NOT NULL,
	"status" "credit_note_status" DEFAULT 'draft' NOT NULL,
	"vat_rate_bp" integer DEFAULT 2000 NOT NULL,
	"subtotal_pence" integer DEFAULT 0 NOT NULL,
	"vat_amount_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer DEFAULT 0 NOT NULL,
	"issue_date" date DEFAULT (now() at time zone 'Europe/London')::date NOT NULL,
	"reason" text,
	"settlement" "credit_settlement" DEFAULT 'balance' NOT NULL,
	"refund_method" "payment_method",
	"refund_reference" text,
	"refunded_on" date,
	"notes" text,
	"sent_at" timestamp with time zone,
	"sent_via" "send_channel",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text,
	"note" text,
	"source" "payment_source" DEFAULT 'office' NOT NULL,
	"recorded_by_user_id" text,
	"recorded_by_label" text NOT NULL,
	"stripe_session_id" text,
	"voided_at" timestamp with time zone,
	"voided_by_user_id" text,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "vat_rate_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_via" "send_channel";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" "invoice_kind" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supply_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposits_deducted_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "balance_pence" integer GENERATED ALWAYS AS (total_pence - deposits_deducted_pence - paid_pence - credited_pence) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "vat_rate_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "response_method" "response_method";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_percent_bp" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_amount_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_via" "send_channel";--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_site_id_customer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_user_id_user_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_items_credit_note_id_idx" ON "credit_note_items" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "credit_notes_customer_id_idx" ON "credit_notes" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_site_id_idx" ON "credit_notes" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "credit_notes_status_idx" ON "credit_notes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "credit_notes_created_at_idx" ON "credit_notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","paid_on","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_session_idx" ON "payments" USING btree ("stripe_session_id");--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_user_id_idx" ON "customer_contacts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_not_negative" CHECK (total_pence - deposits_deducted_pence - paid_pence - credited_pence >= 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_one_deposit_kind" CHECK ("quotes"."deposit_percent_bp" IS NULL OR "quotes"."deposit_amount_pence" IS NULL);--> statement-breakpoint
-- Lines written before carry their document's rate.
UPDATE "quote_items" i SET "vat_rate_bp" = q."vat_rate_bp" FROM "quotes" q WHERE i."quote_id" = q."id";--> statement-breakpoint
UPDATE "invoice_items" i SET "vat_rate_bp" = v."vat_rate_bp" FROM "invoices" v WHERE i."invoice_id" = v."id";--> statement-breakpoint
-- Everything sent before was e-mailed.
UPDATE "quotes" SET "sent_via" = 'email' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "sent_via" = 'email' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
-- An invoice marked paid before was paid in full on its paid date by the method recorded then: one payment each.
INSERT INTO "payments" ("invoice_id", "amount_pence", "paid_on", "method", "recorded_by_label", "created_at")
  SELECT "id", "total_pence", coalesce("paid_date", "issue_date"), coalesce("payment_method", 'bank_transfer'), 'Marked paid', "updated_at"
  FROM "invoices" WHERE "status" = 'paid' AND "total_pence" > 0;--> statement-breakpoint
UPDATE "invoices" SET "paid_pence" = "total_pence" WHERE "status" = 'paid';
