import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const API = '/api/v1/bookings';

describe.each(testDatabaseKinds())('POST /website/dates on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  const visitor = () => new Agent(t.app);

  beforeAll(async () => {
    // Monday 1 March 2027, 00:00 UTC.
    t = await createTestApp(kind, { clock: createClock('2027-03-01T00:00:00Z') });
    host = await signUpHost(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function createEvent(body: Record<string, unknown>): Promise<string> {
    const res = await host.agent.request('POST', `${API}/event/add`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id;
  }

  const mondayMornings = (timezone: string) => ({
    weeklySchedule: { MONDAY: [{ start: 600, end: 720 }] },
    timezone,
    specificDates: [],
  });

  it('offers Mondays 10:00–12:00 in the host’s zone (Asia/Kolkata), keyed by the visitor’s day', async () => {
    const eventId = await createEvent({
      name: 'Consult',
      duration: 30,
      customAvailableHour: mondayMornings('Asia/Kolkata'),
      timezonePreference: { timezone: 'Asia/Kolkata', type: 'AUTOMATIC' },
    });
    const res = await visitor().request('POST', `${API}/website/dates`, {
      eventId,
      startDate: '2027-03-08',
      endDate: '2027-03-09',
      timezone: 'America/Los_Angeles',
    });
    expect(res.statusCode, res.body).toBe(200);
    // 10:00 IST = 04:30 UTC = Sunday 20:30 in Los Angeles (PST, before the 14 March change).
    expect(res.json()).toEqual({
      timezone: 'America/Los_Angeles',
      duration: 30,
      days: {
        '2027-03-08': [],
        '2027-03-09': [],
      },
    });
    const sunday = await visitor().request('POST', `${API}/website/dates`, {
      eventId,
      startDate: '2027-03-07',
      endDate: '2027-03-07',
      timezone: 'America/Los_Angeles',
    });
    expect(sunday.json().days['2027-03-07'].map((s: { time: string }) => s.time)).toEqual([
      '2027-03-08T04:30:00.000Z',
      '2027-03-08T05:00:00.000Z',
      '2027-03-08T05:30:00.000Z',
      '2027-03-08T06:00:00.000Z',
    ]);
  });

  it('keys days in the event’s zone when it locks it', async () => {
    const eventId = await createEvent({
      name: 'Locked',
      duration: 60,
      customAvailableHour: mondayMornings('Europe/Berlin'),
      timezonePreference: { timezone: 'Europe/Berlin', type: 'LOCK' },
    });
    const res = await visitor().request('POST', `${API}/website/dates`, {
      eventId,
      startDate: '2027-03-08',
      endDate: '2027-03-08',
      timezone: 'Pacific/Kiritimati',
    });
    expect(res.json()).toEqual({
      timezone: 'Europe/Berlin',
      duration: 60,
      days: { '2027-03-08': [{ time: '2027-03-08T09:00:00.000Z' }, { time: '2027-03-08T10:00:00.000Z' }] },
    });
  });

  it('accepts only the durations the event offers', async () => {
    const eventId = await createEvent({
      name: 'Flexible',
      duration: 30,
      allowAttendeeToSelectDuration: true,
      availableDuration: [30, 60],
      customAvailableHour: mondayMornings('UTC'),
      timezonePreference: { timezone: 'UTC', type: 'AUTOMATIC' },
    });
    const ask = (duration: number) =>
      visitor().request('POST', `${API}/website/dates`, {
        eventId,
        startDate: '2027-03-08',
        endDate: '2027-03-08',
        timezone: 'UTC',
        duration,
      });
    expect((await ask(60)).json().days['2027-03-08']).toEqual([
      { time: '2027-03-08T10:00:00.000Z' },
      { time: '2027-03-08T11:00:00.000Z' },
    ]);
    const refused = await ask(45);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'This event cannot be booked for 45 minutes',
      issues: [{ path: 'duration', message: 'Choose one of: 30, 60 minutes' }],
    });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Unknown timezone; use an IANA name such as Europe/Berlin'],
    [{ endDate: '2027-02-28' }, 'endDate', 'endDate must not be before startDate'],
    [{ endDate: '2027-05-15' }, 'endDate', 'Ask for at most 62 days at a time'],
  ])('refuses bad input %j', async (patch, path, message) => {
    const res = await visitor().request('POST', `${API}/website/dates`, {
      eventId: '00000000-0000-4000-8000-000000000000',
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      timezone: 'UTC',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('answers 404 for an unknown, malformed, inactive or deleted event', async () => {
    const inactive = await createEvent({ name: 'Paused', duration: 30, status: 'INACTIVE' });
    const deleted = await createEvent({ name: 'Gone', duration: 30 });
    expect((await host.agent.request('DELETE', `${API}/event/${deleted}`)).statusCode).toBe(204);
    for (const eventId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', inactive, deleted]) {
      const res = await visitor().request('POST', `${API}/website/dates`, {
        eventId,
        startDate: '2027-03-01',
        endDate: '2027-03-02',
        timezone: 'UTC',
      });
      expect(res.statusCode, eventId).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
