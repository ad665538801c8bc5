import { DEFAULT_CURRENCY } from '../constants.ts';
import type { PaymentSetting } from '../events/payment-schema.ts';

/**
 * Currencies whose smallest unit is the unit itself (no cents): an amount of 500 JPY is sent to
 * a provider as 500, not 50000. The list is the ISO 4217 zero-decimal currencies card providers
 * accept.
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Currencies with three decimals (1 KWD = 1000 fils). */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** The event's currency, or USD when none is given (spec section 9). */
export function currencyOf(code: string | undefined | null): string {
  const c = (code ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(c) ? c : DEFAULT_CURRENCY;
}

/** How many decimals the currency's minor unit has: 0 for JPY, 3 for KWD, 2 otherwise. */
export function decimalsOf(currency: string): number {
  const c = currencyOf(currency);
  if (ZERO_DECIMAL_CURRENCIES.has(c)) return 0;
  if (THREE_DECIMAL_CURRENCIES.has(c)) return 3;
  return 2;
}

/** A major-unit amount as the integer of minor units a provider expects (25.5 EUR → 2550, 500 JPY → 500). */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError('amount must be a non-negative number');
  return Math.round(amount * 10 ** decimalsOf(currency));
}

/** Minor units back to the major amount (2550 EUR → 25.5). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** decimalsOf(currency);
}

/** "€25.00", "¥500": a minor-unit amount for people to read. */
export function formatMinorUnits(minor: number, currency: string, locale = 'en'): string {
  const c = currencyOf(currency);
  const digits = decimalsOf(c);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: c,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(fromMinorUnits(minor, c));
  } catch {
    return `${fromMinorUnits(minor, c).toFixed(digits)} ${c}`;
  }
}

/**
 * What one booking of `duration` minutes costs, in minor units of the event's currency: the
 * price of that duration when the event prices durations (`paymentOnDuration`, in the payment
 * setting or beside it), else the event's amount. Zero when payment is off.
 */
export function bookingPrice(
  payment: PaymentSetting,
  duration: number,
  eventPaymentOnDuration: ReadonlyArray<{ duration: number; amount: number }> = [],
): { amount: number; currencyCode: string } {
  const currencyCode = currencyOf(payment.currencyCode);
  if (!payment.enable) return { amount: 0, currencyCode };
  const perDuration = [...payment.paymentOnDuration, ...eventPaymentOnDuration].find(
    (d) => d.duration === duration,
  );
  return { amount: toMinorUnits(perDuration?.amount ?? payment.amount, currencyCode), currencyCode };
}
