/**
 * The booking lifecycle: one seat's state (an attendee's booking of a meeting), the transitions
 * between states and who may make them, and what every place that shows a booking calls each
 * state. Pages, emails, invitations, webhooks, the bookings list, analytics and exports take
 * their wording from here; none decides for itself what a state is called.
 *
 * A seat's state is derived from the stored facts, per attendee: in a group meeting that another
 * attendee has paid for, a seat whose bank transfer the host has not verified yet is still
 * awaiting payment, whatever the meeting as a whole is.
 */

export const BOOKING_STATES = [
  'REQUESTED',
  'AWAITING_PAYMENT',
  'AWAITING_HOST',
  'CONFIRMED',
  'RESCHEDULED',
  'CANCELLED',
  'REJECTED',
  'EXPIRED',
  'NO_SHOW',
  'DONE',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** What is stored about one seat, as the derivation needs it. */
export interface SeatFacts {
  meetingStatus: 'ACTIVE' | 'ACTION_REQUIRED' | 'CANCELLED';
  attendeeStatus: 'ACTIVE' | 'CANCELLED';
  /** The host must confirm this seat (the event asks for confirmation, and it applied). */
  confirmationRequired: boolean;
  rejectedByAdmin: boolean;
  /** The seat's payment, if the booking has one. */
  payment: { status: string; method: string } | null;
  markAsNoShow: boolean;
  rescheduleCount: number;
  /** The meeting's end, epoch milliseconds. */
  end: number;
}

/** A payment that still stands between the seat and its confirmation. */
function paymentOutstanding(payment: SeatFacts['payment']): boolean {
  if (!payment) return false;
  if (payment.status === 'AWAITING_VERIFICATION') return true;
  // Pay-later is settled at the meeting: the seat is booked meanwhile.
  return payment.status === 'PENDING' && payment.method !== 'LATER';
}

/**
 * The spec's status of one seat on the wire. It does not change with the time (a meeting that
 * took place is still ACTIVE), so it needs no clock.
 */
export function seatWireStatus(facts: SeatFacts): WireStatus {
  return PROJECTIONS[seatState(facts, Number.NEGATIVE_INFINITY)].wire;
}

/** One seat's state at `now` (epoch milliseconds). */
export function seatState(facts: SeatFacts, now: number): BookingState {
  if (facts.meetingStatus === 'CANCELLED' || facts.attendeeStatus === 'CANCELLED') {
    if (facts.rejectedByAdmin) return 'REJECTED';
    // The time to pay ran out (a failed card, or an unpaid booking the visitor cancelled, is cancelled).
    if (facts.payment?.status === 'EXPIRED') return 'EXPIRED';
    return 'CANCELLED';
  }
  if (paymentOutstanding(facts.payment)) return 'AWAITING_PAYMENT';
  if (facts.meetingStatus === 'ACTION_REQUIRED') return 'AWAITING_HOST';
  if (facts.end <= now) return facts.markAsNoShow ? 'NO_SHOW' : 'DONE';
  if (facts.markAsNoShow) return 'NO_SHOW';
  return facts.rescheduleCount > 0 ? 'RESCHEDULED' : 'CONFIRMED';
}

/** The spec's three-valued status of a booking on the wire, for this seat. */
export type WireStatus = 'ACTIVE' | 'ACTION_REQUIRED' | 'CANCELLED';

export type Actor = 'visitor' | 'host' | 'provider' | 'system';
export type BookingAction =
  | 'book'
  | 'pay'
  | 'confirm'
  | 'reject'
  | 'reschedule'
  | 'cancel'
  | 'expire'
  | 'mark-no-show'
  | 'end';

interface Transition {
  action: BookingAction;
  from: readonly BookingState[];
  /** Where the action leads; `settle` depends on what is still outstanding (payment, then the host). */
  to: BookingState | 'settle';
  by: readonly Actor[];
}

const LIVE: readonly BookingState[] = ['CONFIRMED', 'RESCHEDULED'];
const OPEN: readonly BookingState[] = ['AWAITING_PAYMENT', 'AWAITING_HOST', ...LIVE];

/** Every transition of a seat and who may make it. */
export const TRANSITIONS: readonly Transition[] = [
  { action: 'book', from: [], to: 'REQUESTED', by: ['visitor', 'host'] },
  // A new request settles at once into what it waits for, or is confirmed.
  { action: 'book', from: ['REQUESTED'], to: 'settle', by: ['system'] },
  // The provider reports an online payment; the host records a bank transfer or cash received.
  { action: 'pay', from: ['AWAITING_PAYMENT'], to: 'settle', by: ['provider', 'host'] },
  { action: 'confirm', from: ['AWAITING_HOST'], to: 'CONFIRMED', by: ['host'] },
  { action: 'reject', from: ['AWAITING_HOST', 'AWAITING_PAYMENT'], to: 'REJECTED', by: ['host'] },
  { action: 'reschedule', from: LIVE, to: 'RESCHEDULED', by: ['visitor', 'host'] },
  { action: 'cancel', from: OPEN, to: 'CANCELLED', by: ['visitor', 'host'] },
  { action: 'expire', from: ['AWAITING_PAYMENT'], to: 'EXPIRED', by: ['system', 'provider'] },
  // Only once the meeting has started (see `mayMarkNoShow`).
  { action: 'mark-no-show', from: [...LIVE, 'DONE'], to: 'NO_SHOW', by: ['host'] },
  { action: 'mark-no-show', from: ['NO_SHOW'], to: 'DONE', by: ['host'] },
  { action: 'end', from: LIVE, to: 'DONE', by: ['system'] },
];

/** Whether `actor` may make `action` on a seat in state `from`. */
export function mayTransition(from: BookingState, action: BookingAction, actor: Actor): boolean {
  return TRANSITIONS.some((t) => t.action === action && t.from.includes(from) && t.by.includes(actor));
}

/** A no-show is marked on a meeting that has taken place (its start has passed), never before. */
export function mayMarkNoShow(start: number, now: number): boolean {
  return start <= now;
}

/** Where a request or a payment settles: what is still outstanding, or confirmed. */
export function settle(outstanding: { payment: boolean; host: boolean }): BookingState {
  if (outstanding.payment) return 'AWAITING_PAYMENT';
  if (outstanding.host) return 'AWAITING_HOST';
  return 'CONFIRMED';
}

/** The bookings list's tab a seat shows under. */
export type ListTab = 'upcoming' | 'action-required' | 'past' | 'cancelled';

/** The analytics funnel's last step a seat has reached. */
export type FunnelStep = 'booked' | 'paid' | 'confirmed' | 'held' | 'lost';

export interface Projection {
  /** The spec's status on the wire (API, webhooks). */
  wire: WireStatus;
  /** The visitor's status page: its heading. */
  visitorTitle: string;
  /** The first word of the attendee's email subject, and the email's kind; null: no email for it. */
  email: { subject: string; kind: string } | null;
  /** The `.ics` the attendee gets: its METHOD and STATUS; null: no calendar file. */
  ics: { method: 'REQUEST' | 'CANCEL'; status: 'CONFIRMED' | 'CANCELLED' } | null;
  listTab: ListTab;
  funnel: FunnelStep;
  /** The CSV export's and the drawer's word for it. */
  label: string;
}

/** Every place a state shows, and what each says. */
export const PROJECTIONS: Readonly<Record<BookingState, Projection>> = {
  REQUESTED: {
    wire: 'ACTION_REQUIRED',
    visitorTitle: 'Booking…',
    email: null,
    ics: null,
    listTab: 'action-required',
    funnel: 'booked',
    label: 'Requested',
  },
  AWAITING_PAYMENT: {
    wire: 'ACTION_REQUIRED',
    visitorTitle: 'Waiting for your payment',
    email: { subject: 'Awaiting payment', kind: 'BOOKING_REQUEST' },
    ics: null,
    listTab: 'action-required',
    funnel: 'booked',
    label: 'Awaiting payment',
  },
  AWAITING_HOST: {
    wire: 'ACTION_REQUIRED',
    visitorTitle: 'Waiting for the host’s confirmation',
    email: { subject: 'Awaiting confirmation', kind: 'BOOKING_REQUEST' },
    ics: null,
    listTab: 'action-required',
    funnel: 'booked',
    label: 'Awaiting confirmation',
  },
  CONFIRMED: {
    wire: 'ACTIVE',
    visitorTitle: 'Your booking is confirmed',
    email: { subject: 'Confirmed', kind: 'INVITATION' },
    ics: { method: 'REQUEST', status: 'CONFIRMED' },
    listTab: 'upcoming',
    funnel: 'confirmed',
    label: 'Confirmed',
  },
  RESCHEDULED: {
    wire: 'ACTIVE',
    visitorTitle: 'Your booking is rescheduled',
    email: { subject: 'Rescheduled', kind: 'RESCHEDULED' },
    ics: { method: 'REQUEST', status: 'CONFIRMED' },
    listTab: 'upcoming',
    funnel: 'confirmed',
    label: 'Rescheduled',
  },
  CANCELLED: {
    wire: 'CANCELLED',
    visitorTitle: 'This booking was cancelled',
    email: { subject: 'Cancelled', kind: 'CANCELLED' },
    ics: { method: 'CANCEL', status: 'CANCELLED' },
    listTab: 'cancelled',
    funnel: 'lost',
    label: 'Cancelled',
  },
  REJECTED: {
    wire: 'CANCELLED',
    visitorTitle: 'The host could not accept this booking',
    email: { subject: 'Declined', kind: 'BOOKING_REJECTED' },
    ics: null,
    listTab: 'cancelled',
    funnel: 'lost',
    label: 'Declined',
  },
  EXPIRED: {
    wire: 'CANCELLED',
    visitorTitle: 'The time to pay ran out',
    email: { subject: 'Not booked', kind: 'PAYMENT_EXPIRED' },
    ics: null,
    listTab: 'cancelled',
    funnel: 'lost',
    label: 'Expired',
  },
  NO_SHOW: {
    wire: 'ACTIVE',
    visitorTitle: 'This meeting has taken place',
    email: null,
    ics: null,
    listTab: 'past',
    funnel: 'held',
    label: 'No-show',
  },
  DONE: {
    wire: 'ACTIVE',
    visitorTitle: 'This meeting has taken place',
    email: null,
    ics: null,
    listTab: 'past',
    funnel: 'held',
    label: 'Held',
  },
};

/** What every place says of one seat at `now`. */
export function projectSeat(facts: SeatFacts, now: number): Projection & { state: BookingState } {
  const state = seatState(facts, now);
  return { state, ...PROJECTIONS[state] };
}
