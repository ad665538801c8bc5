CREATE TABLE "funnel_daily_names" (
	"app_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"event_id" uuid,
	"events" integer NOT NULL,
	CONSTRAINT "funnel_daily_names_key" UNIQUE NULLS NOT DISTINCT("app_id","day","name","event_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_visitors" (
	"app_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"event_id" uuid,
	"utm_source" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"alone" boolean NOT NULL,
	CONSTRAINT "funnel_visitors_app_id_visitor_id_pk" PRIMARY KEY("app_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "funnel_visitor_days" ADD COLUMN "alone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_daily_names" ADD CONSTRAINT "funnel_daily_names_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_visitors" ADD CONSTRAINT "funnel_visitors_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_visitor_days_alone_idx" ON "funnel_visitor_days" USING btree ("app_id","day","event_id","utm_source","utm_campaign","names") WHERE "funnel_visitor_days"."alone";--> statement-breakpoint
CREATE INDEX "funnel_visitor_days_shared_idx" ON "funnel_visitor_days" USING btree ("app_id","day","event_id","utm_source","utm_campaign","visitor_id","names") WHERE not "funnel_visitor_days"."alone";--> statement-breakpoint
-- Keeps the roll-ups in the statement that inserts funnel events, as 0021 did, and now also the
-- events per name (funnel_daily_names) and which visitors have a single row (decision 0020).
-- Rows are merged in key order, so concurrent inserts lock the same rows in the same order.
-- A visitor's funnel_visitors row is upserted before their funnel_visitor_days rows: it is locked
-- until the end of the transaction (even when left unchanged), so two statements adding rows for
-- one visitor take turns, and the second sees the first's rows when it marks them.
CREATE OR REPLACE FUNCTION funnel_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO funnel_daily AS d (app_id, day, name, source, event_id, utm_source, utm_campaign, events)
    SELECT app_id, (occurred_at AT TIME ZONE 'UTC')::date, name, source, event_id,
           coalesce(utm_source, ''), coalesce(utm_campaign, ''), count(*)
    FROM funnel_rollup_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (app_id, day, name, source, event_id, utm_source, utm_campaign)
    DO UPDATE SET events = d.events + excluded.events;
  INSERT INTO funnel_daily_names AS n (app_id, day, name, event_id, events)
    SELECT app_id, (occurred_at AT TIME ZONE 'UTC')::date, name, event_id, count(*)
    FROM funnel_rollup_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (app_id, day, name, event_id) DO UPDATE SET events = n.events + excluded.events;
  -- Each visitor of the statement once, with one of their keys and whether they bring several.
  INSERT INTO funnel_visitors AS f (app_id, visitor_id, day, event_id, utm_source, utm_campaign, alone)
    SELECT DISTINCT ON (app_id, visitor_id) app_id, visitor_id, day, event_id, utm_source, utm_campaign,
           count(*) OVER (PARTITION BY app_id, visitor_id) = 1
    FROM (SELECT DISTINCT app_id, visitor_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, event_id,
                 coalesce(utm_source, '') AS utm_source, coalesce(utm_campaign, '') AS utm_campaign
          FROM funnel_rollup_rows WHERE source = 'browser' AND visitor_id IS NOT NULL) k
    ORDER BY app_id, visitor_id
  ON CONFLICT (app_id, visitor_id) DO UPDATE SET alone = false
    WHERE f.alone AND NOT (excluded.alone AND (f.day, f.event_id, f.utm_source, f.utm_campaign)
      IS NOT DISTINCT FROM (excluded.day, excluded.event_id, excluded.utm_source, excluded.utm_campaign));
  INSERT INTO funnel_visitor_days AS v (app_id, day, event_id, utm_source, utm_campaign, visitor_id, names, alone)
    SELECT r.app_id, (r.occurred_at AT TIME ZONE 'UTC')::date, r.event_id, coalesce(r.utm_source, ''),
           coalesce(r.utm_campaign, ''), r.visitor_id, bit_or(funnel_name_mask(r.name)), bool_and(f.alone)
    FROM funnel_rollup_rows r
    JOIN funnel_visitors f ON f.app_id = r.app_id AND f.visitor_id = r.visitor_id
    WHERE r.source = 'browser' AND r.visitor_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (app_id, day, event_id, utm_source, utm_campaign, visitor_id)
    DO UPDATE SET names = v.names | excluded.names, alone = v.alone AND excluded.alone;
  -- A visitor who has just gained a second row: their first row is no longer alone.
  UPDATE funnel_visitor_days v SET alone = false
    FROM funnel_visitors f
    WHERE NOT f.alone AND v.alone
      AND (f.app_id, f.visitor_id) IN (SELECT app_id, visitor_id FROM funnel_rollup_rows
                                       WHERE source = 'browser' AND visitor_id IS NOT NULL)
      AND v.app_id = f.app_id AND v.day = f.day AND v.event_id IS NOT DISTINCT FROM f.event_id
      AND v.utm_source = f.utm_source AND v.utm_campaign = f.utm_campaign AND v.visitor_id = f.visitor_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO funnel_daily_names (app_id, day, name, event_id, events)
  SELECT app_id, day, name, event_id, sum(events) FROM funnel_daily GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO funnel_visitors (app_id, visitor_id, day, event_id, utm_source, utm_campaign, alone)
  SELECT DISTINCT ON (app_id, visitor_id) app_id, visitor_id, day, event_id, utm_source, utm_campaign,
         count(*) OVER (PARTITION BY app_id, visitor_id) = 1
  FROM funnel_visitor_days ORDER BY app_id, visitor_id;
--> statement-breakpoint
UPDATE funnel_visitor_days v SET alone = false
  FROM funnel_visitors f
  WHERE NOT f.alone AND v.app_id = f.app_id AND v.visitor_id = f.visitor_id;
