-- Raise the slot version of every agent and event a change touches (see schema/slot-versions.ts).
CREATE FUNCTION kairos_bump_slot_version(k text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO slot_versions (key, version) VALUES (k, 1)
  ON CONFLICT (key) DO UPDATE SET version = slot_versions.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION kairos_slots_meeting_hosts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kairos_bump_slot_version('agent:' || OLD.agent_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kairos_bump_slot_version('agent:' || NEW.agent_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_meeting_hosts AFTER INSERT OR UPDATE OR DELETE ON meeting_hosts
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_meeting_hosts();
--> statement-breakpoint
CREATE FUNCTION kairos_slots_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE a text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kairos_bump_slot_version('event:' || OLD.event_id);
    FOR a IN SELECT jsonb_array_elements_text(OLD.agent_ids) LOOP PERFORM kairos_bump_slot_version('agent:' || a); END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kairos_bump_slot_version('event:' || NEW.event_id);
    FOR a IN SELECT jsonb_array_elements_text(NEW.agent_ids) LOOP PERFORM kairos_bump_slot_version('agent:' || a); END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_meetings AFTER INSERT OR UPDATE OR DELETE ON meetings
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_meetings();
--> statement-breakpoint
CREATE FUNCTION kairos_slots_available_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kairos_bump_slot_version('agent:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kairos_bump_slot_version('agent:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_available_hours AFTER INSERT OR UPDATE OR DELETE ON available_hours
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_available_hours();
--> statement-breakpoint
CREATE FUNCTION kairos_slots_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kairos_bump_slot_version('event:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kairos_bump_slot_version('event:' || NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_events AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_event();
--> statement-breakpoint
CREATE FUNCTION kairos_slots_event_agents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM kairos_bump_slot_version('event:' || OLD.event_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kairos_bump_slot_version('event:' || NEW.event_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_event_agents AFTER INSERT OR UPDATE OR DELETE ON event_agents
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_event_agents();
--> statement-breakpoint
CREATE FUNCTION kairos_slots_agents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kairos_bump_slot_version('agent:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_agents AFTER UPDATE OF timezone ON agents
  FOR EACH ROW EXECUTE FUNCTION kairos_slots_agents();
