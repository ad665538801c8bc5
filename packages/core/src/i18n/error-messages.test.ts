import { describe, expect, it } from 'vitest';
import { formatWait } from '../dates/wait.ts';
import { type AppErrorCode, ERROR_CATALOGUE } from '../errors.ts';
import { en } from './catalogues/en.ts';
import { BROWSER_ERROR_CODES, ERROR_MESSAGE_KEYS, sayWait, translateServerError } from './error-messages.ts';
import { translatorFor } from './server-translators.ts';

const english = translatorFor('en');
const german = translatorFor('de');

describe('ERROR_MESSAGE_KEYS', () => {
  it("says each server code's default message in English word for word", () => {
    for (const [code, key] of Object.entries(ERROR_MESSAGE_KEYS)) {
      if ((BROWSER_ERROR_CODES as readonly string[]).includes(code)) continue;
      expect(en[key], code).toBe(ERROR_CATALOGUE[code as AppErrorCode].message);
    }
  });
});

describe('translateServerError', () => {
  it('reads a known code in the page language', () => {
    const refusal = { code: 'SLOT_IS_NOT_AVAILABLE', message: 'Slot is not available' };
    expect(translateServerError(english, refusal)).toBe('Slot is not available');
    expect(translateServerError(german, refusal)).toBe('Dieser Termin ist nicht verfügbar');
    expect(translateServerError(translatorFor('hi'), refusal)).toBe('यह समय उपलब्ध नहीं है');
  });

  it('says a known code whose answer carried no text', () => {
    expect(translateServerError(german, { code: 'EVENT_LIMIT_REACHED', message: '' })).toBe(
      'Dieser Termin ist ausgebucht',
    );
  });

  it("keeps the server's own text for a known code when the server wrote it for the case", () => {
    const blocked = { code: 'CONTACT_BLOCKED', message: 'Please call our office instead.' };
    expect(translateServerError(german, blocked)).toBe('Please call our office instead.');
    const guests = { code: 'GUEST_LIMIT_EXCEEDED', message: 'You can add up to 2 guests' };
    expect(translateServerError(german, guests)).toBe('You can add up to 2 guests');
  });

  it("falls back to the server's text for an unknown code", () => {
    const refusal = { code: 'SOMETHING_NEW', message: 'A brand new refusal' };
    expect(translateServerError(german, refusal)).toBe('A brand new refusal');
  });

  it('recognises a default text that came without a code (a queued booking that failed)', () => {
    expect(translateServerError(german, { message: 'Slot is not available' })).toBe(
      'Dieser Termin ist nicht verfügbar',
    );
    expect(translateServerError(german, { message: 'The host is away' })).toBe('The host is away');
  });

  it('reads the browser-side NETWORK_ERROR too', () => {
    const refusal = {
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    };
    expect(translateServerError(translatorFor('fr'), refusal)).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );
  });
});

describe('sayWait', () => {
  it('says what formatWait says in English', () => {
    for (const seconds of [0.2, 1, 2, 59, 60, 61, 119, 3599, 3600, 3601, 7200, 90_000]) {
      expect(sayWait(english, seconds), String(seconds)).toBe(formatWait(seconds));
    }
  });

  it("uses the language's plural forms", () => {
    expect(sayWait(german, 1)).toBe('1 Sekunde');
    expect(sayWait(german, 90)).toBe('2 Minuten');
    expect(sayWait(translatorFor('pt-BR'), 3600)).toBe('1 hora');
    expect(german('errors.tooManyAttempts', { wait: sayWait(german, 300) })).toBe(
      'Zu viele Versuche. Versuchen Sie es in 5 Minuten erneut.',
    );
  });
});

describe('BOOKING_TIMEOUT', () => {
  it('reads the browser-side timeout in the page language', () => {
    const refusal = { code: 'BOOKING_TIMEOUT', message: en['errors.bookingTimeout'] };
    expect(translateServerError(english, refusal)).toBe(en['errors.bookingTimeout']);
    expect(translateServerError(translatorFor('es'), refusal)).toMatch(/^Tu reserva está tardando/);
  });
});
