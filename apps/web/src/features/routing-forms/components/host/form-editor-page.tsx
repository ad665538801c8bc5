import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Badge } from '../../../ui/components/badge';
import { Button, buttonClassName } from '../../../ui/components/button';
import { ChevronLeftIcon, ExternalLinkIcon } from '../../../ui/components/icons';
import { ROUTING_EDITOR_TABS, type RoutingEditorTab } from '../../editor-tabs';
import { publicFormUrl } from '../../host-format';
import { routingFormQuery } from '../../queries';
import { QuestionsTab } from './questions-tab';
import { ResponsesTab } from './responses-tab';
import { RulesTab } from './rules-tab';
import { ShareTab } from './share-tab';

const routeApi = getRouteApi('/app/routing-forms/$formId');

const TAB_KEYS = {
  questions: 'routingForms.tab.questions',
  rules: 'routingForms.tab.rules',
  share: 'routingForms.tab.share',
  responses: 'routingForms.tab.responses',
} as const satisfies Record<RoutingEditorTab, DashboardKey>;

/** One routing form's builder: questions, rules, sharing and responses, a tab each. */
export function FormEditorPage() {
  const { formId } = routeApi.useParams();
  const { tab = 'questions' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = useQuery(routingFormQuery(formId));
  const form = query.data;
  const t = useDashboardT();

  const selectTab = (next: RoutingEditorTab) => void navigate({ search: { tab: next }, replace: true });

  function onTabKeys(event: KeyboardEvent<HTMLDivElement>) {
    const index = ROUTING_EDITOR_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next =
      ROUTING_EDITOR_TABS[(index + step + ROUTING_EDITOR_TABS.length) % ROUTING_EDITOR_TABS.length];
    if (!next) return;
    selectTab(next);
    requestAnimationFrame(() => document.getElementById(`routing-tab-${next}`)?.focus());
  }

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('routingForms.editor.loading')} className="space-y-4">
        <div className="h-8 w-64 animate-pulse rounded-md bg-gray-200" />
        <div className="h-64 animate-pulse rounded-xl border border-gray-200 bg-white" />
      </div>
    );
  }
  if (query.isError || !form) {
    const isGone = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 text-sm">
        <p>
          {isGone
            ? t('routingForms.editor.gone')
            : t('routingForms.editor.loadFailed', { error: query.error?.message ?? '' })}
        </p>
        <div className="mt-3 flex gap-2">
          <Link to="/app/routing-forms" className={buttonClassName('secondary')}>
            {t('routingForms.editor.allForms')}
          </Link>
          {!isGone && (
            <Button variant="secondary" onClick={() => query.refetch()}>
              {t('routingForms.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const url = publicFormUrl(window.location.origin, form.accessLink, form.slug);
  return (
    <>
      <title>{t('routingForms.editor.documentTitle', { name: form.name })}</title>
      <Link
        to="/app/routing-forms"
        className="inline-flex items-center gap-1 font-medium text-gray-600 text-sm hover:text-gray-900"
      >
        <ChevronLeftIcon className="size-4" />
        {t('routingForms.editor.back')}
      </Link>
      <header className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 font-semibold text-2xl text-gray-900 tracking-tight">
            <span className="break-words">{form.name}</span>
            {form.status === 'INACTIVE' && <Badge>{t('routingForms.off')}</Badge>}
          </h1>
          <p className="mt-1 text-gray-600 text-sm">
            {t('routingForms.responseCount', { count: form.responseCount })}
          </p>
        </div>
        <a href={url} target="_blank" rel="noreferrer" className={buttonClassName('secondary')}>
          <ExternalLinkIcon className="size-4" />
          {t('routingForms.editor.viewForm')}
        </a>
      </header>
      <div
        role="tablist"
        aria-label={t('routingForms.editor.tabs')}
        onKeyDown={onTabKeys}
        className="mt-5 flex gap-1 overflow-x-auto border-gray-200 border-b"
      >
        {ROUTING_EDITOR_TABS.map((name) => (
          <button
            key={name}
            id={`routing-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="routing-tab-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => selectTab(name)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 font-medium text-sm ${
              tab === name
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
            }`}
          >
            {t(TAB_KEYS[name])}
          </button>
        ))}
      </div>
      <div id="routing-tab-panel" role="tabpanel" aria-labelledby={`routing-tab-${tab}`} className="mt-6">
        {tab === 'questions' && <QuestionsTab key={form._id} form={form} />}
        {tab === 'rules' && <RulesTab form={form} />}
        {tab === 'share' && <ShareTab form={form} />}
        {tab === 'responses' && <ResponsesTab form={form} />}
      </div>
    </>
  );
}
