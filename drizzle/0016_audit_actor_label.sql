ALTER TABLE "audit_log" ADD COLUMN "actor_label" text;--> statement-breakpoint
CREATE INDEX "customers_postcode_idx" ON "customers" USING btree ("postcode");--> statement-breakpoint
-- Entries written before labels were kept take the account's name and address as they are now.
UPDATE "audit_log" SET "actor_label" = u."name" || ' <' || u."email" || '>' FROM "user" u WHERE u."id" = "audit_log"."actor_user_id";
