import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import { UPI_CURRENCY } from '@kairos/core/payments/payment-rules';

export interface MethodNote {
  text: string;
  /** The host ticked a method visitors will not be offered. */
  isWarning: boolean;
}

/**
 * What the editor says beside a payment method that cannot take the event's currency: visitors are
 * offered only the methods that work (`usableMethods`), so a ticked one that cannot is kept but
 * would otherwise vanish from the booking page without a word.
 */
export function methodNote(
  method: PaymentMethod,
  currencyCode: string,
  isChosen: boolean,
): MethodNote | null {
  if (method !== 'UPI' || currencyCode === UPI_CURRENCY) return null;
  if (!isChosen) return { text: 'Indian rupees (INR) only.', isWarning: false };
  const currency = /^[A-Z]{3}$/.test(currencyCode) ? currencyCode : 'another currency';
  return {
    text: `UPI takes Indian rupees (INR) only: attendees are not offered it while the price is in ${currency}. Set the currency to INR or untick UPI.`,
    isWarning: true,
  };
}
