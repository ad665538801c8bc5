import { type DisplayPrefs, formatInstant } from '@kairos/core/dates/format';
import { PAYMENT_METHODS } from '@kairos/core/events/payment-schema';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { PAYMENT_STATUSES } from '@kairos/core/payments/payment-start-schema';
import type { Transaction, TransactionTotal } from '@kairos/core/payments/transactions-schema';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { eventNamesQuery } from '../../meetings/components/meeting-toolbar';
import { exportFailureMessage } from '../../meetings/csv-file';
import { useHostPrefs } from '../../meetings/host-prefs';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { DateRangeFields } from '../../ui/components/date-range-fields';
import { CardIcon } from '../../ui/components/icons';
import { ListPageHeader, PagedList, PageNav } from '../../ui/components/paged-list';
import { SelectField } from '../../ui/components/select-field';
import { transactionListQuery, useExportTransactions } from '../queries';
import {
  filtersOf,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUS_KEYS,
  PAYMENT_STATUS_TONES,
} from '../transaction-view';
import type { TransactionSearch } from '../transactions-search';
import { RefundNote, TransactionActions, TransactionCards } from './transaction-cards';

const routeApi = getRouteApi('/app/transactions');

/** `/app/transactions`: every payment, those awaiting the host's check first, with totals and export. */
export function TransactionsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const prefs = useHostPrefs();
  const page = search.page ?? 1;
  const t = useDashboardT();
  const filters = filtersOf(search, prefs.timezone);
  const list = useQuery(transactionListQuery(filters, page));
  const exportList = useExportTransactions();
  const isFiltered = Boolean(search.method || search.status || search.event || search.from || search.to);

  const changeSearch = useCallback(
    (next: TransactionSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );

  function runExport() {
    exportList.mutate(filters, {
      onSuccess: (fileName) => void toast.success(t('transactions.downloaded', { fileName })),
      onError: (error) => void toast.error(exportFailureMessage(error, t, error.message)),
    });
  }

  const transactions = list.data?.transactions ?? [];
  return (
    <>
      <title>{t('transactions.documentTitle')}</title>
      <ListPageHeader
        title={t('transactions.title')}
        description={t('transactions.intro', { timezone: prefs.timezone })}
        actions={
          <Button
            variant="secondary"
            onClick={runExport}
            isLoading={exportList.isPending}
            loadingText={t('transactions.exporting')}
            disabled={list.data !== undefined && transactions.length === 0}
          >
            {t('transactions.exportCsv')}
          </Button>
        }
      />

      <TransactionFiltersBar
        search={search}
        onChange={(next) => changeSearch({ ...next, page: undefined })}
      />

      <section aria-label={t('transactions.payments')} aria-busy={list.isFetching || undefined}>
        <PagedList
          query={list}
          list="payments"
          lead={(data) => <Totals totals={data.totals} />}
          isEmpty={(data) => data.transactions.length === 0}
          empty={{
            icon: CardIcon,
            title: isFiltered ? t('transactions.noMatch') : t('transactions.emptyTitle'),
            text: isFiltered ? undefined : t('transactions.emptyText'),
          }}
          footer={(data) =>
            (page > 1 || !data.last) && (
              <PageNav
                page={page}
                isLast={data.last}
                onPage={(next) => changeSearch({ ...search, page: next > 1 ? next : undefined })}
              />
            )
          }
        >
          {(data) => (
            <>
              {/* Cards on phones and tablets, as the meetings list does; the table where it fits. */}
              <TransactionCards transactions={data.transactions} prefs={prefs} className="lg:hidden" />
              <TransactionTable transactions={data.transactions} prefs={prefs} />
            </>
          )}
        </PagedList>
      </section>
    </>
  );
}

function TransactionFiltersBar({
  search,
  onChange,
}: {
  search: TransactionSearch;
  onChange: (next: TransactionSearch) => void;
}) {
  const events = useQuery(eventNamesQuery);
  const t = useDashboardT();
  return (
    <search className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto]">
      <SelectField
        label={t('transactions.filter.method')}
        hideLabel
        options={[
          { value: '', label: t('transactions.filter.allMethods') },
          ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(PAYMENT_METHOD_KEYS[method]) })),
        ]}
        value={search.method ?? ''}
        onChange={(event) =>
          onChange({ ...search, method: (event.target.value || undefined) as TransactionSearch['method'] })
        }
      />
      <SelectField
        label={t('transactions.filter.status')}
        hideLabel
        options={[
          { value: '', label: t('transactions.filter.allStatuses') },
          ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(PAYMENT_STATUS_KEYS[status]) })),
        ]}
        value={search.status ?? ''}
        onChange={(event) =>
          onChange({ ...search, status: (event.target.value || undefined) as TransactionSearch['status'] })
        }
      />
      <SelectField
        label={t('transactions.filter.eventType')}
        hideLabel
        options={[
          { value: '', label: t('transactions.filter.allEventTypes') },
          ...(events.data?.events ?? []).map((event) => ({ value: event._id, label: event.name })),
        ]}
        value={search.event ?? ''}
        onChange={(event) => onChange({ ...search, event: event.target.value || undefined })}
      />
      <DateRangeFields
        from={search.from ?? ''}
        to={search.to ?? ''}
        onFrom={(from) => onChange({ ...search, from })}
        onTo={(to) => onChange({ ...search, to })}
      />
    </search>
  );
}

function Totals({ totals }: { totals: readonly TransactionTotal[] }) {
  const t = useDashboardT();
  if (totals.length === 0) return null;
  return (
    <ul aria-label={t('transactions.totals')} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {totals.map((total) => (
        <li key={total.currencyCode} className="rounded-xl border border-gray-200 bg-white p-4">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
            {t('transactions.totalCount', { currency: total.currencyCode, count: total.count })}
          </p>
          <p className="mt-1 text-xl font-semibold text-gray-900 tabular-nums">
            {formatMinorUnits(total.net, total.currencyCode)}{' '}
            <span className="text-sm font-normal text-gray-500">{t('transactions.net')}</span>
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-xs text-gray-600">
            <div>
              <dt>{t('transactions.collected')}</dt>
              <dd className="font-medium text-gray-900 tabular-nums">
                {formatMinorUnits(total.collected, total.currencyCode)}
              </dd>
            </div>
            <div>
              <dt>{t('transactions.refunded')}</dt>
              <dd className="font-medium text-gray-900 tabular-nums">
                {formatMinorUnits(total.refunded, total.currencyCode)}
              </dd>
            </div>
            <div>
              <dt>{t('transactions.awaiting')}</dt>
              <dd className="font-medium text-gray-900 tabular-nums">
                {formatMinorUnits(total.awaiting, total.currencyCode)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function TransactionTable({
  transactions,
  prefs,
}: {
  transactions: readonly Transaction[];
  prefs: DisplayPrefs;
}) {
  const t = useDashboardT();
  return (
    // Relative: the buttons' screen-reader text is clipped with the table, not past the page's edge.
    <div className="relative mt-4 hidden overflow-x-auto rounded-xl border border-gray-200 bg-white lg:block">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium text-gray-500">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {t('transactions.column.date', { timezone: prefs.timezone })}
            </th>
            <th scope="col" className="px-2 py-2.5">
              {t('transactions.column.attendee')}
            </th>
            <th scope="col" className="px-2 py-2.5">
              {t('transactions.column.booking')}
            </th>
            <th scope="col" className="px-2 py-2.5">
              {t('transactions.column.method')}
            </th>
            <th scope="col" className="px-2 py-2.5">
              {t('transactions.column.status')}
            </th>
            <th scope="col" className="px-2 py-2.5 text-right">
              {t('transactions.column.amount')}
            </th>
            <th scope="col" className="px-4 py-2.5">
              <span className="sr-only">{t('transactions.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {transactions.map((tx) => (
            <tr
              key={tx._id}
              className={tx.status === 'AWAITING_VERIFICATION' ? 'bg-amber-50/40' : 'hover:bg-gray-50'}
            >
              <td className="px-4 py-3 whitespace-nowrap text-gray-700">
                {formatInstant(tx.createdAt, prefs)}
              </td>
              <td className="max-w-48 px-2 py-3">
                <p className="truncate font-medium text-gray-900">{tx.attendeeName}</p>
                <p className="truncate text-gray-500">{tx.attendeeEmail}</p>
              </td>
              <td className="max-w-56 px-2 py-3">
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
                <p className="truncate text-gray-500">{formatInstant(tx.meetingStartAt, prefs)}</p>
              </td>
              <td className="px-2 py-3 whitespace-nowrap text-gray-700">
                {t(PAYMENT_METHOD_KEYS[tx.method])}
                {tx.method === 'UPI' && tx.externalPaymentId && (
                  <p className="font-mono text-xs text-gray-500">
                    {t('transactions.reference', { reference: tx.externalPaymentId })}
                  </p>
                )}
              </td>
              <td className="px-2 py-3">
                <Badge tone={PAYMENT_STATUS_TONES[tx.status]}>{t(PAYMENT_STATUS_KEYS[tx.status])}</Badge>
                <RefundNote transaction={tx} />
              </td>
              <td className="px-2 py-3 text-right font-medium whitespace-nowrap text-gray-900 tabular-nums">
                {formatMinorUnits(tx.amount, tx.currencyCode)}
              </td>
              <td className="px-4 py-3">
                <TransactionActions transaction={tx} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
