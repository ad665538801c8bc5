import { z } from 'zod';
import { MEETING_STATUSES } from '../bookings/book-schema.ts';
import { PAYMENT_METHODS } from '../events/payment-schema.ts';
import { PAYMENT_STATUSES, PaymentNextSchema, REFUND_STATUSES } from './payment-start-schema.ts';

/** `GET /meet/payment/{id}/status` (spec section 7). */
export const PaymentStatusResponseSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  currencyCode: z.string(),
  meetingId: z.string(),
  attendeeId: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  holdExpiresAt: z.string().nullable(),
  paymentTime: z.string().nullable(),
  /** The side effects' queue entry once the booking stands (poll `/meet/queue-event/status/{id}`). */
  queueId: z.string().nullable(),
  refund: z
    .object({ status: z.enum(REFUND_STATUSES), amount: z.number().int(), at: z.string().nullable() })
    .nullable(),
  next: PaymentNextSchema.nullable(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

/** A payment as the host sees it (meeting drawer, transactions). */
export const PaymentViewSchema = z.object({
  _id: z.string(),
  meetingId: z.string(),
  attendeeId: z.string(),
  eventId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currencyCode: z.string(),
  billingName: z.string().nullable(),
  emailId: z.string().nullable(),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  paymentTime: z.string().nullable(),
  externalPaymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  refundAmount: z.number().int(),
  refundedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** UPI transaction references (UTR/RRN) are 12 digits. */
export const UpiReferenceBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^\d{12}$/, 'Enter the 12-digit UPI transaction reference'),
});

/** The host's decision on a manually settled payment. */
export const PaymentDecisionBodySchema = z.object({
  reason: z.string().trim().max(1000).optional(),
});

/** Per-workspace payment settings: how long an unpaid booking holds its slot. */
const holdMinutes = z
  .number({ message: 'Enter a number of minutes' })
  .int('Use whole minutes')
  .min(5, 'Hold a time at least 5 minutes')
  .max(24 * 60, 'Hold a time at most 1440 minutes (a day)');
export const PaymentSettingsSchema = z.object({ holdMinutes });
/** The same, from a form's text. */
export const PaymentSettingsFormSchema = z.object({
  holdMinutes: z.preprocess((v) => (v === '' || v === undefined ? Number.NaN : Number(v)), holdMinutes),
});
export const DEFAULT_HOLD_MINUTES = 15;
