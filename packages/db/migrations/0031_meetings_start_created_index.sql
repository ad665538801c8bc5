DROP INDEX "meetings_app_start_idx";--> statement-breakpoint
CREATE INDEX "meetings_app_start_idx" ON "meetings" USING btree ("app_id","start_at","created_at");