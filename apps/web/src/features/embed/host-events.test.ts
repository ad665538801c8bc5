import { describe, expect, it } from 'vitest';
import { publicEventOf } from './host-events';

describe('publicEventOf', () => {
  it('turns funnel events into public widget events with only their documented details', () => {
    expect(
      publicEventOf('schedule_event', { eventId: 'e1', meetingId: 'm1', value: 1, currency: 'USD' }),
    ).toEqual({
      name: 'booking_successful',
      data: { eventId: 'e1', meetingId: 'm1' },
    });
    expect(publicEventOf('date_selection', { eventId: 'e1', date: '2027-01-02', value: 1 })).toEqual({
      name: 'date_selected',
      data: { eventId: 'e1', date: '2027-01-02' },
    });
    expect(publicEventOf('time_selection', { eventId: 'e1', time: 5 })?.name).toBe('time_selected');
    expect(publicEventOf('payment_completed', { meetingId: 'm1' })?.name).toBe('payment_completed');
    expect(publicEventOf('verify_email', { eventId: 'e1' })).toBeNull();
  });
});
