-- The server's own funnel events (a booking, a cancellation) carry no visitor: the trigger of 0029
-- stops after the two counting roll-ups for them instead of running the visitor statements on no rows.
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
  -- The server's own events (bookings, cancellations) carry no visitor: nothing more to keep.
  IF NOT EXISTS (SELECT 1 FROM funnel_rollup_rows WHERE source = 'browser' AND visitor_id IS NOT NULL) THEN
    RETURN NULL;
  END IF;
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
