import { type DisplayPrefs, formatInstant } from '@kairos/core/dates/format';
import { PAYMENT_METHOD_LABELS } from '@kairos/core/events/payment-schema';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { providerOfMethod } from '@kairos/core/payments/payment-start-schema';
import type { Transaction } from '@kairos/core/payments/transactions-schema';
import { Link } from '@tanstack/react-router';
import { RecordRefund, VerifyButtons } from '../../meetings/components/payment-decision';
import { Badge } from '../../ui/components/badge';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../transaction-view';

/** Where a payment's refund stands, under its status. */
export function RefundNote({ transaction: t }: { transaction: Transaction }) {
  if (t.refundStatus === 'PENDING' && t.status === 'PAID' && providerOfMethod(t.method)) {
    return <p className="mt-1 text-xs text-gray-500">Refund in progress</p>;
  }
  if (t.refundStatus === 'PENDING' && !providerOfMethod(t.method)) {
    return <p className="mt-1 text-xs font-medium text-amber-700">Refund due</p>;
  }
  if (t.refundStatus === 'FAILED')
    return <p className="mt-1 text-xs font-medium text-red-700">Refund failed</p>;
  if (t.refundAmount > 0 && t.status !== 'REFUNDED' && t.refundStatus === 'SUCCEEDED') {
    return (
      <p className="mt-1 text-xs text-gray-500">
        {formatMinorUnits(t.refundAmount, t.currencyCode)} refunded
      </p>
    );
  }
  return null;
}

/**
 * What the host may do with a payment: confirm or reject one settled by hand, or record handing
 * one back when its refund is due.
 */
export function TransactionActions({ transaction: t }: { transaction: Transaction }) {
  if (t.canRecordRefund) {
    return <RecordRefund meetingId={t.meetingId} paymentId={t._id} name={t.attendeeName} compact />;
  }
  if (!t.canVerify) return null;
  return (
    <VerifyButtons
      meetingId={t.meetingId}
      paymentId={t._id}
      method={t.method}
      name={t.attendeeName}
      stacked
    />
  );
}

/** The payments as cards, for screens too narrow for the table: every column, nothing off-screen. */
export function TransactionCards({
  transactions,
  prefs,
  className,
}: {
  transactions: readonly Transaction[];
  prefs: DisplayPrefs;
  className?: string;
}) {
  return (
    <ul
      aria-label="Payments"
      className={`mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white ${className ?? ''}`}
    >
      {transactions.map((t) => (
        <li
          key={t._id}
          className={`flex flex-col gap-3 p-4 ${t.status === 'AWAITING_VERIFICATION' ? 'bg-amber-50/40' : ''}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{t.attendeeName}</p>
              <p className="truncate text-sm text-gray-500">{t.attendeeEmail}</p>
            </div>
            <p className="shrink-0 text-base font-semibold text-gray-900 tabular-nums">
              {formatMinorUnits(t.amount, t.currencyCode)}
            </p>
          </div>
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-gray-500">Status</dt>
            <dd>
              <Badge tone={PAYMENT_STATUS_TONES[t.status]}>{PAYMENT_STATUS_LABELS[t.status]}</Badge>
              <RefundNote transaction={t} />
            </dd>
            <dt className="text-gray-500">Method</dt>
            <dd className="text-gray-800">
              {PAYMENT_METHOD_LABELS[t.method]}
              {t.method === 'UPI' && t.externalPaymentId && (
                <span className="block font-mono text-xs break-all text-gray-500">
                  Ref. {t.externalPaymentId}
                </span>
              )}
            </dd>
            <dt className="text-gray-500">Booking</dt>
            <dd className="min-w-0">
              <Link
                to="/app/calendar"
                search={{ meeting: t.meetingId }}
                className="block truncate font-medium text-brand-700 hover:underline"
                aria-label={`Open the booking: ${t.eventName || 'Booking'} with ${t.attendeeName}`}
              >
                {t.eventName || 'Booking'}
              </Link>
              <span className="block text-gray-500">{formatInstant(t.meetingStartAt, prefs)}</span>
            </dd>
            <dt className="text-gray-500">Date</dt>
            <dd className="text-gray-800">
              {formatInstant(t.createdAt, prefs)} <span className="text-gray-500">({prefs.timezone})</span>
            </dd>
          </dl>
          <div className="empty:hidden sm:w-64 sm:self-end">
            <TransactionActions transaction={t} />
          </div>
        </li>
      ))}
    </ul>
  );
}
