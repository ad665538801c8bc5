import type { Translate } from '@kairos/core/i18n/translate';
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

function blockText(
  code: Exclude<BlockCode, 'OTHER'>,
  action: ChangeAction,
  t: Translate,
): Omit<ChangeBlock, 'code'> {
  switch (code) {
    case 'RESCHEDULE_LIMIT_EXCEED':
      return { title: t('after.block.limitTitle'), message: t('after.block.limitText') };
    case 'LINK_HAS_EXPIRED':
      return { title: t('after.block.expiredTitle'), message: t('after.block.expiredText', { action }) };
    case 'RESCHEDULE_NOT_ALLOWED':
      return { title: t('after.block.noRescheduleTitle'), message: t('after.block.noRescheduleText') };
    case 'CANCEL_NOT_ALLOWED':
      return { title: t('after.block.noCancelTitle'), message: t('after.block.noCancelText') };
    case 'MEETING_CANCELLED':
      return { title: t('after.block.cancelledTitle'), message: t('after.block.cancelledText') };
    case 'MEETING_PAST':
      return { title: t('after.block.pastTitle'), message: t('after.block.pastText', { action }) };
    case 'NOT_FOUND':
      return { title: t('after.block.notFoundTitle'), message: t('after.block.notFoundText') };
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

/** The server's message for an event switched off: the booking page's own words say it. */
const EVENT_GONE = 'this event is no longer accessible';

/**
 * The block for a code or a message, in the page's language; unknown text keeps its own words as
 * the title.
 */
export function blockFor(reason: string | undefined, action: ChangeAction, t: Translate): ChangeBlock {
  const text = reason?.trim() ?? '';
  const code = KNOWN_CODES.has(text)
    ? (text as Exclude<BlockCode, 'OTHER'>)
    : CODE_BY_MESSAGE[text.toLowerCase()];
  if (code) return { code, ...blockText(code, action, t) };
  if (text === '') {
    const fallback = action === 'reschedule' ? 'RESCHEDULE_NOT_ALLOWED' : 'CANCEL_NOT_ALLOWED';
    return { code: fallback, ...blockText(fallback, action, t) };
  }
  const title = text.toLowerCase() === EVENT_GONE ? t('booker.notAccessibleTitle') : text;
  return { code: 'OTHER', title, message: t('after.block.otherText') };
}

/**
 * Why this booking cannot be changed now, from what the server says of it: cancelled, refused
 * by the host's rules, or already begun. Null when the change may go ahead.
 */
export function blockFromView(
  view: AttendeeView,
  action: ChangeAction,
  now: number,
  t: Translate,
): ChangeBlock | null {
  if (view.attendee.status === 'CANCELLED' || view.meeting.status === 'CANCELLED') {
    return blockFor('MEETING_CANCELLED', action, t);
  }
  const policy = view.policy?.[action];
  if (policy && !policy.allowed) return blockFor(policy.reason, action, t);
  if (Date.parse(view.meeting.time) <= now) return blockFor('MEETING_PAST', action, t);
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
export function blockFromError(error: unknown, action: ChangeAction, t: Translate): ChangeBlock | null {
  const code = serverCodeOf(error);
  return code && KNOWN_CODES.has(code) ? blockFor(code, action, t) : null;
}
