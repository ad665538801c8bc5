import type { BookingState } from '@kairos/core/bookings/lifecycle';
import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { ConfirmationPage } from '@kairos/core/events/page-schema';
import { fromMinorUnits } from '@kairos/core/payments/currency';
import type { AttendeeDetailsResponse, MeetingStatus } from './booking-contract';

/** Everything the thanks page shows about a booking, from the booking just made or the server. */
export interface BookingSummary {
  attendeeId: string | null;
  meetingId: string | null;
  status: MeetingStatus;
  /** The seat's place in the booking lifecycle, once the server has told it. */
  state?: BookingState | undefined;
  accessLink: string;
  eventSlug: string;
  eventName: string;
  attendeeName: string;
  attendeeEmail: string;
  guests: string[];
  hosts: string[];
  /** The start, ISO 8601 UTC. */
  start: string;
  duration: number;
  timezone: string;
  mode: { key: MeetingMode; value?: string } | null;
  meetingLink: string | null;
  /** The video meeting's passcode, when it has one. */
  meetingPassword?: string | null;
  /** PENDING while the video meeting's link is being made; FAILED when the host must send one. */
  meetingLinkStatus?: 'PENDING' | 'READY' | 'FAILED' | null;
  payment: { amount: number; currency: string; method?: string; status?: string } | null;
  confirmationPage: ConfirmationPage | null;
}

function modeOf(meeting: NonNullable<AttendeeDetailsResponse['meeting']>): BookingSummary['mode'] {
  const mode = meeting.mode;
  if (!mode) return null;
  if (typeof mode === 'string') return { key: mode };
  if (!mode.key) return null;
  return mode.value ? { key: mode.key, value: mode.value } : { key: mode.key };
}

/**
 * The server's view of a booking laid over what this browser remembers: the server wins where it
 * answers, the remembered booking fills the rest (the attendee endpoint may lag or be missing).
 */
export function mergeAttendeeDetails(
  remembered: BookingSummary | null,
  details: AttendeeDetailsResponse | null | undefined,
): BookingSummary | null {
  const meeting = details?.meeting;
  const attendee = details?.attendee;
  const event = details?.event;
  if (!remembered && !(meeting?.time && event?.name)) return null;
  const base: BookingSummary = remembered ?? {
    attendeeId: attendee?._id ?? null,
    meetingId: meeting?._id ?? null,
    status: 'ACTIVE',
    accessLink: '',
    eventSlug: event?.slug ?? '',
    eventName: event?.name ?? '',
    attendeeName: '',
    attendeeEmail: '',
    guests: [],
    hosts: [],
    start: meeting?.time ?? '',
    duration: meeting?.duration ?? event?.duration ?? 0,
    timezone: 'UTC',
    mode: null,
    meetingLink: null,
    payment: null,
    confirmationPage: null,
  };
  if (!details) return base;
  const payment = attendee?.payment;
  // The meeting's hosts, not the event's: a round robin names the host it assigned.
  const hosts = (meeting?.hosts ?? [])
    .map((a) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim())
    .filter(Boolean);
  return {
    ...base,
    attendeeId: attendee?._id ?? base.attendeeId,
    meetingId: meeting?._id ?? base.meetingId,
    status: meeting?.status ?? base.status,
    state: attendee?.state ?? base.state,
    eventName: meeting?.modifiedEventName || event?.name || base.eventName,
    attendeeName: attendee?.fullName ?? base.attendeeName,
    attendeeEmail: attendee?.emailId ?? base.attendeeEmail,
    guests: attendee?.guests ?? base.guests,
    hosts: hosts.length > 0 ? hosts : base.hosts,
    start: meeting?.time ?? base.start,
    duration: meeting?.duration ?? base.duration,
    timezone: attendee?.timezone ?? meeting?.timezone ?? base.timezone,
    mode: (meeting && modeOf(meeting)) ?? base.mode,
    meetingLink: meeting?.onlineMeeting?.link ?? base.meetingLink,
    meetingPassword: meeting?.onlineMeeting?.password ?? base.meetingPassword ?? null,
    meetingLinkStatus: meeting?.onlineMeeting?.status ?? base.meetingLinkStatus ?? null,
    payment:
      payment && typeof payment.amount === 'number'
        ? {
            // The server records payments in minor units (cents; yen for JPY).
            amount: fromMinorUnits(payment.amount, payment.currencyCode ?? 'USD'),
            currency: payment.currencyCode ?? 'USD',
            ...(payment.method ? { method: payment.method } : {}),
            ...(payment.status ? { status: payment.status } : {}),
          }
        : base.payment,
    confirmationPage: event?.confirmationPage ?? base.confirmationPage,
  };
}

const STORAGE_PREFIX = 'kairos:booking:';

/**
 * The same bookings in memory: a widget's frame on another site may be refused storage (third-party
 * storage blocked), and its thanks page must still show what was booked and paid, without a reload.
 */
const inMemory = new Map<string, BookingSummary>();

/** Keeps a booking for this tab, so its thanks page survives a reload even without the server. */
export function rememberBooking(key: string, summary: BookingSummary): void {
  inMemory.set(key, summary);
  try {
    window.sessionStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(summary));
  } catch {
    // Storage can be blocked; the page then relies on memory and the server.
  }
}

export function recallBooking(key: string): BookingSummary | null {
  try {
    const text = window.sessionStorage.getItem(`${STORAGE_PREFIX}${key}`);
    if (text) return JSON.parse(text) as BookingSummary;
  } catch {
    // Blocked storage: memory still has this page's bookings.
  }
  return inMemory.get(key) ?? null;
}

/** A booking waiting for its payment, kept by payment id until the status page knows its attendee. */
export function rememberPayment(paymentId: string, summary: BookingSummary): void {
  rememberBooking(`payment:${paymentId}`, summary);
}

/** Once paid: the booking under its attendee id (for the thanks page), with the payment's news. */
export function promotePayment(
  paymentId: string,
  attendeeId: string,
  p: { status: string; meetingStatus: BookingSummary['status']; meetingId: string },
): void {
  const summary = recallBooking(`payment:${paymentId}`);
  if (!summary) return;
  rememberBooking(attendeeId, {
    ...summary,
    attendeeId,
    meetingId: p.meetingId,
    status: p.meetingStatus,
    payment: summary.payment ? { ...summary.payment, status: p.status } : null,
  });
}
