CREATE TABLE "calendar_busy_intervals" (
	"agent_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_intervals" ADD CONSTRAINT "calendar_busy_intervals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_intervals_agent_during_idx" ON "calendar_busy_intervals" USING gist ("agent_id",tstzrange("start_at", "end_at"));--> statement-breakpoint
-- The busy times cached before this table existed, merged per agent as the server rebuilds them.
INSERT INTO "calendar_busy_intervals" ("agent_id", "start_at", "end_at")
SELECT "agent_id", min("start_at"), max("end_at")
FROM (
  SELECT "agent_id", "start_at", "end_at",
    count(*) FILTER (WHERE "opens") OVER (PARTITION BY "agent_id" ORDER BY "start_at", "end_at" ROWS UNBOUNDED PRECEDING) AS "island"
  FROM (
    SELECT b."agent_id", b."start_at", b."end_at",
      (b."start_at" > max(b."end_at") OVER (PARTITION BY b."agent_id" ORDER BY b."start_at", b."end_at" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) IS NOT FALSE AS "opens"
    FROM "calendar_busy" b
    JOIN "calendars" c ON c."id" = b."calendar_id"
    JOIN "agents" a ON a."id" = b."agent_id"
    WHERE c."check_conflicts" AND b."end_at" > b."start_at"
  ) "marked"
) "islands"
GROUP BY "agent_id", "island";
