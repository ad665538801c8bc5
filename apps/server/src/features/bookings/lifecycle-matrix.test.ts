import type { AddressInfo } from 'node:net';
import {
  type Actor,
  type BookingAction,
  type BookingState,
  mayTransition,
  PROJECTIONS,
  settle,
  TRANSITIONS,
} from '@kairos/core/bookings/lifecycle';
import { WEBHOOK_TRIGGERS } from '@kairos/core/webhooks/webhook-schema';
import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addMember,
  bookingBody,
  createEvent,
  waitForQueue,
  weekdays,
} from '../../../test/booking-factory.ts';
import { type FakePayPal, startFakePayPal } from '../../../test/fake-paypal.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../test/fake-razorpay.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { Agent, createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';
import { expireDueHolds } from '../payments/jobs.ts';
import { clearPayPalTokens } from '../payments/paypal/client.ts';

/**
 * The lifecycle matrix: bookings made every way the tables below allow, taken through every
 * action the lifecycle allows from where they stand, and then read back from every place that
 * shows them (the attendee's page, the last letter and its .ics, the last webhook, the bookings
 * list's tabs and the CSV export). Each must say what `PROJECTIONS` says of the state the
 * lifecycle predicts. The cases are generated from the tables, not written one by one.
 */

// Monday 1 March 2027, 08:00 UTC.
const NOW = '2027-03-01T08:00:00Z';

const EVENT_TYPES = ['SOLO', 'GROUP', 'ROUNDROBIN', 'COLLECTIVE'] as const;
const PAYMENTS = ['none', 'STRIPE', 'PAYPAL', 'RAZORPAY', 'UPI', 'BANK_TRANSFER', 'CASH', 'LATER'] as const;
/** Paid online at a provider's checkout. */
const ONLINE: readonly Payment[] = ['STRIPE', 'PAYPAL', 'RAZORPAY'];
/** One of each way a payment settles, taken two steps further. */
const TWO_STEPS: readonly Payment[] = ['none', 'STRIPE', 'BANK_TRANSFER', 'LATER'];
const CONFIRMATIONS = ['none', 'always', 'under notice'] as const;
const ENTRIES = ['page', 'share-link', 'routing-form'] as const;
type EventType = (typeof EVENT_TYPES)[number];
type Payment = (typeof PAYMENTS)[number];
type Confirmation = (typeof CONFIRMATIONS)[number];
type Entry = (typeof ENTRIES)[number];

/** The steps a test can take after booking, as the lifecycle's actions by their actors. */
const STEPS = {
  pay: { action: 'pay', actor: 'host' },
  'pay online': { action: 'pay', actor: 'provider' },
  confirm: { action: 'confirm', actor: 'host' },
  reject: { action: 'reject', actor: 'host' },
  reschedule: { action: 'reschedule', actor: 'visitor' },
  'cancel by visitor': { action: 'cancel', actor: 'visitor' },
  'cancel by host': { action: 'cancel', actor: 'host' },
} as const satisfies Record<string, { action: BookingAction; actor: Actor }>;
type Step = keyof typeof STEPS;

/** Where a booking stands once made: its payment first, then the host, as the lifecycle settles it. */
function bookedState(payment: Payment, confirmation: Confirmation): BookingState {
  return settle({
    payment: payment !== 'none' && payment !== 'LATER',
    // Every case books within the notice that asks for confirmation.
    host: confirmation !== 'none',
  });
}

/** The state a step leads to from `from`, as the lifecycle's transitions say. */
function after(from: BookingState, step: Step, outstanding: { host: boolean }): BookingState {
  const { action, actor } = STEPS[step];
  const transition = TRANSITIONS.find(
    (t) => t.action === action && t.from.includes(from) && t.by.includes(actor),
  );
  if (!transition) throw new Error(`${step} is not allowed from ${from}`);
  return transition.to === 'settle' ? settle({ payment: false, host: outstanding.host }) : transition.to;
}

/** Which steps apply to a booking with this payment at all (who settles a payment depends on it). */
function stepApplies(step: Step, payment: Payment): boolean {
  if (step === 'pay') return payment === 'BANK_TRANSFER' || payment === 'CASH' || payment === 'UPI';
  if (step === 'pay online') return ONLINE.includes(payment);
  return true;
}

interface Case {
  type: EventType;
  payment: Payment;
  confirmation: Confirmation;
  entry: Entry;
  steps: Step[];
  /** The state the lifecycle predicts after the steps (before any payment hold runs out). */
  expected: BookingState;
}

/**
 * Every case: each event type × payment × confirmation booked from the public page and from a
 * share link (one-to-one events also through a routing form that sends the visitor to them).
 * From there, along every path the lifecycle allows: one-to-one bookings one step further, and
 * two for one method of each way a payment settles; the other event types one step further, for
 * those methods, with and without the host's confirmation.
 */
function generateCases(): Case[] {
  const cases: Case[] = [];
  for (const type of EVENT_TYPES) {
    for (const payment of PAYMENTS) {
      for (const confirmation of CONFIRMATIONS) {
        const start = bookedState(payment, confirmation);
        const host = confirmation !== 'none';
        for (const entry of ENTRIES) {
          // A routing form leads to any kind of event the same way: one-to-one events stand for all.
          if (entry === 'routing-form' && type !== 'SOLO') continue;
          cases.push({ type, payment, confirmation, entry, steps: [], expected: start });
        }
        // Confirmation under notice acts as confirmation always once it applies, and methods that
        // settle alike (the providers, bank and cash) go alike: one of each is taken two steps.
        const alike = TWO_STEPS.includes(payment) && confirmation !== 'under notice';
        const depth = type === 'SOLO' ? (alike ? 2 : 1) : alike ? 1 : 0;
        const walk = (state: BookingState, steps: Step[]) => {
          if (steps.length === depth) return;
          for (const step of Object.keys(STEPS) as Step[]) {
            const { action, actor } = STEPS[step];
            if (!stepApplies(step, payment) || !mayTransition(state, action, actor)) continue;
            const next = after(state, step, { host });
            const path = [...steps, step];
            cases.push({ type, payment, confirmation, entry: 'page', steps: path, expected: next });
            walk(next, path);
          }
        };
        walk(start, []);
      }
    }
  }
  return cases;
}

const CASES = generateCases();

/** A payment the visitor has not made (online, or a UPI reference not given) expires when its hold runs out. */
function afterHolds(c: Case): BookingState {
  const held = ONLINE.includes(c.payment) || c.payment === 'UPI';
  return c.expected === 'AWAITING_PAYMENT' && held && mayTransition(c.expected, 'expire', 'system')
    ? 'EXPIRED'
    : c.expected;
}

describe('the lifecycle matrix', () => {
  it('covers every event type, payment, confirmation, entry and step, and every state a seat can reach', () => {
    const seen = (pick: (c: Case) => string) => new Set(CASES.map(pick));
    expect(seen((c) => c.type)).toEqual(new Set(EVENT_TYPES));
    expect(seen((c) => c.payment)).toEqual(new Set(PAYMENTS));
    expect(seen((c) => c.entry)).toEqual(new Set(ENTRIES));
    expect(new Set(CASES.flatMap((c) => c.steps))).toEqual(new Set(Object.keys(STEPS)));
    expect(new Set(CASES.map(afterHolds))).toEqual(
      new Set([
        'AWAITING_PAYMENT',
        'AWAITING_HOST',
        'CONFIRMED',
        'RESCHEDULED',
        'CANCELLED',
        'REJECTED',
        'EXPIRED',
      ]),
    );
  });
});

describe.each(testDatabaseKinds())('every place shows what the lifecycle says, on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  let paypal: FakePayPal;
  let razorpay: FakeRazorpay;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  const events = new Map<string, string>();
  const booked = new Map<Case, { attendeeId: string; meetingId: string; emailId: string }>();

  const key = (c: Pick<Case, 'type' | 'payment' | 'confirmation'>) =>
    `${c.type}/${c.payment}/${c.confirmation}`;
  const view = async (attendeeId: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/attendee/${attendeeId}` })).json();
  const paymentOf = async (attendeeId: string): Promise<string> => {
    const { rows } = await t.database.execute('select id from payments where attendee_id = $1', [attendeeId]);
    return String(rows[0]?.id);
  };
  const ok = (res: { statusCode: number; body: string }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  };
  /** Side effects run in jobs; a step is done when the booking's jobs are. */
  const settled = async () => {
    // Hundreds of expiries at once take a while on a loaded machine: wait up to three minutes, and
    // say so when the jobs have not all run rather than let a case fail on a letter not yet sent.
    const deadline = Date.now() + 180_000;
    for (;;) {
      const { rows } = await t.database.execute(
        `select count(*) filter (where status not in ('DONE', 'FAILURE'))::int as waiting,
                string_agg(error, '; ') filter (where status = 'FAILURE') as failures
           from booking_queue`,
      );
      const waiting = Number(rows[0]?.waiting);
      if (waiting === 0) {
        expect(rows[0]?.failures ?? null, 'side-effect jobs that failed for good').toBeNull();
        return;
      }
      if (Date.now() > deadline)
        throw new Error(`${waiting} side-effect jobs still waiting after three minutes`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  // Every case's meeting gets its own half hour: weekdays from Monday 8 March, 09:00 to 16:30 UTC.
  let nextSlot = 0;
  const slot = () => {
    const n = nextSlot++;
    const day = Math.floor(n / 16);
    const week = Math.floor(day / 5);
    const date = new Date(Date.parse('2027-03-08T09:00:00Z') + (week * 7 + (day % 5)) * 86_400_000);
    return new Date(date.getTime() + (n % 16) * 30 * 60_000).toISOString();
  };

  /** A routing form that sends everyone to the event, filled in by the visitor: its response's id. */
  async function routedTo(eventId: string, emailId: string): Promise<string> {
    const form = (
      await host.agent.request('POST', `${API}/routing/form/new`, {
        name: `Route ${eventId}`,
        questions: [
          { questionId: 'who', content: 'Name', type: 'NAME', required: true },
          { questionId: 'mail', content: 'Email', type: 'EMAIL_ID', required: true },
        ],
      })
    ).json();
    ok(
      await host.agent.request('POST', `${API}/routing/${form._id}/conditions/add`, {
        condition: {
          kind: 'group',
          join: 'ALL',
          children: [{ kind: 'clause', questionId: 'mail', operator: 'contains', value: '@' }],
        },
        redirect: { type: 'EVENT_TYPE', eventId },
      }),
      'routing rule',
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/website/routing-form`,
      payload: {
        questionAnswers: [
          { questionId: 'who', answer: 'Matrix Visitor', type: 'NAME' },
          { questionId: 'mail', answer: emailId, type: 'EMAIL_ID' },
        ],
        appId: host.session.workspace._id,
        slug: form.slug,
      },
    });
    ok(submitted, 'routing form');
    expect(submitted.json().redirect.type).toBe('EVENT_TYPE');
    return submitted.json()._id;
  }

  async function makeCase(c: Case): Promise<void> {
    t.clock.advance(1000);
    const eventId = events.get(key(c)) ?? '';
    const emailId = `matrix-${booked.size}@example.com`;
    const body = bookingBody(eventId, slot(), {
      attendee: { fullName: 'Matrix Visitor', emailId },
      ...(c.payment === 'none' ? {} : { payment: { method: c.payment } }),
    });
    // Each visitor from their own address, as the public booking limit per address expects.
    const remoteAddress = `10.1.${Math.floor(booked.size / 250)}.${booked.size % 250}`;
    const shareLink =
      c.entry === 'share-link'
        ? (await host.agent.request('POST', `${API}/share-link`, { eventId })).json().link
        : undefined;
    const responseId = c.entry === 'routing-form' ? await routedTo(eventId, emailId) : undefined;
    const res = await t.app.inject({
      method: 'POST',
      url: shareLink
        ? `${API}/meet/book/share-link`
        : `${API}/meet/book${responseId ? `?responseId=${responseId}` : ''}`,
      payload: shareLink ? { ...body, shareLink } : body,
      remoteAddress,
    });
    expect(res.statusCode, `${key(c)} ${c.entry} at ${body.time}: ${res.body}`).toBe(202);
    const answer = res.json();
    let attendeeId: string;
    let meetingId: string;
    if (answer.queueId) {
      ({ attendeeId, meetingId } = await waitForQueue(t.app, answer.queueId));
    } else {
      const status = (
        await t.app.inject({ method: 'GET', url: `${API}/meet/payment/${answer.payment.id}/status` })
      ).json();
      ({ attendeeId, meetingId } = status);
    }
    for (const step of c.steps) {
      // A second apart, so the last letter and webhook of a booking are the last in time.
      t.clock.advance(1000);
      await take(c, step, { attendeeId, meetingId });
    }
    await settled();
    booked.set(c, { attendeeId, meetingId, emailId });
  }

  async function take(c: Case, step: Step, seat: { attendeeId: string; meetingId: string }): Promise<void> {
    const { state } = (await view(seat.attendeeId)).attendee as { state: BookingState };
    switch (step) {
      case 'pay':
        if (c.payment === 'UPI') {
          // The visitor gives their UPI reference; the host then checks it.
          const reference = String(100_000_000_000 + booked.size * 1000 + c.steps.length);
          ok(
            await new Agent(t.app).request(
              'POST',
              `${API}/meet/payment/${await paymentOf(seat.attendeeId)}/upi-reference`,
              { reference },
            ),
            'UPI reference',
          );
          t.clock.advance(1000);
        }
        return ok(
          await host.agent.request('POST', `${API}/payments/${await paymentOf(seat.attendeeId)}/confirm`, {}),
          step,
        );
      case 'pay online': {
        const paymentId = await paymentOf(seat.attendeeId);
        if (c.payment === 'STRIPE') {
          const session = [...fake.sessions.values()].find((s) => s.client_reference_id === paymentId);
          await fake.pay(session?.id ?? '');
        } else {
          // The visitor comes back from PayPal's approval, or from Razorpay Checkout with its signature.
          const { next } = (
            await t.app.inject({ method: 'GET', url: `${API}/meet/payment/${paymentId}/status` })
          ).json();
          let back: Record<string, string>;
          if (c.payment === 'PAYPAL') {
            const token = new URL(String(next.url)).searchParams.get('token') ?? '';
            paypal.approve(token);
            back = { token, PayerID: 'PAYERFAKE01' };
          } else {
            const orderId = String(next.data.orderId);
            const paid = razorpay.pay(orderId);
            back = {
              razorpay_order_id: orderId,
              razorpay_payment_id: paid.paymentId,
              razorpay_signature: paid.signature,
            };
          }
          ok(
            await t.app.inject({
              method: 'POST',
              url: `${API}/meet/payment/${paymentId}/return`,
              payload: back,
            }),
            `${c.payment} return`,
          );
        }
        for (let i = 0; i < 100 && (await view(seat.attendeeId)).attendee.state === 'AWAITING_PAYMENT'; i++) {
          await new Promise((r) => setTimeout(r, 50));
        }
        return;
      }
      case 'confirm':
        return ok(
          await host.agent.request('POST', `${API}/meet/agent/confirm-booking`, {
            meetingId: seat.meetingId,
            action: 'CONFIRM',
          }),
          step,
        );
      case 'reject':
        // A payment settled by hand that the host will not accept is rejected as a payment; the
        // rest (a request, or a booking whose online payment is still awaited) as a booking.
        return ok(
          state === 'AWAITING_PAYMENT' && !ONLINE.includes(c.payment)
            ? await host.agent.request('POST', `${API}/payments/${await paymentOf(seat.attendeeId)}/reject`, {
                reason: 'No transfer arrived',
              })
            : await host.agent.request('POST', `${API}/meet/agent/confirm-booking`, {
                meetingId: seat.meetingId,
                action: 'REJECT',
                reason: 'Fully booked',
              }),
          step,
        );
      case 'reschedule':
        return ok(
          await new Agent(t.app).request('PATCH', `${API}/meet/reschedule`, {
            attendeeId: seat.attendeeId,
            time: slot(),
            timezone: 'Europe/Berlin',
          }),
          `${key(c)} ${step}`,
        );
      case 'cancel by visitor':
        return ok(
          await new Agent(t.app).request('PATCH', `${API}/meet/cancel`, {
            attendeeId: seat.attendeeId,
            reason: 'Plans changed',
          }),
          step,
        );
      case 'cancel by host':
        return ok(
          await host.agent.request('PATCH', `${API}/meet/agent/cancel`, {
            meetingId: seat.meetingId,
            reason: 'Ill',
          }),
          step,
        );
    }
  }

  beforeAll(async () => {
    const clock = createClock(NOW);
    fake = await startFakeStripe({ now: clock.now });
    clearPayPalTokens();
    paypal = await startFakePayPal();
    razorpay = await startFakeRazorpay();
    t = await createTestApp(kind, {
      clock,
      config: {
        paymentApiUrls: { stripe: fake.baseUrl, paypal: paypal.baseUrl, razorpay: razorpay.baseUrl },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    host = await signUpHost(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    fake.setWebhookUrl(
      `http://127.0.0.1:${port}${API}/payments/webhook/stripe/${host.session.workspace._id}`,
    );
    ok(
      await host.agent.request('PUT', `${API}/payments/accounts/stripe`, {
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
      }),
      'connect Stripe',
    );
    ok(
      await host.agent.request('PUT', `${API}/payments/accounts/paypal`, {
        mode: 'sandbox',
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        webhookId: paypal.webhookId,
      }),
      'connect PayPal',
    );
    ok(
      await host.agent.request('PUT', `${API}/payments/accounts/razorpay`, {
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
      }),
      'connect Razorpay',
    );
    ok(
      await host.agent.request('POST', `${API}/webhooks/endpoints`, {
        url: 'https://hooks.example.com/matrix',
        // Every booking and payment event: the last one about a booking must say what it is.
        triggers: WEBHOOK_TRIGGERS.filter((t) => t.startsWith('booking.') || t.startsWith('payment.')),
      }),
      'webhook endpoint',
    );
    const memberId = await addMember(t, host.session.workspace._id, 'Grace');
    const hours = weekdays('UTC');
    const hostsOf = (type: EventType) => [
      { userId: host.session.agent._id, isOrganizer: true, customAvailableHour: hours },
      ...(type === 'ROUNDROBIN' || type === 'COLLECTIVE'
        ? [{ userId: memberId, customAvailableHour: hours }]
        : []),
    ];
    for (const type of EVENT_TYPES) {
      for (const payment of PAYMENTS) {
        for (const confirmation of CONFIRMATIONS) {
          const hosts = hostsOf(type);
          const id = await createEvent(host.agent, {
            name: `Matrix ${type} ${payment} ${confirmation}`,
            type,
            ...(type === 'GROUP' ? { maxAttendeesPerMeet: 4 } : {}),
            agents: hosts,
            ...(payment === 'none'
              ? {}
              : {
                  payment: {
                    enable: true,
                    methods: payment === 'LATER' ? ['STRIPE'] : [payment],
                    required: payment !== 'LATER',
                    amount: 30,
                    currencyCode: payment === 'UPI' || payment === 'RAZORPAY' ? 'INR' : 'EUR',
                    upiId: 'ada@okaxis',
                    terms: 'IBAN DE00 0000',
                  },
                }),
            ...(confirmation === 'always' ? { bookingConfirmation: { enable: true, type: 'ALL' } } : {}),
            // Confirmation for bookings made less than 180 days (in minutes) ahead: every case here.
            ...(confirmation === 'under notice'
              ? { bookingConfirmation: { enable: true, type: 'LESS_THAN', lessThanNotice: 180 * 1440 } }
              : {}),
          });
          events.set(key({ type, payment, confirmation }), id);
        }
      }
    }
    for (const c of CASES) await makeCase(c);
    // The payment holds run out: what still waits for an online payment expires.
    t.clock.set('2027-03-01T12:00:00Z');
    // A sweep ends a hundred holds at a time.
    while ((await expireDueHolds(t.deps)) > 0);
    await settled();
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await paypal?.close();
    await razorpay?.close();
  });

  /** Every tab of the bookings list, read once all cases are made: the meetings each shows. */
  let lists: Promise<Record<string, Set<string>>> | undefined;
  const listed = () => {
    lists ??= (async () => {
      const found: Record<string, Set<string>> = {};
      for (const [tab, filters] of Object.entries(TAB_FILTERS)) {
        const ids = new Set<string>();
        for (let pageNo = 1; ; pageNo++) {
          const res = await host.agent.request('POST', `${API}/meet/agent`, {
            ...filters,
            pageNo,
            limit: 50,
          });
          ok(res, `list ${tab}`);
          const { meetings } = res.json() as { meetings: { _id: string }[] };
          for (const m of meetings) ids.add(m._id);
          if (meetings.length < 50) break;
        }
        found[tab] = ids;
      }
      return found;
    })();
    return lists;
  };
  /** The CSV export of every case's meetings, read once. */
  let csv: Promise<string> | undefined;
  const exported = () => {
    csv ??= host.agent
      .request('POST', `${API}/meet/agent/export`, {
        from: '2027-03-01T00:00:00Z',
        to: '2027-06-01T00:00:00Z',
      })
      .then((res) => Buffer.from(res.json().csvBuffer, 'base64').toString('utf8'));
    return csv;
  };

  /** The last row of a table about one attendee's booking, by their address. */
  const lastAbout = async (sql: string, emailId: string) =>
    (await t.database.execute(sql, [emailId])).rows.at(-1) as Record<string, unknown> | undefined;

  it.each(
    CASES.map(
      (c) =>
        [
          `${c.type} · ${c.payment} · ${c.confirmation} · ${c.entry} · book${c.steps.map((s) => ` → ${s}`).join('')}`,
          c,
        ] as const,
    ),
  )('%s', async (_, c) => {
    const seat = booked.get(c);
    if (!seat) throw new Error('the case was not booked');
    const state = afterHolds(c);
    const told = PROJECTIONS[state];

    // The attendee's own page.
    const page = await view(seat.attendeeId);
    expect({ state: page.attendee.state, status: page.meeting.status }).toEqual({ state, status: told.wire });

    // The last letter to the attendee, and its calendar file.
    const letter = await lastAbout(
      `select subject, kind, ics from outbox where to_addresses @> jsonb_build_array($1::text) order by created_at, id`,
      seat.emailId,
    );
    if (told.email) {
      expect(String(letter?.subject)).toMatch(new RegExp(`^${told.email.subject}: `));
      const ics = String(letter?.ics ?? '');
      if (told.ics) {
        expect(ics).toContain(`METHOD:${told.ics.method}`);
        expect(ics).toContain(`STATUS:${told.ics.status}`);
      } else {
        expect(letter?.ics ?? null).toBeNull();
      }
    }

    // The last webhook about the booking.
    const hook = await lastAbout(
      `select body from webhook_deliveries where body like '%' || $1 || '%' order by created_at, id`,
      seat.emailId,
    );
    expect(JSON.parse(String(hook?.body)).data.booking.status).toBe(told.wire);

    // The bookings list's tabs that show the meeting.
    const lists = await listed();
    expect(Object.keys(lists).filter((tab) => lists[tab]?.has(seat.meetingId))).toEqual([told.listTab]);

    // The CSV export's row of the seat.
    const row = (await exported()).split('\n').find((line) => line.includes(seat.emailId)) ?? '';
    expect(row).toContain(`,${told.label},`);
  });
});

/** The bookings list's tabs as the dashboard asks for them (`apps/web/.../meeting-tabs.ts`). */
const TAB_FILTERS = {
  upcoming: { status: 'ACTIVE', period: 'upcoming' },
  'action-required': { status: 'ACTION_REQUIRED', period: 'upcoming' },
  past: { status: 'ACTIVE', period: 'past' },
  cancelled: { status: 'CANCELLED' },
};
