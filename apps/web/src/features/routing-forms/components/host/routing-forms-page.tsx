import type { RoutingForm } from '@kairos/core/routing/form-schema';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../../settings/use-agent-preferences';
import { copyText } from '../../../share-links-host/components/copy-button';
import { Badge } from '../../../ui/components/badge';
import { Button } from '../../../ui/components/button';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { CopyIcon, PlusIcon, RouteIcon, SearchIcon, TrashIcon } from '../../../ui/components/icons';
import { publicFormUrl } from '../../host-format';
import { routingFormListQuery, useDeleteRoutingForm } from '../../queries';
import { CreateFormDialog } from './create-form-dialog';

const ICON_BUTTON =
  'rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The host's routing forms: search, create, open, copy the link, delete. */
export function RoutingFormsPage() {
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const searchText = useDeferredValue(search.trim());
  const list = useQuery(routingFormListQuery(searchText, pageNo));
  const [isCreating, setIsCreating] = useState(false);
  const [toDelete, setToDelete] = useState<RoutingForm | null>(null);
  const remove = useDeleteRoutingForm();
  const forms = list.data?.forms ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 50)));
  const { formatDateTime } = useAgentPreferences();
  const t = useDashboardT();

  return (
    <>
      <title>{t('routingForms.documentTitle')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="font-semibold text-2xl text-gray-900 tracking-tight">{t('routingForms.title')}</h1>
          <p className="mt-1 text-gray-600 text-sm">{t('routingForms.intro')}</p>
        </div>
        <Button onClick={() => setIsCreating(true)} className="shrink-0">
          <PlusIcon className="size-4" />
          {t('routingForms.new')}
        </Button>
      </header>

      <div className="relative mt-6 max-w-sm">
        <SearchIcon className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-gray-400" />
        <input
          type="search"
          aria-label={t('routingForms.search.label')}
          placeholder={t('routingForms.search.placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPageNo(1);
          }}
          className="block w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>

      {list.isPending ? (
        <ul aria-label={t('routingForms.list.loading')} className="mt-4 space-y-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-18 animate-pulse rounded-xl border border-gray-200 bg-white" />
          ))}
        </ul>
      ) : list.isError ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 text-sm"
        >
          <p>{t('routingForms.list.loadFailed', { error: list.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => list.refetch()}>
            {t('routingForms.tryAgain')}
          </Button>
        </div>
      ) : forms.length === 0 ? (
        <div className="mt-4 rounded-xl border border-gray-300 border-dashed bg-white px-6 py-12 text-center">
          <RouteIcon className="mx-auto size-8 text-gray-400" />
          <p className="mt-3 font-medium text-gray-900 text-sm">
            {searchText ? t('routingForms.list.noMatch') : t('routingForms.list.empty')}
          </p>
          {!searchText && (
            <Button className="mt-4" onClick={() => setIsCreating(true)}>
              <PlusIcon className="size-4" />
              {t('routingForms.list.createFirst')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul
            aria-label={t('routingForms.list.label')}
            className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
          >
            {forms.map((form) => {
              const url = publicFormUrl(window.location.origin, form.accessLink, form.slug);
              return (
                <li key={form._id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
                  <div className="min-w-0 flex-1">
                    <Link
                      to="/app/routing-forms/$formId"
                      params={{ formId: form._id }}
                      className="font-medium text-gray-900 text-sm hover:underline"
                    >
                      {form.name}
                    </Link>
                    <p className="mt-0.5 truncate text-gray-500 text-xs">
                      {form.lastResponseSubmitTime
                        ? t('routingForms.list.summaryWithLast', {
                            path: `/form/${form.accessLink}/${form.slug}`,
                            count: form.responseCount,
                            when: formatDateTime(form.lastResponseSubmitTime),
                          })
                        : t('routingForms.list.summary', {
                            path: `/form/${form.accessLink}/${form.slug}`,
                            count: form.responseCount,
                          })}
                    </p>
                  </div>
                  {form.status === 'INACTIVE' && <Badge>{t('routingForms.off')}</Badge>}
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={t('routingForms.list.copyLink', { name: form.name })}
                      onClick={() => void copyText(url, t)}
                    >
                      <CopyIcon className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={t('routingForms.list.delete', { name: form.name })}
                      onClick={() => setToDelete(form)}
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-gray-500 text-sm">
            <p aria-live="polite">{t('routingForms.list.count', { count: total })}</p>
            {pageCount > 1 && (
              <div className="flex items-center gap-2">
                <Button variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                  {t('routingForms.previous')}
                </Button>
                <span>{t('routingForms.page', { page: pageNo, pages: pageCount })}</span>
                <Button
                  variant="secondary"
                  disabled={pageNo >= pageCount}
                  onClick={() => setPageNo(pageNo + 1)}
                >
                  {t('routingForms.next')}
                </Button>
              </div>
            )}
          </div>
        </>
      )}

      {isCreating && <CreateFormDialog onClose={() => setIsCreating(false)} />}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('routingForms.delete.title')}
        message={t('routingForms.delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('routingForms.delete.confirm')}
        isDestructive
        isOpen={toDelete !== null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete._id, {
            onSuccess: () => {
              toast.success(t('routingForms.delete.done'));
              setToDelete(null);
            },
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </>
  );
}
