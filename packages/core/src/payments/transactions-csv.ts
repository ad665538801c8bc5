import { localDateTime } from '../meetings/csv.ts';
import { decimalsOf } from './currency.ts';
import type { Transaction } from './transactions-schema.ts';

/** A minor-unit amount as a plain decimal a spreadsheet sums: 2550 EUR → "25.50", 500 JPY → "500". */
export function decimalAmount(minor: number, currency: string): string {
  const decimals = decimalsOf(currency);
  return (minor / 10 ** decimals).toFixed(decimals);
}

/** The transactions export: a header, then one row per payment; times in the host's zone and in ISO. */
export function transactionExportRows(rows: readonly Transaction[], hostTimezone: string): string[][] {
  const header = [
    'Payment ID',
    `Created (${hostTimezone})`,
    'Created (ISO)',
    'Paid at (ISO)',
    'Event',
    `Meeting start (${hostTimezone})`,
    'Attendee name',
    'Attendee email',
    'Method',
    'Status',
    'Amount',
    'Currency',
    'Refunded',
    'Refund status',
    'Billing name',
    'Payer email',
    'Provider payment ID',
    'Provider order ID',
    'Meeting ID',
  ];
  return [
    header,
    ...rows.map((t) => [
      t._id,
      localDateTime(new Date(t.createdAt), hostTimezone),
      t.createdAt,
      t.paymentTime ?? '',
      t.eventName,
      localDateTime(new Date(t.meetingStartAt), hostTimezone),
      t.attendeeName,
      t.attendeeEmail,
      t.method,
      t.status,
      decimalAmount(t.amount, t.currencyCode),
      t.currencyCode,
      decimalAmount(t.refundAmount, t.currencyCode),
      t.refundStatus ?? '',
      t.billingName ?? '',
      t.emailId ?? '',
      t.externalPaymentId ?? '',
      t.orderId ?? '',
      t.meetingId,
    ]),
  ];
}

/** `transactions-2027-03-02.csv`, dated in the host's zone. */
export function transactionsFileName(now: Date, hostTimezone: string): string {
  return `transactions-${localDateTime(now, hostTimezone).slice(0, 10)}.csv`;
}
