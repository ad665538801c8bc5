-- Two blocking meetings can never hold the same agent at overlapping times (buffers included):
-- the booking transaction's per-agent lock prevents it, and this constraint proves it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "meeting_hosts"
  ADD CONSTRAINT "meeting_hosts_no_overlap"
  EXCLUDE USING gist ("agent_id" WITH =, "during" WITH &&) WHERE ("blocking");
