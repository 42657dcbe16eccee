CREATE TYPE "public"."media_kind" AS ENUM('photo', 'signature');--> statement-breakpoint
CREATE TYPE "public"."photo_phase" AS ENUM('before', 'after', 'other');--> statement-breakpoint
CREATE TYPE "public"."satisfaction" AS ENUM('very_satisfied', 'satisfied', 'not_satisfied');--> statement-breakpoint
CREATE TYPE "public"."sheet_line_kind" AS ENUM('material', 'labour');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('scheduled', 'on_the_way', 'on_site', 'paused', 'done', 'could_not_attend');--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'office';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'engineer';--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checklist_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_type" "service_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineer_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineer_hours" (
	"user_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "engineer_hours_user_id_weekday_pk" PRIMARY KEY("user_id","weekday"),
	CONSTRAINT "engineer_hours_weekday" CHECK ("engineer_hours"."weekday" between 1 and 7),
	CONSTRAINT "engineer_hours_range" CHECK ("engineer_hours"."start_minute" >= 0 and "engineer_hours"."start_minute" < "engineer_hours"."end_minute" and "engineer_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "media_kind" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea",
	"thumb_bytes" "bytea",
	"storage_key" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_stored_somewhere" CHECK ("media"."bytes" is not null or "media"."storage_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "offline_actions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"visit_id" uuid,
	"action" text NOT NULL,
	"status" smallint NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"accepted_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" text
);
--> statement-breakpoint
CREATE TABLE "visit_engineers" (
	"visit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "visit_engineers_visit_id_user_id_pk" PRIMARY KEY("visit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"kind" "sheet_line_kind" DEFAULT 'material' NOT NULL,
	"price_book_item_id" uuid,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 2000 NOT NULL,
	"added_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_lines_quantity" CHECK ("visit_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "visit_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"phase" "photo_phase" DEFAULT 'other' NOT NULL,
	"caption" text,
	"shareable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_minute" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"status" "visit_status" DEFAULT 'scheduled' NOT NULL,
	"could_not_attend_reason" text,
	"tentative" boolean DEFAULT false NOT NULL,
	"instructions" text,
	"work_done" text,
	"follow_up" boolean DEFAULT false NOT NULL,
	"follow_up_reason" text,
	"signed_name" text,
	"signature_media_id" uuid,
	"satisfaction" "satisfaction",
	"signed_at" timestamp with time zone,
	"on_the_way_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_start_minute" CHECK ("visits"."start_minute" between 0 and 1439),
	CONSTRAINT "visits_duration" CHECK ("visits"."duration_minutes" between 15 and 1440)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_days_off" ADD CONSTRAINT "engineer_days_off_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_hours" ADD CONSTRAINT "engineer_hours_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_actions" ADD CONSTRAINT "offline_actions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_actions" ADD CONSTRAINT "offline_actions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_accepted_user_id_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_items" ADD CONSTRAINT "visit_checklist_items_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_items" ADD CONSTRAINT "visit_checklist_items_done_by_user_id_user_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_engineers" ADD CONSTRAINT "visit_engineers_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_engineers" ADD CONSTRAINT "visit_engineers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_price_book_item_id_price_book_items_id_fk" FOREIGN KEY ("price_book_item_id") REFERENCES "public"."price_book_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_lines" ADD CONSTRAINT "visit_lines_added_by_user_id_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_added_by_user_id_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_signature_media_id_media_id_fk" FOREIGN KEY ("signature_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checklist_template_items_service_idx" ON "checklist_template_items" USING btree ("service_type","position");--> statement-breakpoint
CREATE UNIQUE INDEX "engineer_days_off_user_day_key" ON "engineer_days_off" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "engineer_days_off_day_idx" ON "engineer_days_off" USING btree ("day");--> statement-breakpoint
CREATE INDEX "offline_actions_user_idx" ON "offline_actions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_hash_key" ON "staff_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invites_email_idx" ON "staff_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "visit_checklist_items_visit_idx" ON "visit_checklist_items" USING btree ("visit_id","position");--> statement-breakpoint
CREATE INDEX "visit_engineers_user_id_idx" ON "visit_engineers" USING btree ("user_id","visit_id");--> statement-breakpoint
CREATE INDEX "visit_lines_visit_idx" ON "visit_lines" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "visit_photos_visit_idx" ON "visit_photos" USING btree ("visit_id","position");--> statement-breakpoint
CREATE INDEX "visit_photos_media_idx" ON "visit_photos" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "visits_job_id_idx" ON "visits" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "visits_day_start_idx" ON "visits" USING btree ("day","start_minute");--> statement-breakpoint
CREATE INDEX "visits_status_idx" ON "visits" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_id_key" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
-- Every job already given a date gets that date as its first visit (no engineer yet); a cancelled job none.
INSERT INTO "visits" ("job_id", "day", "start_minute", "duration_minutes", "status")
SELECT "id",
  ("scheduled_date" AT TIME ZONE 'Europe/London')::date,
  (extract(hour FROM "scheduled_date" AT TIME ZONE 'Europe/London') * 60 + extract(minute FROM "scheduled_date" AT TIME ZONE 'Europe/London'))::smallint,
  greatest(15, least(1440, round(coalesce("estimated_duration", 1) * 60)))::smallint,
  (CASE WHEN "status" = 'completed' THEN 'done' ELSE 'scheduled' END)::"visit_status"
FROM "jobs"
WHERE "scheduled_date" IS NOT NULL AND "status" <> 'cancelled';--> statement-breakpoint
-- The checklists the firm starts with, one per service type; the office edits them.
INSERT INTO "checklist_template_items" ("service_type", "position", "label") VALUES
  ('drain_cleaning', 1, 'Pre-clean CCTV'), ('drain_cleaning', 2, 'Jet the line'), ('drain_cleaning', 3, 'Post-clean CCTV'), ('drain_cleaning', 4, 'Site left clean'),
  ('drain_unblocking', 1, 'Blockage located'), ('drain_unblocking', 2, 'Blockage cleared'), ('drain_unblocking', 3, 'Flow tested with water'), ('drain_unblocking', 4, 'Site left clean'),
  ('cctv_survey', 1, 'Access covers lifted'), ('cctv_survey', 2, 'Every run surveyed'), ('cctv_survey', 3, 'Observations and photos recorded'), ('cctv_survey', 4, 'Covers replaced, site left clean'),
  ('drain_repairs', 1, 'Pre-repair CCTV'), ('drain_repairs', 2, 'Repair made'), ('drain_repairs', 3, 'Post-repair CCTV'), ('drain_repairs', 4, 'Site left clean'),
  ('drainage_maintenance', 1, 'Chambers inspected'), ('drainage_maintenance', 2, 'Lines jetted'), ('drainage_maintenance', 3, 'Grease trap or interceptor checked'), ('drainage_maintenance', 4, 'Site left clean'),
  ('emergency_callout', 1, 'Made safe'), ('emergency_callout', 2, 'Blockage cleared'), ('emergency_callout', 3, 'Flow tested with water'), ('emergency_callout', 4, 'Site left clean');
