CREATE TABLE "available_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"weekly_schedule" jsonb NOT NULL,
	"timezone" text NOT NULL,
	"specific_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "available_hours_owner_key" UNIQUE("app_id","user_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_agents" (
	"event_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"is_organizer" boolean DEFAULT false NOT NULL,
	"available_hour_id" uuid,
	"custom_available_hour" jsonb,
	"mode" jsonb,
	CONSTRAINT "event_agents_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'SOLO' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"duration" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"team_id" text,
	"price_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"max_attendees_per_meet" integer DEFAULT 1 NOT NULL,
	"display_left_spots" boolean DEFAULT false NOT NULL,
	"allow_attendees_to_add_guests" boolean DEFAULT false NOT NULL,
	"guest_limit" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"allow_attendee_to_select_duration" boolean DEFAULT false NOT NULL,
	"allow_attendee_to_select_multiple_duration" boolean DEFAULT false NOT NULL,
	"available_duration" jsonb NOT NULL,
	"attendee_email_verification" boolean DEFAULT false NOT NULL,
	"allow_attendee_to_select_host" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"co_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modes" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"custom_available_hour" jsonb,
	"notifications" jsonb NOT NULL,
	"confirmation_page" jsonb NOT NULL,
	"appearance" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"terms_and_condition" jsonb NOT NULL,
	"booking_confirmation" jsonb NOT NULL,
	"timezone_preference" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "available_hours" ADD CONSTRAINT "available_hours_member_fk" FOREIGN KEY ("app_id","user_id") REFERENCES "public"."memberships"("workspace_id","agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agents" ADD CONSTRAINT "event_agents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agents" ADD CONSTRAINT "event_agents_member_fk" FOREIGN KEY ("app_id","user_id") REFERENCES "public"."memberships"("workspace_id","agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agents" ADD CONSTRAINT "event_agents_hours_fk" FOREIGN KEY ("app_id","user_id","available_hour_id") REFERENCES "public"."available_hours"("app_id","user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_agents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "available_hours_default_key" ON "available_hours" USING btree ("app_id","user_id") WHERE "available_hours"."is_default";--> statement-breakpoint
CREATE INDEX "event_agents_user_idx" ON "event_agents" USING btree ("app_id","user_id");--> statement-breakpoint
CREATE INDEX "event_agents_hours_idx" ON "event_agents" USING btree ("available_hour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_app_slug_key" ON "events" USING btree ("app_id",lower("slug")) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_app_order_idx" ON "events" USING btree ("app_id","sort_order");