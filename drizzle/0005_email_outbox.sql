ALTER TABLE "email_log" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;