CREATE TABLE "funnel_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"event_id" uuid,
	"form_id" uuid,
	"meeting_id" uuid,
	"visitor_id" text,
	"utm_source" text,
	"utm_campaign" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funnel_events" ADD CONSTRAINT "funnel_events_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_events_app_time_idx" ON "funnel_events" USING btree ("app_id","occurred_at","name","event_id","visitor_id");--> statement-breakpoint
CREATE INDEX "funnel_events_app_event_time_idx" ON "funnel_events" USING btree ("app_id","event_id","occurred_at") WHERE "funnel_events"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "meetings_app_created_idx" ON "meetings" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "routing_responses_app_created_idx" ON "routing_responses" USING btree ("app_id","created_at");