CREATE TABLE "funnel_daily" (
	"app_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"event_id" uuid,
	"utm_source" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "funnel_daily_key" UNIQUE NULLS NOT DISTINCT("app_id","day","name","source","event_id","utm_source","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "funnel_visitor_days" (
	"app_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event_id" uuid,
	"utm_source" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"visitor_id" text NOT NULL,
	"names" integer NOT NULL,
	CONSTRAINT "funnel_visitor_days_key" UNIQUE NULLS NOT DISTINCT("app_id","day","event_id","utm_source","utm_campaign","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "funnel_daily" ADD CONSTRAINT "funnel_daily_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_visitor_days" ADD CONSTRAINT "funnel_visitor_days_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The bit of each tracking event name in funnel_visitor_days.names: its place in TRACKING_EVENTS
-- (packages/core/src/analytics/tracking-events.ts; a test checks they agree).
CREATE FUNCTION funnel_name_bit(name text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_position(ARRAY['schedule_event', 'payment_completed', 'view_routing_form', 'submit_routing_form', 'submit_routing_form_success', 'view_cancel_event_page', 'view_reschedule_event_page', 'view_teams_main_booking_page', 'view_teams_event_booking_page', 'view_thank_you_page', 'redirect_payment_stripe', 'redirect_payment_paypal', 'upi_payment', 'redirect_payment_razorpay', 'pay_later', 'view_public_booking_thank_you_page', 'clicked_cancel_button', 'clicked_reschedule_button', 'view_cancel_confirmation_page', 'date_selection', 'time_selection', 'otp_sent_on_email', 'verify_email', 'all_events_page', 'view_booking_details_page']::text[], name) - 1, -1)
$$;
--> statement-breakpoint
CREATE FUNCTION funnel_name_mask(name text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN funnel_name_bit(name) >= 0 THEN 1 << funnel_name_bit(name) ELSE 0 END
$$;
--> statement-breakpoint
-- Keeps the daily roll-ups in the statement that inserts funnel events, so they are never behind.
-- Rows are merged in key order, so concurrent inserts lock the same rows in the same order.
CREATE FUNCTION funnel_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO funnel_daily AS d (app_id, day, name, source, event_id, utm_source, utm_campaign, events)
    SELECT app_id, (occurred_at AT TIME ZONE 'UTC')::date, name, source, event_id,
           coalesce(utm_source, ''), coalesce(utm_campaign, ''), count(*)
    FROM funnel_rollup_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (app_id, day, name, source, event_id, utm_source, utm_campaign)
    DO UPDATE SET events = d.events + excluded.events;
  INSERT INTO funnel_visitor_days AS v (app_id, day, event_id, utm_source, utm_campaign, visitor_id, names)
    SELECT app_id, (occurred_at AT TIME ZONE 'UTC')::date, event_id, coalesce(utm_source, ''),
           coalesce(utm_campaign, ''), visitor_id, bit_or(funnel_name_mask(name))
    FROM funnel_rollup_rows WHERE source = 'browser' AND visitor_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (app_id, day, event_id, utm_source, utm_campaign, visitor_id)
    DO UPDATE SET names = v.names | excluded.names;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER funnel_events_rollup AFTER INSERT ON funnel_events
  REFERENCING NEW TABLE AS funnel_rollup_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_rollup();
--> statement-breakpoint
INSERT INTO funnel_daily (app_id, day, name, source, event_id, utm_source, utm_campaign, events)
  SELECT app_id, (occurred_at AT TIME ZONE 'UTC')::date, name, source, event_id,
         coalesce(utm_source, ''), coalesce(utm_campaign, ''), count(*)
  FROM funnel_events GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO funnel_visitor_days (app_id, day, event_id, utm_source, utm_campaign, visitor_id, names)
  SELECT app_id, (occurred_at AT TIME ZONE 'UTC')::date, event_id, coalesce(utm_source, ''),
         coalesce(utm_campaign, ''), visitor_id, bit_or(funnel_name_mask(name))
  FROM funnel_events WHERE source = 'browser' AND visitor_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
