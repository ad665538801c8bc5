CREATE TABLE "calendar_busy" (
	"calendar_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"href" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"label" text NOT NULL,
	"credentials" text NOT NULL,
	"refreshed_at" timestamp with time zone,
	"broken_at" timestamp with time zone,
	"error" text,
	"broken_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_objects" (
	"calendar_id" uuid NOT NULL,
	"href" text NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "calendar_objects_calendar_id_href_pk" PRIMARY KEY("calendar_id","href")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"check_conflicts" boolean DEFAULT true NOT NULL,
	"is_destination" boolean DEFAULT false NOT NULL,
	"sync_state" text,
	"expanded_until" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_feeds" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_objects" ADD CONSTRAINT "calendar_objects_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_feeds" ADD CONSTRAINT "meeting_feeds_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_agent_end_idx" ON "calendar_busy" USING btree ("agent_id","end_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_calendar_href_idx" ON "calendar_busy" USING btree ("calendar_id","href");--> statement-breakpoint
CREATE INDEX "calendar_connections_agent_idx" ON "calendar_connections" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_connection_external_key" ON "calendars" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_agent_destination_key" ON "calendars" USING btree ("agent_id") WHERE "calendars"."is_destination";--> statement-breakpoint
CREATE INDEX "calendars_agent_idx" ON "calendars" USING btree ("agent_id");--> statement-breakpoint
-- A calendar's busy times changed (its version raised), or it was added, removed, or started or
-- stopped counting for conflicts: its agent's cached slots must be recomputed (decision 0004).
CREATE TRIGGER slots_calendars AFTER INSERT OR UPDATE OR DELETE ON calendars
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('agent:', 'agent_id');
