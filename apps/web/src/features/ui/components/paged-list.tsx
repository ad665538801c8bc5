import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from './button';
import { ChevronLeftIcon } from './icons';
import { Skeleton } from './skeleton';

/** A dashboard list page's heading: the title, what it shows, and its actions on the right. */
export function ListPageHeader(props: { title: string; description: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{props.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{props.description}</p>
      </div>
      {props.actions && <div className="flex shrink-0 flex-wrap gap-2">{props.actions}</div>}
    </header>
  );
}

/** The lists shown through `PagedList`; each has its own loading and failure message. */
export type PagedListKind = 'payments' | 'bookings' | 'contacts' | 'messages';

export interface EmptyListState {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}

/**
 * A paged list's states around its rows: loading (a skeleton), failed (the message and "Try
 * again"), empty (an icon, a title, a line and an action), else `children` with the page's data.
 * `lead` shows above the rows or the empty state (totals, say); `footer` below the rows.
 */
export function PagedList<T>(props: {
  query: UseQueryResult<T, Error>;
  /** What the rows are, which names them in "Loading payments" and "Could not load your payments". */
  list: PagedListKind;
  isEmpty: (data: T) => boolean;
  empty: EmptyListState;
  skeleton?: ReactNode;
  lead?: (data: T) => ReactNode;
  footer?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useDashboardT();
  const { query } = props;
  if (query.isPending) {
    return (
      props.skeleton ?? (
        <div
          className="mt-4 space-y-2 rounded-xl border border-gray-200 bg-white p-4"
          role="status"
          aria-label={t('common.list.loading', { list: props.list })}
        >
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      )
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        <p>{t('common.list.loadFailed', { list: props.list, message: query.error.message })}</p>
        <Button variant="secondary" className="mt-3" onClick={() => query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  const { data } = query;
  const Icon = props.empty.icon;
  return (
    <>
      {props.lead?.(data)}
      {props.isEmpty(data) ? (
        <div className="mt-4 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <Icon className="mx-auto size-8 text-gray-400" />
          <p className="mt-3 text-sm font-medium text-gray-900">{props.empty.title}</p>
          {props.empty.text && <p className="mt-1 text-sm text-gray-600">{props.empty.text}</p>}
          {props.empty.action && <div className="mt-4">{props.empty.action}</div>}
        </div>
      ) : (
        <>
          {props.children(data)}
          {props.footer?.(data)}
        </>
      )}
    </>
  );
}

/** Previous and next pages, with where the list stands ("Page 2", "51–100 of 120"). */
export function PageNav(props: {
  page: number;
  isLast: boolean;
  onPage: (page: number) => void;
  summary?: ReactNode;
}) {
  const t = useDashboardT();
  return (
    <nav
      aria-label={t('common.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600"
    >
      <p aria-live="polite">{props.summary ?? t('common.page', { page: props.page })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          <ChevronLeftIcon className="size-4" />
          {t('common.previous')}
        </Button>
        <Button variant="secondary" disabled={props.isLast} onClick={() => props.onPage(props.page + 1)}>
          {t('common.next')}
          <ChevronLeftIcon className="size-4 rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
