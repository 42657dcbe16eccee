CREATE TYPE "public"."drain_use" AS ENUM('foul', 'surface', 'combined');--> statement-breakpoint
CREATE TYPE "public"."serviceability_grade" AS ENUM('A', 'B', 'C');--> statement-breakpoint
CREATE TYPE "public"."survey_direction" AS ENUM('downstream', 'upstream');--> statement-breakpoint
CREATE TYPE "public"."survey_purpose" AS ENUM('pre_purchase', 'blockage', 'insurance_claim', 'pre_repair', 'post_repair');--> statement-breakpoint
CREATE TYPE "public"."survey_status" AS ENUM('draft', 'complete');--> statement-breakpoint
CREATE TABLE "survey_observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"distance_m" numeric(7, 2) NOT NULL,
	"code" text NOT NULL,
	"clock_from" smallint,
	"clock_to" smallint,
	"percentage" smallint,
	"dimension_mm" integer,
	"continuous_end_m" numeric(7, 2),
	"remark" text,
	"photo_media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_observations_clock" CHECK (("survey_observations"."clock_from" is null or "survey_observations"."clock_from" between 1 and 12) and ("survey_observations"."clock_to" is null or "survey_observations"."clock_to" between 1 and 12)),
	CONSTRAINT "survey_observations_percentage" CHECK ("survey_observations"."percentage" is null or "survey_observations"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "survey_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"description" text NOT NULL,
	"position_m" numeric(7, 2),
	"price_book_item_id" uuid NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"from_point" text NOT NULL,
	"to_point" text NOT NULL,
	"direction" "survey_direction" NOT NULL,
	"material" text,
	"shape" text,
	"diameter_mm" integer,
	"use" "drain_use" NOT NULL,
	"length_surveyed_m" numeric(7, 2) NOT NULL,
	"abandoned_reason" text,
	"structural_grade" smallint DEFAULT 1 NOT NULL,
	"service_grade" smallint DEFAULT 1 NOT NULL,
	"serviceability" "serviceability_grade" DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_runs_length" CHECK ("survey_runs"."length_surveyed_m" > 0),
	CONSTRAINT "survey_runs_grades" CHECK ("survey_runs"."structural_grade" between 1 and 5 and "survey_runs"."service_grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"survey_date" date NOT NULL,
	"purpose" "survey_purpose" NOT NULL,
	"weather" text,
	"equipment" text,
	"surveyor_user_id" text,
	"status" "survey_status" DEFAULT 'draft' NOT NULL,
	"video_url" text,
	"quote_id" uuid,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_observations" ADD CONSTRAINT "survey_observations_run_id_survey_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."survey_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_observations" ADD CONSTRAINT "survey_observations_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recommendations" ADD CONSTRAINT "survey_recommendations_run_id_survey_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."survey_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recommendations" ADD CONSTRAINT "survey_recommendations_price_book_item_id_price_book_items_id_fk" FOREIGN KEY ("price_book_item_id") REFERENCES "public"."price_book_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_runs" ADD CONSTRAINT "survey_runs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_surveyor_user_id_user_id_fk" FOREIGN KEY ("surveyor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_observations_run_idx" ON "survey_observations" USING btree ("run_id","distance_m");--> statement-breakpoint
CREATE INDEX "survey_observations_photo_idx" ON "survey_observations" USING btree ("photo_media_id");--> statement-breakpoint
CREATE INDEX "survey_recommendations_run_idx" ON "survey_recommendations" USING btree ("run_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_recommendations_item_idx" ON "survey_recommendations" USING btree ("price_book_item_id");--> statement-breakpoint
CREATE INDEX "survey_runs_survey_idx" ON "survey_runs" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "surveys_job_id_idx" ON "surveys" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at","id");