import { type DisplayPrefs, formatInstant } from '@kairos/core/dates/format';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { providerOfMethod } from '@kairos/core/payments/payment-start-schema';
import type { Transaction } from '@kairos/core/payments/transactions-schema';
import { Link } from '@tanstack/react-router';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { RecordRefund, VerifyButtons } from '../../meetings/components/payment-decision';
import { Badge } from '../../ui/components/badge';
import { PAYMENT_METHOD_KEYS, PAYMENT_STATUS_KEYS, PAYMENT_STATUS_TONES } from '../transaction-view';

/** Where a payment's refund stands, under its status. */
export function RefundNote({ transaction: tx }: { transaction: Transaction }) {
  const t = useDashboardT();
  if (tx.refundStatus === 'PENDING' && tx.status === 'PAID' && providerOfMethod(tx.method)) {
    return <p className="mt-1 text-xs text-gray-500">{t('transactions.refund.inProgress')}</p>;
  }
  if (tx.refundStatus === 'PENDING' && !providerOfMethod(tx.method)) {
    return <p className="mt-1 text-xs font-medium text-amber-700">{t('transactions.refund.due')}</p>;
  }
  if (tx.refundStatus === 'FAILED')
    return <p className="mt-1 text-xs font-medium text-red-700">{t('transactions.refund.failed')}</p>;
  if (tx.refundAmount > 0 && tx.status !== 'REFUNDED' && tx.refundStatus === 'SUCCEEDED') {
    return (
      <p className="mt-1 text-xs text-gray-500">
        {t('transactions.refund.partial', { amount: formatMinorUnits(tx.refundAmount, tx.currencyCode) })}
      </p>
    );
  }
  return null;
}

/**
 * What the host may do with a payment: confirm or reject one settled by hand, or record handing
 * one back when its refund is due.
 */
export function TransactionActions({ transaction: tx }: { transaction: Transaction }) {
  if (tx.canRecordRefund) {
    return <RecordRefund meetingId={tx.meetingId} paymentId={tx._id} name={tx.attendeeName} compact />;
  }
  if (!tx.canVerify) return null;
  return (
    <VerifyButtons
      meetingId={tx.meetingId}
      paymentId={tx._id}
      method={tx.method}
      name={tx.attendeeName}
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
  const t = useDashboardT();
  return (
    <ul
      aria-label={t('transactions.payments')}
      className={`mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white ${className ?? ''}`}
    >
      {transactions.map((tx) => (
        <li
          key={tx._id}
          className={`flex flex-col gap-3 p-4 ${tx.status === 'AWAITING_VERIFICATION' ? 'bg-amber-50/40' : ''}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{tx.attendeeName}</p>
              <p className="truncate text-sm text-gray-500">{tx.attendeeEmail}</p>
            </div>
            <p className="shrink-0 text-base font-semibold text-gray-900 tabular-nums">
              {formatMinorUnits(tx.amount, tx.currencyCode)}
            </p>
          </div>
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-gray-500">{t('transactions.column.status')}</dt>
            <dd>
              <Badge tone={PAYMENT_STATUS_TONES[tx.status]}>{t(PAYMENT_STATUS_KEYS[tx.status])}</Badge>
              <RefundNote transaction={tx} />
            </dd>
            <dt className="text-gray-500">{t('transactions.column.method')}</dt>
            <dd className="text-gray-800">
              {t(PAYMENT_METHOD_KEYS[tx.method])}
              {tx.method === 'UPI' && tx.externalPaymentId && (
                <span className="block font-mono text-xs break-all text-gray-500">
                  {t('transactions.reference', { reference: tx.externalPaymentId })}
                </span>
              )}
            </dd>
            <dt className="text-gray-500">{t('transactions.column.booking')}</dt>
            <dd className="min-w-0">
              <Link
                to="/app/calendar"
                search={{ meeting: tx.meetingId }}
                className="block truncate font-medium text-brand-700 hover:underline"
                aria-label={t('transactions.openBooking', {
                  event: tx.eventName || t('transactions.booking'),
                  attendee: tx.attendeeName,
                })}
              >
                {tx.eventName || t('transactions.booking')}
              </Link>
              <span className="block text-gray-500">{formatInstant(tx.meetingStartAt, prefs)}</span>
            </dd>
            <dt className="text-gray-500">{t('transactions.card.date')}</dt>
            <dd className="text-gray-800">
              {formatInstant(tx.createdAt, prefs)} <span className="text-gray-500">({prefs.timezone})</span>
            </dd>
          </dl>
          <div className="empty:hidden sm:w-64 sm:self-end">
            <TransactionActions transaction={tx} />
          </div>
        </li>
      ))}
    </ul>
  );
}
