import { ApiError, isApiError } from '../api/api-error';
import { bookingsApi } from '../api/clients';
import type { BookingQueued, BookingRequest, QueueStatusResponse } from './booking-contract';

/** `POST /website/generate/email-verification-code`: emails a 6-digit code. */
export function requestEmailCode(emailId: string, eventId: string): Promise<void> {
  return bookingsApi.post<void>('/website/generate/email-verification-code', { emailId, eventId });
}

/** `POST /meet/book`: queues the booking; `attemptKey` makes a resend of the same attempt safe. */
export function submitBooking(
  request: BookingRequest,
  query: { responseId: string | null; externalId: string | null },
  attemptKey: string,
): Promise<BookingQueued> {
  return bookingsApi.post<BookingQueued>('/meet/book', request, {
    query,
    headers: { 'Idempotency-Key': attemptKey },
  });
}

export function fetchQueueStatus(queueId: string, signal?: AbortSignal): Promise<QueueStatusResponse> {
  return bookingsApi.get<QueueStatusResponse>(`/meet/queue-event/status/${encodeURIComponent(queueId)}`, {
    ...(signal ? { signal } : {}),
  });
}

interface WaitOptions {
  fetchStatus: (queueId: string) => Promise<QueueStatusResponse>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  intervalMs?: number;
  timeoutMs?: number;
  onPoll?: (attempt: number) => void;
}

export const BOOKING_TIMEOUT_MESSAGE =
  'Your booking is taking longer than expected. Check your email for a confirmation before trying again.';

/** Polls a queued booking until it is DONE or FAILURE (about every 500 ms), or gives up after a while. */
export async function waitForBooking(queueId: string, options: WaitOptions): Promise<QueueStatusResponse> {
  const interval = options.intervalMs ?? 500;
  const deadline = options.now() + (options.timeoutMs ?? 90_000);
  for (let attempt = 1; ; attempt += 1) {
    options.onPoll?.(attempt);
    const status = await options.fetchStatus(queueId);
    if (status.status !== 'PENDING') return status;
    if (options.now() + interval > deadline) {
      throw new ApiError(BOOKING_TIMEOUT_MESSAGE, { status: 0, code: 'BOOKING_TIMEOUT' });
    }
    await options.sleep(interval);
  }
}

/** Seconds to wait before trying again, from a 429 answer's Retry-After header. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const header = error.response?.headers.get('Retry-After');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
