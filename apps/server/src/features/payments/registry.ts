import type { PaymentProviderId } from '@kairos/core/payments/payment-start-schema';
import { paypalProvider } from './paypal/provider.ts';
import type { PaymentProvider } from './providers.ts';
import { razorpayProvider } from './razorpay/provider.ts';
import { stripeProvider } from './stripe/provider.ts';

/** Every provider the server speaks to, by id. Adding a provider adds one line here and its folder. */
export const PAYMENT_PROVIDERS: Partial<Record<PaymentProviderId, PaymentProvider<never>>> = {
  stripe: stripeProvider as PaymentProvider<never>,
  paypal: paypalProvider as PaymentProvider<never>,
  razorpay: razorpayProvider as PaymentProvider<never>,
};

export function findProvider(id: string): PaymentProvider<unknown> | undefined {
  return (PAYMENT_PROVIDERS as Record<string, PaymentProvider<unknown> | undefined>)[id];
}
