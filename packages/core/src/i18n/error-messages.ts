import type { AppErrorCode } from '../errors.ts';
import { en, type MessageKey } from './catalogues/en.ts';
import type { Translate } from './translate.ts';

/** Failures the browser names itself: no answer came, or a queued booking took too long. */
export const BROWSER_ERROR_CODES = ['NETWORK_ERROR', 'BOOKING_TIMEOUT'] as const;
type BrowserErrorCode = (typeof BROWSER_ERROR_CODES)[number];

/**
 * The API's refusals a visitor may meet on a public page, each with the catalogue message that
 * says it. The English message is the server's own default message for the code, word for word
 * (a test checks it), so an English page reads exactly what the server sent.
 */
export const ERROR_MESSAGE_KEYS: Partial<Record<AppErrorCode | BrowserErrorCode, MessageKey>> = {
  SLOT_IS_NOT_AVAILABLE: 'errors.slotUnavailable',
  NOTICE_TOO_SHORT: 'errors.noticeTooShort',
  OUTSIDE_BOOKING_WINDOW: 'errors.outsideWindow',
  DAILY_LIMIT_REACHED: 'errors.dailyLimit',
  EVENT_LIMIT_REACHED: 'errors.eventFull',
  ATTENDEE_LIMIT_REACHED: 'errors.attendeeLimit',
  ALREADY_BOOKED: 'errors.alreadyBooked',
  GUESTS_NOT_ALLOWED: 'errors.guestsNotAllowed',
  GUEST_LIMIT_EXCEEDED: 'errors.tooManyGuests',
  VERIFICATION_CODE_REQUIRED: 'errors.verifyEmail',
  VERIFICATION_CODE_INVALID: 'errors.codeInvalid',
  CONTACT_BLOCKED: 'errors.contactBlocked',
  LIMIT_EXCEEDED: 'errors.linkLimit',
  EXPIRED: 'errors.linkExpired',
  PAYMENT_METHOD_NOT_AVAILABLE: 'errors.paymentMethodUnavailable',
  PAYMENT_NOT_PENDING: 'errors.paymentNotPending',
  PAYMENT_PROVIDER_ERROR: 'errors.paymentProvider',
  RATE_LIMITED: 'errors.rateLimited',
  SERVICE_UNAVAILABLE: 'errors.serviceUnavailable',
  INTERNAL_ERROR: 'errors.internal',
  NETWORK_ERROR: 'errors.network',
  BOOKING_TIMEOUT: 'errors.bookingTimeout',
};

/** A server refusal as the page received it: its machine code (when it had one) and its text. */
export interface ServerRefusal {
  code?: string | undefined;
  message: string;
}

/**
 * A server refusal in the page's language. The code picks the message, but only while the server's
 * text is that code's default: a text the server wrote for the case (a host's own blocking note, a
 * guest limit with its number) is more precise than the general message, so it is shown as it is.
 * Without a code (a queued booking's failure carries only its text) the default text itself is
 * recognised. Anything unknown comes back as the server wrote it.
 */
export function translateServerError(t: Translate, refusal: ServerRefusal): string {
  const text = refusal.message.trim();
  const byCode = refusal.code ? ERROR_MESSAGE_KEYS[refusal.code as AppErrorCode] : undefined;
  if (byCode && (text === '' || text === en[byCode])) return t(byCode);
  if (!refusal.code || !byCode) {
    const byText = KEY_OF_TEXT.get(text);
    if (byText) return t(byText);
  }
  return refusal.message;
}

const KEY_OF_TEXT = new Map<string, MessageKey>(
  Object.values(ERROR_MESSAGE_KEYS).map((key) => [en[key], key] as const),
);

/** A wait in words (as `formatWait` says it in English): seconds under a minute, then whole minutes, then hours. */
export function sayWait(t: Translate, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return t('errors.waitSeconds', { count: whole });
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return t('errors.waitMinutes', { count: minutes });
  return t('errors.waitHours', { count: Math.ceil(minutes / 60) });
}
