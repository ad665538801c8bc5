import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type TestDatabase } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bookingBody, weekdays } from '../../../test/booking-factory.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { uniqueEmail } from '../../../test/test-app.ts';

// Runs where CI provides PostgreSQL: two processes can only share a database server.
describe.runIf(process.env.TEST_DATABASE_URL)('booking across two server processes on postgres', () => {
  let database: TestDatabase;
  let dataDir: string;
  let servers: ServerProcess[];

  beforeAll(async () => {
    database = await createTestDb('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'kairos-two-'));
    servers = await Promise.all([
      startServerProcess({ databaseUrl: database.url, dataDir }),
      startServerProcess({ databaseUrl: database.url, dataDir }),
    ]);
  }, 90_000);
  afterAll(async () => {
    for (const s of servers ?? []) s.child.kill('SIGTERM');
    await Promise.all((servers ?? []).map((s) => s.exited));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives one slot to exactly one of 200 visitors split over both processes', async () => {
    const a = servers[0]!;
    const b = servers[1]!;
    const signup = await fetch(`${a.base}/api/v1/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Two',
        emailId: uniqueEmail(),
        password: 'two processes',
        companyName: 'Two Co',
      }),
    });
    expect(signup.status).toBe(201);
    const cookies = signup.headers.getSetCookie().map((c) => c.split(';')[0] as string);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
    const created = await fetch(`${a.base}${API}/event/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      body: JSON.stringify({ name: 'Contended', duration: 30, customAvailableHour: weekdays() }),
    });
    expect(created.status).toBe(201);
    const eventId = (await created.json())._id as string;

    // A weekday a few weeks ahead, 10:00 UTC, whatever today is.
    const day = new Date(Date.now() + 21 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const time = `${day.toISOString().slice(0, 10)}T10:00:00Z`;
    const listedBy = async (base: string) => {
      const res = await fetch(`${base}${API}/website/dates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId,
          startDate: time.slice(0, 10),
          endDate: time.slice(0, 10),
          timezone: 'UTC',
        }),
      });
      const body = (await res.json()) as { days: Record<string, Array<{ time: string }>> };
      return (body.days[time.slice(0, 10)] ?? []).map((s) => s.time);
    };
    const slot = new Date(time).toISOString();
    // Both processes cache the day with the slot free…
    expect(await listedBy(a.base)).toContain(slot);
    expect(await listedBy(b.base)).toContain(slot);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).base}${API}/meet/book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingBody(eventId, time)),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
      ),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(199);
    expect(refused.every((r) => r.body.code === 'SLOT_IS_NOT_AVAILABLE')).toBe(true);
    const { rows } = await database.execute('select count(*)::int as n from meetings where event_id = $1', [
      eventId,
    ]);
    expect(rows[0]?.n).toBe(1);
    // …and neither offers it once one of them has booked it: the other hears of it from PostgreSQL's
    // announcement, within the moment it takes to arrive.
    expect(await listedBy(a.base)).not.toContain(slot);
    await expect.poll(() => listedBy(b.base), { timeout: 2_000 }).not.toContain(slot);
  }, 60_000);
});
