import { describe, expect, it } from 'vitest';
import { mergeAttendeeDetails } from './booking-summary';

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
