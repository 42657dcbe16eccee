CREATE TABLE "portal_sign_ups" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_sign_ups" ADD CONSTRAINT "portal_sign_ups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));