import { z } from 'zod';
import { MEETING_STATUSES } from '../bookings/book-schema.ts';
import { isoInstant } from '../dates/instant-schema.ts';
import { PAYMENT_METHODS } from '../events/payment-schema.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES } from './payment-start-schema.ts';

/** A page of the transactions list. */
export const TRANSACTIONS_PAGE_SIZE = 50;
/** The most rows one CSV export holds. */
export const TRANSACTIONS_EXPORT_MAX = 10_000;

const instant = isoInstant();

/**
 * What the transactions list can be narrowed to. `from` and `to` bound when the payment was made
 * (its creation), as instants: the screen turns the host's dates into them in the host's zone.
 */
export const TransactionFiltersSchema = z.object({
  method: z.enum(PAYMENT_METHODS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  eventId: z.string().max(64).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type TransactionFilters = z.infer<typeof TransactionFiltersSchema>;

export const TransactionListQuerySchema = TransactionFiltersSchema.extend({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuerySchema>;

/** One payment as the transactions screen shows it, with its booking's who, what and when. */
export const TransactionSchema = z.object({
  _id: z.string(),
  meetingId: z.string(),
  attendeeId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  meetingStartAt: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int().describe('In minor units of the currency (cents; yen for JPY)'),
  currencyCode: z.string(),
  billingName: z.string().nullable(),
  emailId: z.string().nullable(),
  paymentTime: z.string().nullable(),
  externalPaymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  refundAmount: z.number().int(),
  refundedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** The caller may confirm or reject it (a manual payment awaiting verification they may edit). */
  canVerify: z.boolean(),
  /** A refund of this payment settled by hand is due, and the caller may record handing it back. */
  canRecordRefund: z.boolean(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/**
 * Sums per currency over every payment the filters match (not only the page), in minor units:
 * `collected` what was paid (including what was later refunded), `refunded` what went back,
 * `net` the difference, `awaiting` what payers say they paid and the host has not yet checked.
 */
export const TransactionTotalSchema = z.object({
  currencyCode: z.string(),
  count: z.number().int(),
  collected: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  awaiting: z.number().int(),
});
export type TransactionTotal = z.infer<typeof TransactionTotalSchema>;

export const TransactionListResponseSchema = z.object({
  transactions: z.array(TransactionSchema),
  totals: z.array(TransactionTotalSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  last: z.boolean(),
});
export type TransactionListResponse = z.infer<typeof TransactionListResponseSchema>;

export const TransactionExportResponseSchema = z.object({
  csvBuffer: z.string().describe('The CSV file, base64'),
  fileName: z.string(),
});
export type TransactionExportResponse = z.infer<typeof TransactionExportResponseSchema>;
