import { toCsv } from '@kairos/core/csv';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { transactionExportRows, transactionsFileName } from '@kairos/core/payments/transactions-csv';
import {
  TRANSACTIONS_EXPORT_MAX,
  TRANSACTIONS_PAGE_SIZE,
  type Transaction,
  type TransactionExportResponse,
  type TransactionFilters,
  type TransactionListQuery,
  type TransactionListResponse,
} from '@kairos/core/payments/transactions-schema';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { canEdit, scopeOf } from '../meetings/admin.ts';
import * as repo from './repo.ts';

/**
 * The workspace's payments as the caller may see them: the payments of the meetings they may see
 * (docs/decisions/0011-meeting-visibility.md), filtered; the ones awaiting the host's check first.
 */
async function queryOf(
  deps: Deps,
  auth: AuthContext,
  filters: TransactionFilters,
): Promise<repo.TransactionQuery> {
  if (filters.eventId && !isUuid(filters.eventId)) {
    throw new AppError('VALIDATION_ERROR', 'Unknown event', {
      issues: [{ path: 'eventId', message: 'Unknown id' }],
    });
  }
  const from = filters.from ? new Date(filters.from) : undefined;
  const to = filters.to ? new Date(filters.to) : undefined;
  if (from && to && from.getTime() > to.getTime()) {
    throw new AppError('VALIDATION_ERROR', 'The range ends before it starts', {
      issues: [{ path: 'to', message: 'Choose an end after the start' }],
    });
  }
  return {
    appId: auth.appId,
    scope: await scopeOf(deps, auth),
    method: filters.method,
    status: filters.status,
    eventId: filters.eventId || undefined,
    from,
    to,
  };
}

function toTransaction(auth: AuthContext, row: repo.TransactionRow): Transaction {
  const p = row.payment;
  return {
    _id: p.id,
    meetingId: p.meetingId,
    attendeeId: p.attendeeId,
    eventId: p.eventId,
    eventName: row.modifiedEventName || row.eventName || '',
    attendeeName: row.attendeeName,
    attendeeEmail: row.attendeeEmail,
    meetingStartAt: row.meetingStartAt.toISOString(),
    meetingStatus: row.meetingStatus,
    method: p.method as Transaction['method'],
    status: p.status,
    amount: p.amount,
    currencyCode: p.currencyCode,
    billingName: p.billingName,
    emailId: p.emailId,
    paymentTime: p.paymentTime?.toISOString() ?? null,
    externalPaymentId: p.externalPaymentId,
    orderId: p.orderId,
    refundStatus: p.refundStatus,
    refundAmount: p.refundAmount,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    canVerify:
      (p.status === 'AWAITING_VERIFICATION' || (p.method === 'LATER' && p.status === 'PENDING')) &&
      canEdit(auth, row),
    canRecordRefund: !p.provider && p.status === 'PAID' && p.refundStatus === 'PENDING' && canEdit(auth, row),
  };
}

/** `GET /transactions`: a page of payments and the totals per currency of every match. */
export async function listTransactions(
  deps: Deps,
  auth: AuthContext,
  query: TransactionListQuery,
): Promise<TransactionListResponse> {
  const q = await queryOf(deps, auth, query);
  const limit = TRANSACTIONS_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    repo.listTransactions(deps.db, q, { offset: (query.pageNo - 1) * limit, limit: limit + 1 }),
    repo.totalTransactions(deps.db, q),
  ]);
  return {
    transactions: rows.slice(0, limit).map((row) => toTransaction(auth, row)),
    totals: totals.map((t) => ({ ...t, net: t.collected - t.refunded })),
    pageNo: query.pageNo,
    pageSize: limit,
    last: rows.length <= limit,
  };
}

/** `POST /transactions/export`: every match (up to TRANSACTIONS_EXPORT_MAX) as CSV, in the caller's zone. */
export async function exportTransactions(
  deps: Deps,
  auth: AuthContext,
  filters: TransactionFilters,
): Promise<TransactionExportResponse> {
  const q = await queryOf(deps, auth, filters);
  const rows = await repo.listTransactions(deps.db, q, { offset: 0, limit: TRANSACTIONS_EXPORT_MAX });
  const timezone = auth.session.agent.timezone || 'UTC';
  const csv = toCsv(
    transactionExportRows(
      rows.map((row) => toTransaction(auth, row)),
      timezone,
    ),
  );
  return {
    csvBuffer: Buffer.from(csv, 'utf8').toString('base64'),
    fileName: transactionsFileName(deps.now(), timezone),
  };
}
