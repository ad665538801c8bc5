import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import type { Deps } from '../../deps.ts';
import { bookingSideEffectsJob, RETRY_LIMIT } from './jobs.ts';
import type { BookingEventKind, Subscriber } from './subscriber.ts';

describe.each(testDatabaseKinds())('the lifecycle’s subscribers on %s', (kind) => {
  let t: TestApp;
  let eventId: string;
  let nextHour = 9;

  beforeAll(async () => {
    // No workers: each test runs the event's job itself, with subscribers of its own.
    t = await createTestApp(kind, { workers: false, clock: createClock('2027-03-01T08:00:00Z') });
    const host = await signUpHost(t.app, { firstName: 'Ada' });
    eventId = await createEvent(host.agent, { name: 'Subscribed' });
  });
  afterAll(() => t?.close());

  /** A new booking's event (BOOKED), not yet run. */
  const bookedEvent = async (): Promise<string> => {
    const res = await book(
      t.app,
      bookingBody(eventId, `2027-03-02T${String(nextHour++).padStart(2, '0')}:00:00Z`),
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().queueId as string;
  };
  const run = (queueId: string, subscribers: Subscriber<Deps>[]) =>
    bookingSideEffectsJob({ ...t.deps, subscribers }).handle({ queueId });
  const row = async (queueId: string) =>
    (
      await t.database.execute('select status, error, subscribers from booking_queue where id = $1', [
        queueId,
      ])
    ).rows[0] as { status: string; error: string | null; subscribers: Record<string, { status: string }> };
  const statuses = async (queueId: string) =>
    Object.fromEntries(Object.entries((await row(queueId)).subscribers).map(([name, s]) => [name, s.status]));

  /** A subscriber that records each call, failing the first `failures` of them. */
  const counting = (
    name: string,
    p: { failures?: number; after?: string[]; kinds?: BookingEventKind[] } = {},
  ) => {
    const calls: string[] = [];
    const subscriber: Subscriber<Deps> = {
      name,
      ...(p.after ? { after: p.after } : {}),
      ...(p.kinds ? { kinds: p.kinds } : {}),
      handle: async (_deps, event, read) => {
        calls.push(`${event.kind}:${read.meeting?.id === event.meetingId}`);
        if (calls.length <= (p.failures ?? 0)) throw new Error(`${name} is down`);
        return undefined;
      },
    };
    return { subscriber, calls };
  };

  it('runs every subscriber of the event once, with the booking as read, and marks it DONE', async () => {
    const queueId = await bookedEvent();
    const first = counting('first');
    const second = counting('second', { after: ['first'] });
    await run(queueId, [first.subscriber, second.subscriber]);
    expect(first.calls).toEqual(['BOOKED:true']);
    expect(second.calls).toEqual(['BOOKED:true']);
    expect((await row(queueId)).status).toBe('DONE');
    expect(await statuses(queueId)).toEqual({ first: 'DONE', second: 'DONE' });
    // A job run again (a duplicate delivery) finds the event done and does nothing.
    await run(queueId, [first.subscriber, second.subscriber]);
    expect(first.calls).toHaveLength(1);
  });

  it('lets a no-show pass the app’s subscribers by: no letter, calendar write or video change', async () => {
    const booked = await bookedEvent();
    await run(booked, [...t.deps.subscribers]);
    const {
      meeting_id: meetingId,
      attendee_id: attendeeId,
      app_id: appId,
    } = (
      await t.database.execute('select meeting_id, attendee_id, app_id from booking_queue where id = $1', [
        booked,
      ])
    ).rows[0] as { meeting_id: string; attendee_id: string; app_id: string };
    const outbox = async () =>
      Number((await t.database.execute('select count(*) as n from outbox')).rows[0]?.n);
    const before = await outbox();
    const inserted = await t.database.execute(
      `insert into booking_queue (app_id, meeting_id, attendee_id, kind) values ($1, $2, $3, 'NO_SHOW') returning id`,
      [appId, meetingId, attendeeId],
    );
    const noShow = (inserted.rows[0] as { id: string }).id;
    await run(noShow, [...t.deps.subscribers]);
    expect(await row(noShow)).toMatchObject({ status: 'DONE', error: null, subscribers: {} });
    expect(await outbox()).toBe(before);
  });

  it('retries only the subscriber that failed; the others go on, and the ones after it wait for it', async () => {
    const queueId = await bookedEvent();
    const flaky = counting('flaky', { failures: 2 });
    const steady = counting('steady');
    const carried = counting('carried', { after: ['flaky'] });
    const subscribers = [flaky.subscriber, steady.subscriber, carried.subscriber];
    await expect(run(queueId, subscribers)).rejects.toThrow('flaky: flaky is down');
    expect(await statuses(queueId)).toEqual({ flaky: 'PENDING', steady: 'DONE', carried: 'PENDING' });
    expect((await row(queueId)).status).toBe('PENDING');
    await expect(run(queueId, subscribers)).rejects.toThrow('flaky is down');
    await run(queueId, subscribers);
    expect(flaky.calls).toHaveLength(3);
    expect(steady.calls).toHaveLength(1);
    expect(carried.calls).toHaveLength(1);
    expect(await row(queueId)).toMatchObject({ status: 'DONE', error: null });
  });

  it('gives up on a subscriber after its retries: FAILED, the ones after it still run, the event is FAILURE', async () => {
    const queueId = await bookedEvent();
    const broken = counting('broken', { failures: 99 });
    const carried = counting('carried', { after: ['broken'] });
    const subscribers = [broken.subscriber, carried.subscriber];
    for (let i = 0; i < RETRY_LIMIT; i++)
      await expect(run(queueId, subscribers)).rejects.toThrow('broken is down');
    expect(carried.calls).toEqual([]);
    await run(queueId, subscribers);
    expect(broken.calls).toHaveLength(RETRY_LIMIT + 1);
    expect(carried.calls).toHaveLength(1);
    expect(await statuses(queueId)).toEqual({ broken: 'FAILED', carried: 'DONE' });
    expect(await row(queueId)).toMatchObject({ status: 'FAILURE', error: 'broken: broken is down' });
  });

  it('runs a subscriber only for the kinds it follows, and does not wait on one that does not follow the event', async () => {
    const queueId = await bookedEvent();
    const confirmedOnly = counting('confirmed-only', { kinds: ['CONFIRMED'] });
    const carried = counting('carried', { after: ['confirmed-only'] });
    await run(queueId, [confirmedOnly.subscriber, carried.subscriber]);
    expect(confirmedOnly.calls).toEqual([]);
    expect(carried.calls).toHaveLength(1);
    expect(await statuses(queueId)).toEqual({ carried: 'DONE' });
  });
});
