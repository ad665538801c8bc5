import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import { UPI_CURRENCY } from '@kairos/core/payments/payment-rules';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';

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
  t: DashboardTranslate,
  method: PaymentMethod,
  currencyCode: string,
  isChosen: boolean,
): MethodNote | null {
  if (method !== 'UPI' || currencyCode === UPI_CURRENCY) return null;
  if (!isChosen) return { text: t('eventTypes.payment.upiInrOnly'), isWarning: false };
  return {
    text: /^[A-Z]{3}$/.test(currencyCode)
      ? t('eventTypes.payment.upiWrongCurrency', { currency: currencyCode })
      : t('eventTypes.payment.upiUnsetCurrency'),
    isWarning: true,
  };
}
