import { queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import { fetchQueueStatus, waitForBooking } from '../booker/booking-flow';
import type {
  AttendeeView,
  CancelRequest,
  CancelResponse,
  RescheduleRequest,
  RescheduleResponse,
} from './contract';

export function attendeeViewKey(attendeeId: string) {
  return ['public', 'attendee', attendeeId] as const;
}

/** `GET /attendee/{id}`: the booking the reschedule and cancel links point at. */
export function attendeeViewQuery(attendeeId: string) {
  return queryOptions({
    queryKey: attendeeViewKey(attendeeId),
    queryFn: ({ signal }) =>
      bookingsApi.get<AttendeeView>(`/attendee/${encodeURIComponent(attendeeId)}`, { signal }),
    staleTime: 30_000,
  });
}

/** Our words when the move fails without the server's; the page says them in its language. */
export const MOVE_FAILED = 'We could not move your meeting.';

/** `PATCH /meet/reschedule`, then the queue until the move is done; a FAILURE throws its message. */
export async function rescheduleMeeting(request: RescheduleRequest): Promise<RescheduleResponse> {
  const queued = await bookingsApi.patch<RescheduleResponse>('/meet/reschedule', request);
  if (queued.status === 'DONE' || !queued.queueId) return queued;
  if (queued.status === 'FAILURE') throw new Error(MOVE_FAILED);
  const status = await waitForBooking(queued.queueId, {
    fetchStatus: (id) => fetchQueueStatus(id),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: Date.now,
  });
  if (status.status === 'FAILURE') throw new Error(status.error || MOVE_FAILED);
  return {
    ...queued,
    status: status.status,
    meetingId: status.meetingId ?? queued.meetingId,
    attendeeId: status.attendeeId ?? queued.attendeeId,
  };
}

/** `PATCH /meet/cancel`. */
export function cancelMeeting(request: CancelRequest): Promise<CancelResponse> {
  return bookingsApi.patch<CancelResponse>('/meet/cancel', request);
}
