import type { PaymentMethod, PaymentSetting } from '../events/payment-schema.ts';
import { type PaymentProviderId, providerOfMethod } from './payment-start-schema.ts';

export type MethodChoice = { ok: true; method: PaymentMethod } | { ok: false; message: string };

/**
 * The method a visitor's booking pays by: the one they picked, if the event offers it. LATER
 * (pay later) is offered exactly when payment is not required. With no pick, an event that offers
 * a single method uses it.
 */
export function choosePaymentMethod(
  setting: PaymentSetting,
  requested: PaymentMethod | undefined,
): MethodChoice {
  const offered = offeredMethods(setting);
  if (!requested) {
    const [only] = offered;
    return offered.length === 1 && only
      ? { ok: true, method: only }
      : { ok: false, message: 'Choose how to pay' };
  }
  return offered.includes(requested)
    ? { ok: true, method: requested }
    : { ok: false, message: 'This event does not take this payment method' };
}

/** The methods a visitor may choose: the event's, plus LATER when payment is optional. */
export function offeredMethods(setting: PaymentSetting): PaymentMethod[] {
  const methods = setting.methods.filter((m) => m !== 'LATER');
  return setting.required ? methods : [...methods, 'LATER'];
}

/** UPI moves Indian rupees only. */
export const UPI_CURRENCY = 'INR';

/**
 * The event's methods that work now: less a provider's method while the workspace has not
 * connected that provider, and UPI for a price not in rupees. Bank transfer, cash and paying
 * later need nothing set up. Visitors are offered these only, so none fails at the last step.
 */
export function usableMethods(
  payment: { methods: readonly PaymentMethod[]; currencyCode: string },
  connected: ReadonlySet<PaymentProviderId>,
): PaymentMethod[] {
  return payment.methods.filter((method) => {
    if (method === 'UPI') return payment.currencyCode === UPI_CURRENCY;
    const provider = providerOfMethod(method);
    return provider === undefined || connected.has(provider);
  });
}
