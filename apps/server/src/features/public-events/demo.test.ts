import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LOGIN, hasDefaultDemoLogin, seedDemoIfEmpty } from '../demo/seed.ts';

const API = '/api/v1/bookings';

describe.each(testDatabaseKinds())('the demo workspace on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is published at /demo with two event types, once', async () => {
    expect(await hasDefaultDemoLogin(t.deps)).toBe(false);
    expect(await seedDemoIfEmpty(t.deps)).toBe(true);
    expect(await hasDefaultDemoLogin(t.deps)).toBe(true);
    expect(await seedDemoIfEmpty(t.deps)).toBe(false);

    const visitor = new Agent(t.app);
    const list = await visitor.request('GET', `${API}/website/events/demo`);
    expect(list.statusCode).toBe(200);
    expect(list.json().workspace).toEqual({ name: 'Demo', accessLink: 'demo' });
    expect(list.json().events).toMatchObject([
      { name: '30 Minute Meeting', slug: '30min', duration: 30, type: 'SOLO' },
      {
        name: 'Team Consultation',
        slug: 'team-consultation',
        duration: 60,
        type: 'GROUP',
        maxAttendeesPerMeet: 5,
        displayLeftSpots: true,
      },
    ]);
    expect((await visitor.request('GET', `${API}/website/event/demo/30min`)).statusCode).toBe(200);

    const host = new Agent(t.app);
    expect((await host.request('POST', '/api/v1/user/login', DEMO_LOGIN)).statusCode).toBe(200);
    expect((await host.request('GET', `${API}/event/list`)).json().events).toHaveLength(2);
    // Three weeks of past meetings and visits give the analytics screen real figures.
    const summary = (await host.request('GET', `${API}/analytics/summary`)).json();
    expect(summary.created).toBeGreaterThan(10);
    expect(summary.meetings).toBeGreaterThan(10);
    expect(summary.cancelled).toBeGreaterThan(0);
    expect(summary.visitors).toBeGreaterThan(summary.visitorBookings);
    // Its visitors who booked are seen booking: the conversion is neither nothing nor over the whole.
    expect(summary.conversionRate).toBeGreaterThan(0);
    expect(summary.conversionRate).toBeLessThanOrEqual(1);
    const utm = (await host.request('GET', `${API}/analytics/utm`)).json();
    expect(utm.rows.map((r: { source: string }) => r.source)).toContain('newsletter');
    const { rows } = await t.database.execute('select count(*)::int as n from sessions');
    expect(rows[0]?.n).toBe(1);

    // Start-up prints the demo login only while it still works.
    const changed = await host.request('POST', `${API}/agent/password`, {
      currentPassword: DEMO_LOGIN.password,
      newPassword: 'a private password',
    });
    expect(changed.statusCode).toBe(204);
    expect(await hasDefaultDemoLogin(t.deps)).toBe(false);
  });
});
