import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATES,
  type BookingState,
  mayMarkNoShow,
  mayTransition,
  PROJECTIONS,
  type SeatFacts,
  seatState,
  settle,
  TRANSITIONS,
} from './lifecycle.ts';

const NOW = Date.parse('2027-03-01T08:00:00Z');
const LATER = Date.parse('2027-03-02T10:30:00Z');
const EARLIER = Date.parse('2027-02-27T10:30:00Z');

const confirmed: SeatFacts = {
  meetingStatus: 'ACTIVE',
  attendeeStatus: 'ACTIVE',
  confirmationRequired: false,
  rejectedByAdmin: false,
  payment: null,
  markAsNoShow: false,
  rescheduleCount: 0,
  end: LATER,
};

describe('a seat’s state', () => {
  it.each<[string, Partial<SeatFacts>, BookingState]>([
    ['a free booking', {}, 'CONFIRMED'],
    ['a moved booking', { rescheduleCount: 1 }, 'RESCHEDULED'],
    [
      'a request the host has not answered',
      { meetingStatus: 'ACTION_REQUIRED', confirmationRequired: true },
      'AWAITING_HOST',
    ],
    [
      'an unpaid card payment',
      { meetingStatus: 'ACTION_REQUIRED', payment: { status: 'PENDING', method: 'STRIPE' } },
      'AWAITING_PAYMENT',
    ],
    [
      'a bank-transfer seat in a group meeting another attendee paid for',
      { meetingStatus: 'ACTIVE', payment: { status: 'AWAITING_VERIFICATION', method: 'BANK_TRANSFER' } },
      'AWAITING_PAYMENT',
    ],
    ['pay later, not paid yet', { payment: { status: 'PENDING', method: 'LATER' } }, 'CONFIRMED'],
    ['a paid seat', { payment: { status: 'PAID', method: 'UPI' } }, 'CONFIRMED'],
    [
      'a paid seat the host must still confirm',
      { meetingStatus: 'ACTION_REQUIRED', payment: { status: 'PAID', method: 'STRIPE' } },
      'AWAITING_HOST',
    ],
    ['a cancelled meeting', { meetingStatus: 'CANCELLED' }, 'CANCELLED'],
    ['a seat given up in a group meeting that goes on', { attendeeStatus: 'CANCELLED' }, 'CANCELLED'],
    ['a rejected request', { meetingStatus: 'CANCELLED', rejectedByAdmin: true }, 'REJECTED'],
    [
      'an unpaid hold that ran out',
      { meetingStatus: 'CANCELLED', payment: { status: 'EXPIRED', method: 'STRIPE' } },
      'EXPIRED',
    ],
    [
      'a failed payment, or an unpaid booking the visitor cancelled',
      { meetingStatus: 'CANCELLED', payment: { status: 'FAILED', method: 'STRIPE' } },
      'CANCELLED',
    ],
    ['a meeting that took place', { end: EARLIER }, 'DONE'],
    ['a no-show', { end: EARLIER, markAsNoShow: true }, 'NO_SHOW'],
  ])('%s', (_, facts, state) => {
    expect(seatState({ ...confirmed, ...facts }, NOW)).toBe(state);
  });
});

describe('the transitions', () => {
  it('reach every state from a new request', () => {
    const reached = new Set<BookingState>(['REQUESTED']);
    const targets = (t: (typeof TRANSITIONS)[number]): BookingState[] =>
      t.to === 'settle' ? ['AWAITING_PAYMENT', 'AWAITING_HOST', 'CONFIRMED'] : [t.to];
    for (let changed = true; changed; ) {
      changed = false;
      for (const t of TRANSITIONS) {
        if (!t.from.some((s) => reached.has(s))) continue;
        for (const to of targets(t)) if (!reached.has(to) && reached.add(to)) changed = true;
      }
    }
    expect([...reached].sort()).toEqual([...BOOKING_STATES].sort());
  });

  it.each<[BookingState, Parameters<typeof mayTransition>[1], Parameters<typeof mayTransition>[2], boolean]>([
    ['AWAITING_HOST', 'confirm', 'host', true],
    ['AWAITING_HOST', 'confirm', 'visitor', false],
    ['CONFIRMED', 'confirm', 'host', false],
    ['AWAITING_PAYMENT', 'pay', 'provider', true],
    ['CONFIRMED', 'cancel', 'visitor', true],
    ['CANCELLED', 'cancel', 'host', false],
    ['EXPIRED', 'reschedule', 'visitor', false],
    ['CONFIRMED', 'mark-no-show', 'visitor', false],
    ['AWAITING_HOST', 'mark-no-show', 'host', false],
    ['DONE', 'mark-no-show', 'host', true],
    ['AWAITING_PAYMENT', 'expire', 'system', true],
  ])('from %s, %s by the %s: %s', (from, action, actor, allowed) => {
    expect(mayTransition(from, action, actor)).toBe(allowed);
  });

  it('settles what is outstanding, payment first', () => {
    expect(settle({ payment: true, host: true })).toBe('AWAITING_PAYMENT');
    expect(settle({ payment: false, host: true })).toBe('AWAITING_HOST');
    expect(settle({ payment: false, host: false })).toBe('CONFIRMED');
  });

  it('marks a no-show only once the meeting has started', () => {
    expect(mayMarkNoShow(LATER, NOW)).toBe(false);
    expect(mayMarkNoShow(EARLIER, NOW)).toBe(true);
  });
});

const facts = fc.record<SeatFacts>({
  meetingStatus: fc.constantFrom('ACTIVE', 'ACTION_REQUIRED', 'CANCELLED'),
  attendeeStatus: fc.constantFrom('ACTIVE', 'CANCELLED'),
  confirmationRequired: fc.boolean(),
  rejectedByAdmin: fc.boolean(),
  payment: fc.option(
    fc.record({
      status: fc.constantFrom(
        'PENDING',
        'AWAITING_VERIFICATION',
        'PAID',
        'FAILED',
        'EXPIRED',
        'REJECTED',
        'REFUNDED',
      ),
      method: fc.constantFrom(
        'STRIPE',
        'DEBIT_CREDIT',
        'PAYPAL',
        'RAZORPAY',
        'UPI',
        'BANK_TRANSFER',
        'CASH',
        'LATER',
      ),
    }),
    { nil: null },
  ),
  markAsNoShow: fc.boolean(),
  rescheduleCount: fc.nat(3),
  end: fc.constantFrom(EARLIER, LATER),
});

describe('every projection agrees with the state', () => {
  it('for any stored seat', () => {
    fc.assert(
      fc.property(facts, (seat) => {
        const state = seatState(seat, NOW);
        const p = PROJECTIONS[state];
        // A calendar invitation only for a booking that stands; a cancellation only for one that was.
        if (p.ics?.method === 'REQUEST') expect(p.wire).toBe('ACTIVE');
        if (p.ics?.method === 'CANCEL') expect(p.wire).toBe('CANCELLED');
        // Nothing that waits for money or a decision is told it is confirmed.
        const waiting = state === 'AWAITING_PAYMENT' || state === 'AWAITING_HOST';
        if (waiting) {
          expect(p.wire).toBe('ACTION_REQUIRED');
          expect(p.listTab).toBe('action-required');
          expect(p.ics).toBeNull();
          expect(p.email?.subject).not.toBe('Confirmed');
        }
        if (seat.meetingStatus === 'CANCELLED' || seat.attendeeStatus === 'CANCELLED') {
          expect(p.wire).toBe('CANCELLED');
          expect(p.listTab).toBe('cancelled');
        }
        if (p.listTab === 'upcoming') expect(seat.end).toBeGreaterThan(NOW);
      }),
    );
  });

  it('names each state once per place', () => {
    const labels = BOOKING_STATES.map((s) => PROJECTIONS[s].label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
