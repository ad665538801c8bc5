import { en } from '@kairos/core/i18n/catalogues/en';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { QueueStatusResponse } from './booking-contract';
import { BOOKING_TIMEOUT_MESSAGE, retryAfterSeconds, waitForBooking } from './booking-flow';

function clock() {
  let time = 0;
  return {
    now: () => time,
    sleep: vi.fn(async (ms: number) => {
      time += ms;
    }),
  };
}

describe('waitForBooking', () => {
  it('polls every 500 ms until the booking is done', async () => {
    const answers: QueueStatusResponse[] = [
      { status: 'PENDING' },
      { status: 'PENDING' },
      { status: 'DONE', meetingId: 'm1', attendeeId: 'a1', meetingStatus: 'ACTIVE' },
    ];
    const fetchStatus = vi.fn(async () => answers.shift()!);
    const time = clock();
    const result = await waitForBooking('q1', { fetchStatus, ...time });
    expect(result).toEqual({ status: 'DONE', meetingId: 'm1', attendeeId: 'a1', meetingStatus: 'ACTIVE' });
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(time.sleep.mock.calls).toEqual([[500], [500]]);
  });

  it('returns a failure as it is', async () => {
    const result = await waitForBooking('q1', {
      fetchStatus: async () => ({ status: 'FAILURE', error: 'Slot is not available' }),
      ...clock(),
    });
    expect(result.error).toBe('Slot is not available');
  });

  it('gives up after the timeout', async () => {
    const time = clock();
    await expect(
      waitForBooking('q1', { fetchStatus: async () => ({ status: 'PENDING' }), ...time, timeoutMs: 2000 }),
    ).rejects.toThrow(BOOKING_TIMEOUT_MESSAGE);
    expect(time.sleep).toHaveBeenCalledTimes(4);
  });
});

describe('retryAfterSeconds', () => {
  const limited = (header: string | null) =>
    new ApiError('Too many requests', {
      status: 429,
      code: 'RATE_LIMITED',
      response: new Response(null, { status: 429, headers: header ? { 'Retry-After': header } : {} }),
    });

  it.each([
    [limited('30'), 30],
    [limited('2.5'), 3],
    [limited(null), null],
    [limited('soon'), null],
    [new ApiError('x', { status: 400, code: 'BAD_REQUEST' }), null],
  ])('%#', (error, expected) => {
    expect(retryAfterSeconds(error)).toBe(expected);
  });
});

describe('BOOKING_TIMEOUT_MESSAGE', () => {
  it('is the catalogue message the page translates it with, word for word', () => {
    expect(BOOKING_TIMEOUT_MESSAGE).toBe(en['errors.bookingTimeout']);
  });
});
