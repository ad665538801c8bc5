import {
  type CountryCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import { PHONE_INPUT_MAX_LENGTH } from '../constants.ts';

/**
 * Phone numbers of the host-side forms, parsed with libphonenumber-js and its full ('max')
 * metadata. The 'min' metadata only checks a number's length, so it accepts numbers no
 * operator can have; 'max' checks the digits too, at about 21 kB more gzipped (50 kB
 * against 29 kB), which the browser loads only with the forms that ask for a phone.
 * The public form's answers need none of this (see `phone-input.ts`).
 */

export const PHONE_PARSE_ERRORS = ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_COUNTRY'] as const;
export type PhoneParseError = (typeof PHONE_PARSE_ERRORS)[number];

export type ParsedPhone =
  | { ok: true; e164: string; country: CountryCode | undefined; ext?: string }
  | { ok: false; error: PhoneParseError };

/** The public form's default country (spec section 9: India, 'in'). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/**
 * The longest extension read after each kind of label (spec section 9: 20, 15, 9 and 6).
 * These are the caps of the extension grammar libphonenumber shares with Google's
 * library, which the parser applies; the more ambiguous the label, the shorter the
 * extension it may introduce. A longer run of digits is not an extension, and the whole
 * text is then not a number.
 */
export const PHONE_EXTENSION_MAX_LENGTHS = {
  /** 'ext', 'ext.', 'extension', 'anexo' or RFC 3966 ';ext=': '+1 650 253 0000 ext. 1234'. */
  explicitLabel: 20,
  /** Auto-dialling separators ',,' and ';': '+1 650 253 0000,,1234'. */
  autoDialling: 15,
  /** One-character or short labels 'x', '#', '~', 'int': '+1 650 253 0000 x1234'. */
  ambiguousLabel: 9,
  /** No label, a hyphen and a trailing '#': '+1 650 253 0000 - 1234#'. */
  unlabelled: 6,
} as const;

/** What the host sees for each error; the spec has one text for all of them. */
export const PHONE_ERROR_MESSAGES: Record<PhoneParseError, string> = {
  NOT_A_NUMBER: 'Invalid phone number',
  TOO_SHORT: 'Invalid phone number',
  TOO_LONG: 'Invalid phone number',
  INVALID_COUNTRY: 'Invalid phone number',
};

function isPhoneParseError(code: string): code is PhoneParseError {
  return (PHONE_PARSE_ERRORS as readonly string[]).includes(code);
}

/** Why a number that parses is still not one its numbering plan allows. */
function invalidNumberError(e164: string): PhoneParseError {
  const problem = validatePhoneNumberLength(e164);
  return problem !== undefined && isPhoneParseError(problem) ? problem : 'NOT_A_NUMBER';
}

/**
 * A phone number in E.164 with its country and extension, or why it is not one. Text
 * without '+' is read in `defaultCountry` (two letters, any case); with null, or a code
 * the metadata does not know, only international form ('+…') is accepted and other text
 * is INVALID_COUNTRY. The whole text must be the number:
 * 'call +91 98765 43210' is NOT_A_NUMBER. A number that parses but is not valid in its
 * plan is TOO_SHORT or TOO_LONG when its length is the reason, else NOT_A_NUMBER.
 */
export function parsePhone(text: string, defaultCountry: string | null = DEFAULT_PHONE_COUNTRY): ParsedPhone {
  if (text.length > PHONE_INPUT_MAX_LENGTH) return { ok: false, error: 'TOO_LONG' };
  const country = (defaultCountry ?? '').toUpperCase();
  let phone: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    phone = parsePhoneNumberWithError(text, {
      defaultCountry: isSupportedCountry(country) ? country : undefined,
      extract: false,
    });
  } catch (error) {
    if (error instanceof ParseError && isPhoneParseError(error.message))
      return { ok: false, error: error.message };
    throw error;
  }
  if (!phone.isValid()) return { ok: false, error: invalidNumberError(phone.number) };
  const parsed: ParsedPhone = { ok: true, e164: phone.number, country: phone.country };
  return phone.ext ? { ...parsed, ext: phone.ext } : parsed;
}

/** The host form's message for a phone field, or null when the text is a valid number. */
export function phoneNumberMessage(text: string, defaultCountry?: string | null): string | null {
  const parsed = parsePhone(text.trim(), defaultCountry);
  return parsed.ok ? null : PHONE_ERROR_MESSAGES[parsed.error];
}
