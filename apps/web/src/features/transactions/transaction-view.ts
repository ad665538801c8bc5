import type { PaymentStatus } from '@kairos/core/payments/payment-start-schema';
import type { TransactionFilters } from '@kairos/core/payments/transactions-schema';
import { addDays } from '../booker/calendar-month';
import { startOfDayInZone } from '../calendar/zoned-day';
import type { BadgeTone } from '../ui/components/badge';
import type { TransactionSearch } from './transactions-search';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  AWAITING_VERIFICATION: 'Awaiting verification',
  PAID: 'Paid',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
  REJECTED: 'Rejected',
  REFUNDED: 'Refunded',
};

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
