import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BookingSummary,
  mergeAttendeeDetails,
  promotePayment,
  recallBooking,
  rememberPayment,
} from './booking-summary';

describe('the hosts a booking names', () => {
  it('are the meeting’s (a round robin’s assigned host), not every host of the event', () => {
    const merged = mergeAttendeeDetails(null, {
      attendee: { _id: 'a1' },
      meeting: {
        _id: 'm1',
        time: '2027-03-01T10:00:00.000Z',
        duration: 30,
        hosts: [{ firstName: 'Grace', lastName: 'Hopper' }],
      },
      event: {
        name: 'Intro call',
        agentsDetails: [
          { _id: 'h1', firstName: 'Ada', lastName: 'Lovelace', status: 'ACTIVE' },
          { _id: 'h2', firstName: 'Grace', lastName: 'Hopper', status: 'ACTIVE' },
        ] as never,
      },
    });
    expect(merged?.hosts).toEqual(['Grace Hopper']);
  });

  it('carries the seat’s state from the server', () => {
    const merged = mergeAttendeeDetails(null, {
      attendee: { _id: 'a1', state: 'AWAITING_PAYMENT' },
      meeting: { _id: 'm1', time: '2027-03-01T10:00:00.000Z', duration: 30, status: 'ACTION_REQUIRED' },
      event: { name: 'Workshop' },
    });
    expect(merged).toMatchObject({ status: 'ACTION_REQUIRED', state: 'AWAITING_PAYMENT' });
  });
});

describe('a booking remembered where storage is refused (a widget on another site)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is still there for the thanks page, with its payment, once the payment is promoted', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const pending: BookingSummary = {
      attendeeId: null,
      meetingId: null,
      status: 'ACTIVE',
      accessLink: 'acme',
      eventSlug: 'card-call',
      eventName: 'Card call',
      attendeeName: 'Grace Hopper',
      attendeeEmail: 'grace@example.com',
      guests: [],
      hosts: ['Ada Lovelace'],
      start: '2027-03-01T10:00:00.000Z',
      duration: 30,
      timezone: 'UTC',
      mode: null,
      meetingLink: null,
      payment: { amount: 25, currency: 'USD', method: 'STRIPE', status: 'PENDING' },
      confirmationPage: null,
    };
    rememberPayment('p-blocked', pending);
    promotePayment('p-blocked', 'a-blocked', { status: 'PAID', meetingStatus: 'ACTIVE', meetingId: 'm1' });
    expect(recallBooking('a-blocked')).toMatchObject({
      attendeeId: 'a-blocked',
      meetingId: 'm1',
      payment: { amount: 25, currency: 'USD', status: 'PAID' },
    });
  });
});
