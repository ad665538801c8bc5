-- One trigger function raises the slot versions for every table, replacing the five of 0006.
-- Its arguments come in pairs: a key prefix and the column holding the id, or a JSON array of ids;
-- it collects the keys of the old and new rows and raises each once, in key order.
CREATE FUNCTION kairos_slots_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := '{}';
  r jsonb;
  v jsonb;
  i int;
  k text;
BEGIN
  FOREACH r IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
    CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
  ] LOOP
    CONTINUE WHEN r IS NULL;
    FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
      v := r -> TG_ARGV[2 * i + 1];
      IF jsonb_typeof(v) = 'array' THEN
        keys := keys || ARRAY(SELECT TG_ARGV[2 * i] || e FROM jsonb_array_elements_text(v) AS e);
      ELSIF jsonb_typeof(v) IS DISTINCT FROM 'null' AND v IS NOT NULL THEN
        keys := keys || (TG_ARGV[2 * i] || (v #>> '{}'));
      END IF;
    END LOOP;
  END LOOP;
  FOR k IN SELECT DISTINCT u FROM unnest(keys) AS u ORDER BY u LOOP
    PERFORM kairos_bump_slot_version(k);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER slots_meeting_hosts ON meeting_hosts;
--> statement-breakpoint
CREATE TRIGGER slots_meeting_hosts AFTER INSERT OR UPDATE OR DELETE ON meeting_hosts
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('agent:', 'agent_id');
--> statement-breakpoint
DROP TRIGGER slots_meetings ON meetings;
--> statement-breakpoint
CREATE TRIGGER slots_meetings AFTER INSERT OR UPDATE OR DELETE ON meetings
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('event:', 'event_id', 'agent:', 'agent_ids');
--> statement-breakpoint
DROP TRIGGER slots_available_hours ON available_hours;
--> statement-breakpoint
CREATE TRIGGER slots_available_hours AFTER INSERT OR UPDATE OR DELETE ON available_hours
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('agent:', 'user_id');
--> statement-breakpoint
DROP TRIGGER slots_events ON events;
--> statement-breakpoint
CREATE TRIGGER slots_events AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('event:', 'id');
--> statement-breakpoint
DROP TRIGGER slots_event_agents ON event_agents;
--> statement-breakpoint
CREATE TRIGGER slots_event_agents AFTER INSERT OR UPDATE OR DELETE ON event_agents
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('event:', 'event_id');
--> statement-breakpoint
DROP TRIGGER slots_agents ON agents;
--> statement-breakpoint
CREATE TRIGGER slots_agents AFTER UPDATE OF timezone ON agents
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('agent:', 'id');
--> statement-breakpoint
DROP FUNCTION kairos_slots_meeting_hosts();
--> statement-breakpoint
DROP FUNCTION kairos_slots_meetings();
--> statement-breakpoint
DROP FUNCTION kairos_slots_available_hours();
--> statement-breakpoint
DROP FUNCTION kairos_slots_event();
--> statement-breakpoint
DROP FUNCTION kairos_slots_event_agents();
--> statement-breakpoint
DROP FUNCTION kairos_slots_agents();
