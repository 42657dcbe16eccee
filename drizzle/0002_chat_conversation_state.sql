ALTER TABLE "chat_conversations" ADD COLUMN "state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "ip" text;