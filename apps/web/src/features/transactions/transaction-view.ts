import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { PaymentStatus } from '@kairos/core/payments/payment-start-schema';
import type { TransactionFilters } from '@kairos/core/payments/transactions-schema';
import { addDays } from '../booker/calendar-month';
import { startOfDayInZone } from '../calendar/zoned-day';
import type { BadgeTone } from '../ui/components/badge';
import type { TransactionSearch } from './transactions-search';

/** Each payment status's name in the dashboard catalogue (`Awaiting verification`). */
export const PAYMENT_STATUS_KEYS = {
  PENDING: 'payments.status.pending',
  AWAITING_VERIFICATION: 'payments.status.awaitingVerification',
  PAID: 'payments.status.paid',
  FAILED: 'payments.status.failed',
  EXPIRED: 'payments.status.expired',
  REJECTED: 'payments.status.rejected',
  REFUNDED: 'payments.status.refunded',
} as const satisfies Record<PaymentStatus, DashboardKey>;

/** Each payment method's name in the dashboard catalogue (`Card (Stripe)`). */
export const PAYMENT_METHOD_KEYS = {
  PAYPAL: 'payments.method.paypal',
  STRIPE: 'payments.method.stripe',
  RAZORPAY: 'payments.method.razorpay',
  UPI: 'payments.method.upi',
  BANK_TRANSFER: 'payments.method.bankTransfer',
  CASH: 'payments.method.cash',
  DEBIT_CREDIT: 'payments.method.debitCredit',
  LATER: 'payments.method.later',
} as const satisfies Record<PaymentMethod, DashboardKey>;

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  PENDING: 'gray',
  AWAITING_VERIFICATION: 'amber',
  PAID: 'green',
  FAILED: 'red',
  EXPIRED: 'gray',
  REJECTED: 'red',
  REFUNDED: 'brand',
};

/** The screen's filters as the API takes them: the host's days become instants in their zone, `to` inclusive. */
export function filtersOf(search: TransactionSearch, timezone: string): TransactionFilters {
  const dayStart = (day: string) => new Date(startOfDayInZone(day, timezone)).toISOString();
  return {
    ...(search.method ? { method: search.method } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.event ? { eventId: search.event } : {}),
    ...(search.from ? { from: dayStart(search.from) } : {}),
    ...(search.to ? { to: dayStart(addDays(search.to, 1)) } : {}),
  };
}
