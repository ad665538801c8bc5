import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, book, bookingBody, createEvent } from '../../../test/booking-factory.ts';
import { seedMeeting } from '../../../test/meeting-seed.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

// Monday 1 March 2027, 08:00 UTC: 13:30 in the host's zone, Asia/Kolkata (+05:30).
const NOW = '2027-03-01T08:00:00Z';
// Next week's nine bookings, Monday to Friday, 30 minutes each (UTC).
const NEXT_WEEK = [
  '2027-03-08T09:00:00.000Z',
  '2027-03-08T10:00:00.000Z',
  '2027-03-09T09:00:00.000Z',
  '2027-03-09T10:00:00.000Z',
  '2027-03-10T09:00:00.000Z',
  '2027-03-10T10:00:00.000Z',
  '2027-03-11T09:00:00.000Z',
  '2027-03-11T10:00:00.000Z',
  '2027-03-12T09:00:00.000Z',
];
const MARCH = 'from=2027-03-01&to=2027-03-31';

type Figures = Record<string, number>;

/**
 * The issue a new host met: nine bookings for next week and the screen said "Meetings 0" (the
 * default range was the last 30 days, by the day meetings take place), conversion 167 % (all
 * bookings over the visitors seen) and a funnel "Paid 0" beside the revenue.
 */
describe.each(testDatabaseKinds())('a new host’s analytics on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let eventId: string;
  const attendees: string[] = [];
  const get = async (path: string) => {
    const res = await host.agent.request('GET', `${API}/analytics/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const beacon = (payload: Record<string, unknown>) =>
    new Agent(t.app).request('POST', `${API}/website/funnel-event`, payload, { xsrf: false });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: createClock(NOW), workers: false });
    host = await signUpHost(t.app);
    await t.database.execute(`update agents set timezone = 'Asia/Kolkata' where id = $1`, [
      host.session.agent._id,
    ]);
    eventId = await createEvent(host.agent, { name: 'Intro call', slug: 'intro' });
    for (const time of NEXT_WEEK) {
      const res = await book(t.app, bookingBody(eventId, time));
      expect(res.statusCode, res.body).toBe(202);
      // The booking is written with the request; the queue entry already names its attendee.
      const queue = await t.app.inject({
        method: 'GET',
        url: `${API}/meet/queue-event/status/${res.json().queueId}`,
      });
      attendees.push(queue.json().attendeeId);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the bookings just made for next week by default: the last 30 days and the next 30', async () => {
    const summary = await get('summary');
    expect(summary).toMatchObject({
      range: { from: '2027-01-31', to: '2027-03-31', timezone: 'Asia/Kolkata' },
      periods: {
        past: { from: '2027-01-31', to: '2027-03-01' },
        ahead: { from: '2027-03-01', to: '2027-03-31' },
      },
      created: 9,
      meetings: 9,
      upcoming: 9,
      held: 0,
      cancelled: 0,
    });
    const overTime = await get('bookings-over-time');
    expect(overTime.buckets).toHaveLength(60);
    const byDay = Object.fromEntries(
      overTime.buckets.map((b: { start: string; meetings: number }) => [b.start, b.meetings]),
    );
    expect(byDay).toMatchObject({ '2027-03-08': 2, '2027-03-12': 1, '2027-03-01': 0 });
    expect((await get('event-types')).rows).toEqual([
      expect.objectContaining({ name: 'Intro call', meetings: 9 }),
    ]);
  });

  it('gives conversion as the share of visitors who reached a booking page and booked, never above 100 %', async () => {
    const accessLink = host.session.workspace.accessLink;
    const visits: Array<[string, string[]]> = [
      // Picked a day and a time, gave their details, and saw the booking's thanks page.
      [
        'tab-booked',
        ['date_selection', 'time_selection', 'view_booking_details_page', 'view_thank_you_page'],
      ],
      // Picked a day and left.
      ['tab-left', ['date_selection']],
      // Only looked at the listing: never on a booking page.
      ['tab-listing', ['all_events_page']],
      // Opened a booking's thanks page again later, in a new tab.
      ['tab-thanks-again', ['view_thank_you_page']],
    ];
    for (const [visitorId, names] of visits) {
      for (const name of names) {
        const target = name === 'all_events_page' ? { accessLink } : { eventId };
        expect((await beacon({ name, visitorId, ...target })).statusCode).toBe(204);
      }
    }
    // The nine bookings went through the API, with no page: they are bookings, not visitors.
    expect(await get('summary')).toMatchObject({
      visitors: 4,
      visitorBookings: 9,
      bookingPageVisitors: 2,
      visitorsWhoBooked: 1,
      conversionRate: 0.5,
    });
  });

  it('counts meetings held, upcoming and cancelled as the booking lifecycle names them', async () => {
    // The visitor cancels Friday's booking; Monday's first meeting was a no-show.
    const cancel = await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
      attendeeId: attendees[8],
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Wednesday 10 March, 09:45 UTC: Monday's, Tuesday's and Wednesday's first meetings are over.
    t.clock.set('2027-03-10T09:45:00Z');
    const { rows } = await t.database.execute(
      `select id from meetings where start_at = '2027-03-08T09:00:00Z' and event_id = $1`,
      [eventId],
    );
    const noShow = await host.agent.request('PATCH', `${API}/meet/agent/update`, {
      meetingId: rows[0]?.id,
      markAsNoShow: true,
    });
    expect(noShow.statusCode, noShow.body).toBe(200);

    const summary = await get(`summary?${MARCH}`);
    expect(summary).toMatchObject({
      periods: {
        past: { from: '2027-03-01', to: '2027-03-10' },
        ahead: { from: '2027-03-10', to: '2027-03-31' },
      },
      created: 9,
      meetings: 9,
      held: 5,
      completed: 4,
      noShows: 1,
      upcoming: 3,
      cancelled: 1,
      pending: 0,
    });
    // A range wholly past has nothing upcoming; one wholly ahead has nothing held or created.
    expect(await get('summary?from=2027-03-01&to=2027-03-09')).toMatchObject({
      periods: { past: { from: '2027-03-01', to: '2027-03-09' }, ahead: null },
      upcoming: 0,
      held: 4,
    });
    expect(await get('summary?from=2027-03-11&to=2027-03-20')).toMatchObject({
      periods: { past: null, ahead: { from: '2027-03-11', to: '2027-03-20' } },
      upcoming: 2,
      held: 0,
      created: 0,
    });
  });

  it('counts every stored state in the charts as the summary takes it from the lifecycle', async () => {
    const seeded = await createEvent(host.agent, { name: 'Seeded' });
    const organizerId = host.session.agent._id;
    // Each status, before and after now (2027-03-10 09:45 UTC), marked a no-show or not; a
    // cancelled or unconfirmed meeting marked a no-show is what older data may hold.
    for (const status of ['ACTIVE', 'ACTION_REQUIRED', 'CANCELLED'] as const) {
      for (const start of ['2027-03-05T12:00:00Z', '2027-03-20T12:00:00Z']) {
        for (const noShow of [false, true]) {
          await seedMeeting(t, {
            appId: host.session.workspace._id,
            eventId: seeded,
            organizerId,
            start,
            status,
            noShow,
          });
        }
      }
    }
    const filter = `${MARCH}&eventId=${seeded}`;
    const summary = await get(`summary?${filter}`);
    expect(summary).toMatchObject({
      meetings: 12,
      // Active and over (2), or marked a no-show before its end (1).
      held: 3,
      completed: 1,
      noShows: 2,
      cancelled: 4,
      // Active ahead, not a no-show (1), and both unconfirmed ones ahead (2).
      upcoming: 3,
      pending: 4,
    });
    const sum = (rows: Figures[], key: string) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);
    for (const path of ['bookings-over-time', 'event-types', 'hosts']) {
      const data = await get(`${path}?${filter}`);
      const rows: Figures[] = data.buckets ?? data.rows;
      for (const key of ['meetings', 'completed', 'cancelled', 'noShows']) {
        expect(sum(rows, key), `${path} ${key}`).toBe(summary[key]);
      }
    }
  });

  it('counts in the funnel’s Paid step the payments Revenue counts', async () => {
    const bank = await createEvent(host.agent, {
      name: 'Paid review',
      payment: {
        enable: true,
        methods: ['BANK_TRANSFER'],
        amount: 98,
        currencyCode: 'EUR',
        terms: 'IBAN DE00',
      },
    });
    const upi = await createEvent(host.agent, {
      name: 'UPI session',
      payment: { enable: true, methods: ['UPI'], amount: 1500, currencyCode: 'INR', upiId: 'ada@okaxis' },
    });
    const pay = async (event: string, time: string, method: string) => {
      const res = await book(t.app, bookingBody(event, time, { payment: { method } }));
      expect(res.statusCode, res.body).toBe(202);
      return res.json().payment.id as string;
    };
    const euro = await pay(bank, '2027-03-15T09:00:00.000Z', 'BANK_TRANSFER');
    const rupee = await pay(upi, '2027-03-16T09:00:00.000Z', 'UPI');
    // Booked, never paid: no revenue, and not paid.
    await pay(bank, '2027-03-17T09:00:00.000Z', 'BANK_TRANSFER');
    const reference = await t.app.inject({
      method: 'POST',
      url: `${API}/meet/payment/${rupee}/upi-reference`,
      payload: { reference: '123456789012' },
    });
    expect(reference.statusCode, reference.body).toBe(200);
    for (const id of [euro, rupee]) {
      const confirmed = await host.agent.request('POST', `${API}/payments/${id}/confirm`, {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }

    expect((await get(`summary?${MARCH}`)).revenue).toEqual([
      { currency: 'EUR', amount: 9800 },
      { currency: 'INR', amount: 150000 },
    ]);
    // The card's CSV holds its steps: Paid is the two payments, and like a booking carries no visitor.
    const csv = await get(`export?${MARCH}&chart=funnel`);
    expect(Buffer.from(csv.csvBuffer, 'base64').toString('utf8')).toContain('\r\nPaid,2,\r\n');
    const funnel = await get(`funnel?${MARCH}`);
    expect(funnel.paid).toBe(2);
    // No page reported a payment: the pages' own report would have said 0.
    expect(funnel.steps.find((s: { name: string }) => s.name === 'payment_completed').events).toBe(0);
  });
});
