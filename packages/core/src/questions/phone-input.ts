import { PHONE_INPUT_MAX_LENGTH, PUBLIC_PHONE_MIN_LENGTH } from '../constants.ts';
import { ANSWER_MESSAGES } from './answer-messages.ts';

/**
 * What a phone field keeps of the typed text: the digits, after a '+' when the first
 * digit-or-plus character typed is a '+', cut at the input cap (spec sections 5 and 9).
 * Idempotent, so it can run on every keystroke and on pasted text alike.
 */
export function filterPhoneInput(text: string): string {
  const leadingPlus = /^[^\d+]*\+/.test(text);
  const digits = text.replace(/\D/g, '');
  return (leadingPlus ? `+${digits}` : digits).slice(0, PHONE_INPUT_MAX_LENGTH);
}

/**
 * The loose shape of a phone answer: an optional leading '+', then digits, which other
 * clients may group with spaces, dots, hyphens or parentheses. At most 18 digits: the
 * 15 of E.164 plus room for a trunk or international prefix such as '0' or '011'.
 */
const LOOSE_PHONE = /^\+?[\d\s().-]+$/;
const MAX_PHONE_DIGITS = 18;

/** The problem with a non-empty phone answer on the public forms, or null. */
export function checkPhoneAnswer(text: string): string | null {
  const value = text.trim();
  if (value.length > PHONE_INPUT_MAX_LENGTH || !LOOSE_PHONE.test(value)) return ANSWER_MESSAGES.phonePattern;
  const digits = value.replace(/\D/g, '').length;
  if (digits === 0 || digits > MAX_PHONE_DIGITS) return ANSWER_MESSAGES.phonePattern;
  if (value.length < PUBLIC_PHONE_MIN_LENGTH) return ANSWER_MESSAGES.phoneTooShort;
  return null;
}
