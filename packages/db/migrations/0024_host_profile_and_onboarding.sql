ALTER TABLE "agents" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "agents" SET "onboarded_at" = "created_at";
