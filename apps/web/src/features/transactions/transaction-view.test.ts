import { describe, expect, it } from 'vitest';
import { filtersOf } from './transaction-view';

describe('the transactions filters as the API takes them', () => {
  it('turns the host’s days into instants in their zone, the end day included', () => {
    expect(filtersOf({ from: '2027-03-01', to: '2027-03-31' }, 'Asia/Kolkata')).toEqual({
      from: '2027-02-28T18:30:00.000Z',
      to: '2027-03-31T18:30:00.000Z',
    });
    expect(filtersOf({ from: '2027-03-01', to: '2027-03-01' }, 'Asia/Kathmandu')).toEqual({
      from: '2027-02-28T18:15:00.000Z',
      to: '2027-03-01T18:15:00.000Z',
    });
  });

  it('keeps a day across a DST change whole (America/New_York, 14 March 2027)', () => {
    expect(filtersOf({ from: '2027-03-14', to: '2027-03-14' }, 'America/New_York')).toEqual({
      from: '2027-03-14T05:00:00.000Z',
      to: '2027-03-15T04:00:00.000Z',
    });
  });

  it('passes the method, status and event, and leaves out what is not set', () => {
    expect(filtersOf({ method: 'UPI', status: 'AWAITING_VERIFICATION', event: 'e1' }, 'UTC')).toEqual({
      method: 'UPI',
      status: 'AWAITING_VERIFICATION',
      eventId: 'e1',
    });
    expect(filtersOf({}, 'UTC')).toEqual({});
  });
});
