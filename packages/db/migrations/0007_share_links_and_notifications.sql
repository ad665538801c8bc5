CREATE TABLE "notification_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"attendee_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"offset_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"link" text NOT NULL,
	"type" text NOT NULL,
	"event_id" uuid,
	"form_id" uuid,
	"limit" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone,
	"pre_fill" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"redirects" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_used_within_limit" CHECK ("share_links"."limit" = 0 or "share_links"."used" <= "share_links"."limit")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_log_once_key" ON "notification_log" USING btree ("meeting_id","attendee_id","kind","channel","offset_minutes","due_at");--> statement-breakpoint
CREATE INDEX "notification_log_due_idx" ON "notification_log" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_link_key" ON "share_links" USING btree ("link");--> statement-breakpoint
CREATE INDEX "share_links_app_event_idx" ON "share_links" USING btree ("app_id","event_id");