ALTER TYPE "public"."contract_status" ADD VALUE 'offered' BEFORE 'active';--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "accepted_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "accepted_by_user_id" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "accepted_ip" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_accepted_by_user_id_user_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_acceptance" CHECK (("contracts"."accepted_at" is null) = ("contracts"."accepted_name" is null));--> statement-breakpoint
-- hand-written below
-- A contract's audit entries are on its customer's timeline, as a quote's are: those written before
-- contracts were on it are given their customer.
UPDATE "audit_log" a SET "customer_id" = c."customer_id" FROM "contracts" c WHERE a."entity_type" = 'contract' AND a."entity_id" = c."id"::text AND a."customer_id" IS NULL;
