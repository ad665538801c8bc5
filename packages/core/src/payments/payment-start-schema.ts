import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../events/payment-schema.ts';

/**
 * A payment attempt's life:
 * - PENDING: waiting for the payer (an open checkout, a UPI reference not given yet, or LATER);
 * - AWAITING_VERIFICATION: the payer says they paid (UPI reference, bank transfer, cash); the host checks;
 * - PAID: the provider reported success, or the host confirmed it;
 * - FAILED: the provider refused it; EXPIRED: the hold ran out unpaid; REJECTED: the host rejected it;
 * - REFUNDED: paid, then given back in full.
 */
export const PAYMENT_STATUSES = [
  'PENDING',
  'AWAITING_VERIFICATION',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REJECTED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The outside services that take money; the other methods are settled by the host by hand. */
export const PAYMENT_PROVIDER_IDS = ['stripe', 'paypal', 'razorpay'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

const PROVIDER_OF_METHOD: Partial<Record<PaymentMethod, PaymentProviderId>> = {
  STRIPE: 'stripe',
  DEBIT_CREDIT: 'stripe',
  PAYPAL: 'paypal',
  RAZORPAY: 'razorpay',
};

/** The provider that takes a method's money, or undefined for UPI, bank transfer, cash and LATER. */
export function providerOfMethod(method: PaymentMethod): PaymentProviderId | undefined {
  return PROVIDER_OF_METHOD[method];
}

/** Methods the host settles by hand: the payer says they paid, the host confirms it. */
export const MANUAL_METHODS = ['UPI', 'BANK_TRANSFER', 'CASH'] as const satisfies readonly PaymentMethod[];
export function isManualMethod(method: PaymentMethod): boolean {
  return (MANUAL_METHODS as readonly PaymentMethod[]).includes(method);
}

/** What the visitor picks on the details step (`POST /meet/book`, field `payment`). */
export const BookPaymentSchema = z.object({ method: z.enum(PAYMENT_METHODS) });

/** Where the visitor goes after booking a paid event. */
export const PaymentNextSchema = z.discriminatedUnion('type', [
  /** To the provider's hosted checkout page. */
  z.object({ type: z.literal('REDIRECT'), url: z.string() }),
  /** An in-page provider flow (e.g. a checkout script) with what it needs. */
  z.object({ type: z.literal('IN_PAGE'), data: z.record(z.string(), z.unknown()) }),
  /** Pay by UPI: the `upi://pay` link (also drawn as a QR code), then give the 12-digit reference. */
  z.object({ type: z.literal('UPI'), link: z.string(), payee: z.string() }),
  /** Bank transfer or cash: the host's instructions; the host marks it received. */
  z.object({ type: z.literal('INSTRUCTIONS'), text: z.string() }),
  /** Pay later: nothing to do now. */
  z.object({ type: z.literal('NONE') }),
]);
export type PaymentNext = z.infer<typeof PaymentNextSchema>;

/** The payment part of a booking's answer. */
export const PaymentStartSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int().describe('In minor units of the currency (cents; yen for JPY)'),
  currencyCode: z.string(),
  holdExpiresAt: z.string().nullable(),
  next: PaymentNextSchema,
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;
