import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndWait, createEvent, weekdays } from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { findBlockingMeetings } from './repo.ts';

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

describe.each(testDatabaseKinds())('the meetings the slot engine reads, on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW) });
    host = await signUpHost(t.app);
    eventId = await createEvent(host.agent, {
      name: 'Consult',
      duration: 30,
      customAvailableHour: weekdays('UTC'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (from: string, to: string) =>
    findBlockingMeetings(t.deps.db, {
      agentIds: [host.session.agent._id],
      eventId,
      from: new Date(from),
      to: new Date(to),
    });

  it('gives start and end as epoch milliseconds, sub-millisecond digits dropped as the Date parser drops them', async () => {
    const { meetingId } = await bookAndWait(t.app, eventId, '2027-03-02T10:00:00Z');
    const [meeting] = await read('2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z');
    expect(meeting).toMatchObject({
      id: meetingId,
      eventId,
      start: Date.parse('2027-03-02T10:00:00Z'),
      end: Date.parse('2027-03-02T10:30:00Z'),
    });

    await t.database.execute(
      `update meetings set start_at = '2027-03-02T10:00:00.123456Z', end_at = '2027-03-02T10:30:00.999999Z' where id = $1`,
      [meetingId],
    );
    const [moved] = await read('2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z');
    expect(moved?.start).toBe(Date.parse('2027-03-02T10:00:00.123Z'));
    expect(moved?.end).toBe(Date.parse('2027-03-02T10:30:00.999Z'));
  });
});
