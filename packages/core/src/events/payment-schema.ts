import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants.ts';

export const PAYMENT_METHODS = [
  'PAYPAL',
  'STRIPE',
  'RAZORPAY',
  'UPI',
  'BANK_TRANSFER',
  'CASH',
  'DEBIT_CREDIT',
  'LATER',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each method is named to hosts and visitors. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  PAYPAL: 'PayPal',
  STRIPE: 'Card (Stripe)',
  RAZORPAY: 'Razorpay',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CASH: 'Cash',
  DEBIT_CREDIT: 'Debit or credit card',
  LATER: 'Pay later',
};

const amount = z.number().min(0, 'Cannot be negative').max(1_000_000_000);

/** The price of one duration, when attendees choose how long to meet. */
export const DurationPriceSchema = z.object({
  duration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  amount,
});

/**
 * The fields of what an event charges, unchecked as a whole: the shape visitors read, where the
 * methods are narrowed to those that work now (possibly none).
 */
export const PaymentSettingFieldsSchema = z.object({
  enable: z.boolean().default(false),
  methods: z
    .array(z.enum(PAYMENT_METHODS))
    .max(PAYMENT_METHODS.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each method can appear once' })
    .default([]),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD')
    .default(DEFAULT_CURRENCY),
  amount: amount.default(0),
  required: z.boolean().default(true),
  terms: z.string().trim().max(5000).default(''),
  paymentOnDuration: z.array(DurationPriceSchema).max(10).default([]),
  upiId: z.string().trim().max(200).default(''),
  /**
   * Refunds when the attendee cancels: 0 (the default) always refunds in full; N refunds
   * nothing once the meeting is less than N hours away. Host cancellations always refund.
   */
  refundCutoffHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(0),
});

/** What an event charges (spec section 3, "Payment"), as a host saves it. */
export const PaymentSettingSchema = PaymentSettingFieldsSchema.superRefine((p, ctx) => {
  if (!p.enable) return;
  if (p.methods.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['methods'], message: 'Select at least one payment method' });
  }
  if (p.amount <= 0 && !p.paymentOnDuration.some((d) => d.amount > 0)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount greater than 0' });
  }
  if (p.methods.includes('UPI') && !p.upiId) {
    ctx.addIssue({ code: 'custom', path: ['upiId'], message: 'Required' });
  }
});
export type PaymentSetting = z.infer<typeof PaymentSettingSchema>;

/** The price that decides the free/paid filter: the amount when payment is on, else 0. */
export function priceOf(payment: PaymentSetting): number {
  if (!payment.enable) return 0;
  return Math.max(payment.amount, ...payment.paymentOnDuration.map((d) => d.amount));
}
