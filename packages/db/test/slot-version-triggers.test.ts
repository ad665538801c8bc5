import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase, testDatabaseKinds } from './test-db.ts';

describe.each(testDatabaseKinds())('slot version triggers on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function versions(): Promise<Record<string, number>> {
    const { rows } = await database.execute('SELECT key, version FROM slot_versions ORDER BY key');
    return Object.fromEntries(rows.map((row) => [String(row.key), Number(row.version)]));
  }

  it('every slot trigger runs the one generic function', async () => {
    const { rows } = await database.execute(
      `SELECT t.tgname, p.proname FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND t.tgname LIKE 'slots\\_%' ORDER BY t.tgname`,
    );
    expect(rows).toEqual(
      [
        'slots_agents',
        'slots_available_hours',
        'slots_calendars',
        'slots_event_agents',
        'slots_events',
        'slots_meeting_hosts',
        'slots_meetings',
      ].map((tgname) => ({ tgname, proname: 'kairos_slots_bump' })),
    );
    const { rows: left } = await database.execute(
      `SELECT proname FROM pg_proc WHERE proname LIKE 'kairos\\_slots\\_%' ORDER BY proname`,
    );
    expect(left).toEqual([{ proname: 'kairos_slots_bump' }]);
  });

  it('raises each key of the old and new row once: ids and JSON arrays of ids', async () => {
    await database.execute('CREATE TABLE trigger_probe (id text PRIMARY KEY, owner text, people jsonb)');
    await database.execute(
      `CREATE TRIGGER probe AFTER INSERT OR UPDATE OR DELETE ON trigger_probe
       FOR EACH ROW EXECUTE FUNCTION kairos_slots_bump('event:', 'owner', 'agent:', 'people')`,
    );
    await database.execute(`INSERT INTO trigger_probe VALUES ('p1', 'e1', '["a1", "a2", "a1"]')`);
    expect(await versions()).toMatchObject({ 'event:e1': 1, 'agent:a1': 1, 'agent:a2': 1 });

    await database.execute(`UPDATE trigger_probe SET owner = 'e2', people = '["a2", "a3"]' WHERE id = 'p1'`);
    expect(await versions()).toMatchObject({
      'event:e1': 2,
      'event:e2': 1,
      'agent:a1': 2,
      'agent:a2': 2,
      'agent:a3': 1,
    });

    await database.execute(`UPDATE trigger_probe SET owner = NULL, people = NULL WHERE id = 'p1'`);
    expect(await versions()).toMatchObject({ 'event:e2': 2, 'agent:a2': 3, 'agent:a3': 2 });

    await database.execute(`DELETE FROM trigger_probe WHERE id = 'p1'`);
    expect(await versions()).toMatchObject({ 'event:e2': 2, 'agent:a3': 2, 'agent:a1': 2 });
    await database.execute('DROP TABLE trigger_probe');
  });
});
