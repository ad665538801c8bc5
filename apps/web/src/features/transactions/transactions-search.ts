// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';

function optional<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const METHODS = [
  'PAYPAL',
  'STRIPE',
  'RAZORPAY',
  'UPI',
  'BANK_TRANSFER',
  'CASH',
  'DEBIT_CREDIT',
  'LATER',
] as const;
const STATUSES = [
  'PENDING',
  'AWAITING_VERIFICATION',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REJECTED',
  'REFUNDED',
] as const;

/**
 * `/app/transactions?method=&status=&event=&from=&to=&page=`: the filters (dates are days in the
 * host's zone) and the page. An unknown value is dropped.
 */
export const TransactionSearchSchema = z.object({
  method: optional(z.enum(METHODS)),
  status: optional(z.enum(STATUSES)),
  event: optional(z.string()),
  from: optional(z.string().check(z.regex(DAY))),
  to: optional(z.string().check(z.regex(DAY))),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type TransactionSearch = z.infer<typeof TransactionSearchSchema>;
