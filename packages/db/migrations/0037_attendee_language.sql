ALTER TABLE "attendees" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "language" text DEFAULT 'BROWSER' NOT NULL;