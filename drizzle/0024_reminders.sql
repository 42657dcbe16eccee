CREATE TYPE "public"."reminder_subject" AS ENUM('quote', 'invoice', 'visit', 'payment');--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"contact_id" uuid,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_opt_outs_one_of" CHECK (num_nonnulls("reminder_opt_outs"."customer_id", "reminder_opt_outs"."contact_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"stage" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"days" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_days_range" CHECK ("reminder_settings"."days" is null or "reminder_settings"."days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" "reminder_subject" NOT NULL,
	"document_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"customer_id" uuid,
	"email_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_contact_id_customer_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."customer_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_email_id_email_log_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_opt_outs_customer_idx" ON "reminder_opt_outs" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_opt_outs_contact_idx" ON "reminder_opt_outs" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_once_idx" ON "sent_reminders" USING btree ("subject","document_id","stage");--> statement-breakpoint
CREATE INDEX "sent_reminders_sent_at_idx" ON "sent_reminders" USING btree ("sent_at");--> statement-breakpoint
-- hand-written below
-- The reminder sweep's searches, each on a partial index of just what can be due: unpaid invoices by
-- due date, quotes awaiting an answer by when they were sent, payments not recorded by the office by
-- when they were recorded (their automatic receipt).
CREATE INDEX IF NOT EXISTS "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE "status" NOT IN ('draft', 'paid', 'cancelled');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_awaiting_sent_at_idx" ON "quotes" USING btree ("sent_at") WHERE "status" = 'sent';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_receipt_due_idx" ON "payments" USING btree ("created_at") WHERE "source" <> 'office' AND "voided_at" IS NULL;
