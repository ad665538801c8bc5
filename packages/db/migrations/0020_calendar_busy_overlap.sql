DROP INDEX "calendar_busy_agent_end_idx";--> statement-breakpoint
CREATE INDEX "calendar_busy_agent_during_idx" ON "calendar_busy" USING gist ("agent_id",tstzrange("start_at", "end_at"));