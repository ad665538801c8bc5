import { isApiError } from '../api/api-error';
import type { AttendeeView } from './contract';

export type ChangeAction = 'reschedule' | 'cancel';

/** Why a booking cannot be changed here; the server's codes, plus a message it gave without one. */
export type BlockCode =
  | 'RESCHEDULE_NOT_ALLOWED'
  | 'RESCHEDULE_LIMIT_EXCEED'
  | 'CANCEL_NOT_ALLOWED'
  | 'LINK_HAS_EXPIRED'
  | 'MEETING_CANCELLED'
  | 'MEETING_PAST'
  | 'NOT_FOUND'
  | 'OTHER';

export interface ChangeBlock {
  code: BlockCode;
  title: string;
  message: string;
}

const ORGANIZER = 'please reach out to the organizer';

function blockText(code: Exclude<BlockCode, 'OTHER'>, action: ChangeAction): Omit<ChangeBlock, 'code'> {
  const verb = action === 'reschedule' ? 'rescheduled' : 'cancelled';
  switch (code) {
    case 'RESCHEDULE_LIMIT_EXCEED':
      return {
        title: 'Reschedule limit reached',
        message: `This meeting has been rescheduled as many times as the organizer allows. To change it again, ${ORGANIZER}.`,
      };
    case 'LINK_HAS_EXPIRED':
      return {
        title: 'Link Expired',
        message: `It is too close to the meeting for it to be ${verb} online. To change it, ${ORGANIZER}.`,
      };
    case 'RESCHEDULE_NOT_ALLOWED':
      return {
        title: 'Rescheduling is not available',
        message: `The organizer does not allow this meeting to be rescheduled online. To change it, ${ORGANIZER}.`,
      };
    case 'CANCEL_NOT_ALLOWED':
      return {
        title: 'Cancelling is not available',
        message: `The organizer does not allow this meeting to be cancelled online. To cancel it, ${ORGANIZER}.`,
      };
    case 'MEETING_CANCELLED':
      return {
        title: 'This meeting was cancelled',
        message: 'A cancelled meeting cannot be changed. You can book a new time instead.',
      };
    case 'MEETING_PAST':
      return {
        title: 'This meeting has already taken place',
        message: `A meeting in the past cannot be ${verb}. You can book a new time instead.`,
      };
    case 'NOT_FOUND':
      return {
        title: 'Booking not found',
        message: 'This link does not match a booking. Check the link in your confirmation email.',
      };
  }
}

const KNOWN_CODES = new Set<string>([
  'RESCHEDULE_NOT_ALLOWED',
  'RESCHEDULE_LIMIT_EXCEED',
  'CANCEL_NOT_ALLOWED',
  'LINK_HAS_EXPIRED',
  'MEETING_CANCELLED',
  'MEETING_PAST',
  'NOT_FOUND',
]);

/** The server's messages for its codes, so a reason given as text still finds its page. */
const CODE_BY_MESSAGE: Record<string, Exclude<BlockCode, 'OTHER'>> = {
  'reschedule limit reached': 'RESCHEDULE_LIMIT_EXCEED',
  'link expired': 'LINK_HAS_EXPIRED',
  'rescheduling is not allowed for this booking': 'RESCHEDULE_NOT_ALLOWED',
  'cancelling is not allowed for this booking': 'CANCEL_NOT_ALLOWED',
  'this booking was cancelled': 'MEETING_CANCELLED',
  'this meeting has already taken place': 'MEETING_PAST',
};

/** The block for a code or a message; unknown text keeps its own words as the title. */
export function blockFor(reason: string | undefined, action: ChangeAction): ChangeBlock {
  const text = reason?.trim() ?? '';
  const code = KNOWN_CODES.has(text)
    ? (text as Exclude<BlockCode, 'OTHER'>)
    : CODE_BY_MESSAGE[text.toLowerCase()];
  if (code) return { code, ...blockText(code, action) };
  if (text === '') {
    const fallback = action === 'reschedule' ? 'RESCHEDULE_NOT_ALLOWED' : 'CANCEL_NOT_ALLOWED';
    return { code: fallback, ...blockText(fallback, action) };
  }
  return { code: 'OTHER', title: text, message: `To change this meeting, ${ORGANIZER}.` };
}

/**
 * Why this booking cannot be changed now, from what the server says of it: cancelled, refused
 * by the host's rules, or already begun. Null when the change may go ahead.
 */
export function blockFromView(view: AttendeeView, action: ChangeAction, now: number): ChangeBlock | null {
  if (view.attendee.status === 'CANCELLED' || view.meeting.status === 'CANCELLED') {
    return blockFor('MEETING_CANCELLED', action);
  }
  const policy = view.policy?.[action];
  if (policy && !policy.allowed) return blockFor(policy.reason, action);
  if (Date.parse(view.meeting.time) <= now) return blockFor('MEETING_PAST', action);
  return null;
}

/**
 * The server's code of a failed call. The client files every 404 and 410 under NOT_FOUND, so
 * the body's own code (LINK_HAS_EXPIRED, EXPIRED) is read first.
 */
export function serverCodeOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return error.code;
}

/** A refusal that ends the flow (a full-page state), or null for errors the form shows itself. */
export function blockFromError(error: unknown, action: ChangeAction): ChangeBlock | null {
  const code = serverCodeOf(error);
  return code && KNOWN_CODES.has(code) ? blockFor(code, action) : null;
}
