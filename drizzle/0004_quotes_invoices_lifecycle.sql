CREATE TYPE "public"."payment_method" AS ENUM('bank_transfer', 'card', 'cash', 'cheque');--> statement-breakpoint
CREATE TYPE "public"."response_via" AS ENUM('portal', 'staff');--> statement-breakpoint
CREATE TABLE "price_book_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 2000 NOT NULL,
	"service_type" "service_type",
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "invoice_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "payment_method" SET DATA TYPE "public"."payment_method" USING (CASE WHEN "payment_method" IS NULL THEN NULL WHEN lower(replace("payment_method", ' ', '_')) IN ('bank_transfer', 'card', 'cash', 'cheque') THEN lower(replace("payment_method", ' ', '_'))::"public"."payment_method" ELSE 'bank_transfer'::"public"."payment_method" END);--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "quote_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responded_via" "response_via";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responded_by_user_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "signed_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "responded_ip" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_subtotal_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_vat_amount_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_total_pence" integer;--> statement-breakpoint
CREATE INDEX "price_book_items_active_position_idx" ON "price_book_items" USING btree ("active","position");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_responded_by_user_id_user_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_responded_by_user_id_idx" ON "quotes" USING btree ("responded_by_user_id");