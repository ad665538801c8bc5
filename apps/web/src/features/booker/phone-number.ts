import { PHONE_INPUT_MAX_LENGTH, PUBLIC_PHONE_MIN_LENGTH } from '@kairos/core/constants';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/** While typing: digits, with one leading `+` (spec section 5), capped in length. */
export function sanitizePhoneInput(text: string): string {
  const plus = text.trimStart().startsWith('+') ? '+' : '';
  return `${plus}${text.replace(/\D/g, '')}`.slice(0, PHONE_INPUT_MAX_LENGTH);
}

function asCountry(country: string): CountryCode | undefined {
  const upper = country.toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}

export function callingCodeOf(country: string): string {
  const code = asCountry(country);
  return code ? getCountryCallingCode(code) : '';
}

let callingCodes: Set<string> | null = null;

function isCallingCode(digits: string): boolean {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes.has(digits);
}

/** A value that is nothing but a calling code (`+91`) counts as empty. */
export function isBlankPhone(text: string, country: string): boolean {
  const value = text.trim();
  if (value === '' || value === '+') return true;
  if (value === callingCodeOf(country)) return true;
  return value.startsWith('+') && isCallingCode(value.slice(1));
}

/** The message for a phone number, or null: empty when required, too short, or not a number. */
export function checkPhone(text: string, country: string, required: boolean): string | null {
  if (isBlankPhone(text, country)) return required ? "Field can't be empty" : null;
  const value = text.trim();
  if (!/^\+?\d+$/.test(value)) return 'Invalid number';
  if (value.length < PUBLIC_PHONE_MIN_LENGTH) return 'Enter a valid number';
  const parsed = parsePhoneNumberFromString(value, asCountry(country));
  return parsed?.isValid() ? null : 'Invalid number';
}

/** The number in international form (`+919876543210`), or the text as typed when it cannot be read. */
export function toInternational(text: string, country: string): string {
  const parsed = parsePhoneNumberFromString(text.trim(), asCountry(country));
  return parsed?.number ?? text.trim();
}

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

/** Every country the phone library knows, by name in the visitor's language. */
export function listCountries(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
