-- Every raised slot version is also announced on the `kairos_slot_versions` channel (the payload is
-- the key, e.g. `event:<id>` or `agent:<id>`), delivered at commit to every server process that
-- listens: a process keeps its cached slots without asking the database again until one of their
-- keys is announced (apps/server/src/features/slots/watch.ts). PostgreSQL sends a payload once per
-- transaction however often it is raised in it.
CREATE OR REPLACE FUNCTION kairos_bump_slot_version(k text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO slot_versions (key, version) VALUES (k, 1)
  ON CONFLICT (key) DO UPDATE SET version = slot_versions.version + 1;
  SELECT pg_notify('kairos_slot_versions', k);
$$;
