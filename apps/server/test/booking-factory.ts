import { MEMBER_ROLE } from '@kairos/core/accounts/roles';
import type { FastifyInstance } from 'fastify';
import { Agent, type TestApp, uniqueEmail } from './test-app.ts';

export const API = '/api/v1/bookings';

/** Mondays to Fridays 09:00–17:00 in `timezone`. */
export function weekdays(timezone = 'UTC', start = 540, end = 1020) {
  const day = [{ start, end }];
  return {
    weeklySchedule: { MONDAY: day, TUESDAY: day, WEDNESDAY: day, THURSDAY: day, FRIDAY: day },
    timezone,
    specificDates: [],
  };
}

/** Creates an event through the host API and returns its id. */
export async function createEvent(host: Agent, body: Record<string, unknown>): Promise<string> {
  const res = await host.request('POST', `${API}/event/add`, {
    duration: 30,
    customAvailableHour: weekdays(),
    timezonePreference: { timezone: 'UTC', type: 'AUTOMATIC' },
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`event create failed: ${res.statusCode} ${res.body}`);
  return res.json()._id;
}

/** The start times `POST /website/dates` offers on one day (UTC), as ISO instants. */
export async function daySlots(app: FastifyInstance, eventId: string, day: string): Promise<string[]> {
  const res = await new Agent(app).request('POST', `${API}/website/dates`, {
    eventId,
    startDate: day,
    endDate: day,
    timezone: 'UTC',
  });
  if (res.statusCode !== 200) throw new Error(`dates failed: ${res.statusCode} ${res.body}`);
  return (res.json().days[day] ?? []).map((s: { time: string }) => s.time);
}

/** Whole-hour instants of one UTC day, e.g. hoursOf('2027-06-02', [9, 10]). */
export function hoursOf(day: string, list: number[]): string[] {
  return list.map((h) => `${day}T${String(h).padStart(2, '0')}:00:00.000Z`);
}

export function bookingBody(eventId: string, time: string, overrides: Record<string, unknown> = {}) {
  const { attendee, ...rest } = overrides as { attendee?: Record<string, unknown> };
  return {
    eventId,
    time,
    timezone: 'Europe/Berlin',
    attendee: {
      fullName: 'Grace Hopper',
      emailId: uniqueEmail('visitor'),
      answers: [],
      guests: [],
      ...attendee,
    },
    ...rest,
  };
}

export function book(app: FastifyInstance, body: unknown, query = '') {
  return new Agent(app).request('POST', `${API}/meet/book${query}`, body);
}

/** Polls the queue entry until it leaves PENDING (real time: the job worker runs on its own). */
export async function waitForQueue(app: FastifyInstance, queueId: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `${API}/meet/queue-event/status/${queueId}` });
    const body = res.json();
    if (body.status !== 'PENDING' || Date.now() > until) return body;
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function countRows(
  t: TestApp,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await t.database.execute(`select count(*)::int as n from ${table} where ${where}`, params);
  return Number(rows[0]?.n);
}

/** A second member of a workspace, written directly (there is no invitation flow yet). */
export async function addMember(
  t: TestApp,
  workspaceId: string,
  firstName: string,
  timezone = 'UTC',
): Promise<string> {
  const { rows } = await t.database.execute(
    `insert into agents (email_id, password_hash, first_name, timezone) values ($1, 'x', $2, $3) returning id`,
    [uniqueEmail(firstName.toLowerCase()), firstName, timezone],
  );
  const id = String(rows[0]?.id);
  await t.database.execute('insert into memberships (workspace_id, agent_id, role) values ($1, $2, $3)', [
    workspaceId,
    id,
    JSON.stringify(MEMBER_ROLE),
  ]);
  return id;
}

/** Books through the public API, expects it accepted, and waits for its side effects. */
export async function bookAndWait(
  app: FastifyInstance,
  eventId: string,
  time: string,
  attendee: Record<string, unknown> = {},
): Promise<{ meetingId: string; attendeeId: string; meetingStatus: string }> {
  const res = await book(app, bookingBody(eventId, time, { attendee }));
  if (res.statusCode !== 202) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
  return waitForQueue(app, res.json().queueId);
}

/** Waits (real time: jobs send mail) for a message to `to` whose subject starts so, via the host's outbox. */
export async function waitForMail(host: Agent, to: string, subjectStart: string) {
  for (let i = 0; i < 200; i++) {
    const res = await host.request('GET', `${API}/outbox?to=${encodeURIComponent(to)}`);
    const found = res.json().messages.find((m: { subject: string }) => m.subject.startsWith(subjectStart));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no "${subjectStart}" mail to ${to}`);
}
