CREATE TABLE "attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"contact_id" uuid,
	"email_id" text NOT NULL,
	"full_name" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"payment" jsonb,
	"utms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_confirmation_required" boolean DEFAULT false NOT NULL,
	"rejected_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"kind" text DEFAULT 'BOOKED' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"email_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"timezone" text,
	"phone_number" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"blocked_message" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"email_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_hosts" (
	"meeting_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"during" "tstzrange" NOT NULL,
	"blocking" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"timezone" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"organizer_id" uuid NOT NULL,
	"agent_ids" jsonb NOT NULL,
	"buffer_before" integer DEFAULT 0 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"attendee_count" integer DEFAULT 0 NOT NULL,
	"mode" jsonb,
	"location" text,
	"mode_note" text,
	"modified_event_name" text,
	"calendar_event" jsonb,
	"online_meeting" jsonb,
	"cancellation" jsonb,
	"reschedule" jsonb,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"prev_meet" jsonb,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mark_as_no_show" boolean DEFAULT false NOT NULL,
	"reschedule_request_sent" boolean DEFAULT false NOT NULL,
	"ics_uid" text NOT NULL,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"response_id" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid,
	"to_addresses" jsonb NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"ics" text,
	"kind" text NOT NULL,
	"meeting_id" uuid,
	"dedupe_key" text,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_hosts" ADD CONSTRAINT "meeting_hosts_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendees_meeting_idx" ON "attendees" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "attendees_app_email_idx" ON "attendees" USING btree ("app_id",lower("email_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_meeting_email_key" ON "attendees" USING btree ("meeting_id",lower("email_id")) WHERE "attendees"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "booking_queue_pending_idx" ON "booking_queue" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_app_email_key" ON "contacts" USING btree ("app_id","email_id");--> statement-breakpoint
CREATE INDEX "email_verifications_lookup_idx" ON "email_verifications" USING btree ("event_id","email_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_hosts_pkey_idx" ON "meeting_hosts" USING btree ("meeting_id","agent_id");--> statement-breakpoint
CREATE INDEX "meeting_hosts_agent_idx" ON "meeting_hosts" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "meetings_app_start_idx" ON "meetings" USING btree ("app_id","start_at");--> statement-breakpoint
CREATE INDEX "meetings_event_start_idx" ON "meetings" USING btree ("event_id","start_at");--> statement-breakpoint
CREATE INDEX "meetings_app_status_start_idx" ON "meetings" USING btree ("app_id","status","start_at");--> statement-breakpoint
CREATE INDEX "outbox_app_created_idx" ON "outbox" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key" ON "outbox" USING btree ("dedupe_key");