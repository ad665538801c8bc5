-- pg_trgm serves ILIKE '%…%' searches from GIN indexes (the bookings list's attendee search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "attendees_full_name_trgm_idx" ON "attendees" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attendees_email_trgm_idx" ON "attendees" USING gin ("email_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_app_no_show_start_idx" ON "meetings" USING btree ("app_id","start_at") WHERE "meetings"."mark_as_no_show";