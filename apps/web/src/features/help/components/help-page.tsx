import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ChevronLeftIcon, SearchIcon } from '../../ui/components/icons';
import { englishHelpArticles, type HelpArticle, type HelpTopic, helpArticles } from '../articles';
import { searchHelpArticles } from '../help-search';

const routeApi = getRouteApi('/app/help/');

function groupByTopic(articles: readonly HelpArticle[]): [HelpTopic, HelpArticle[]][] {
  const groups = new Map<HelpTopic, HelpArticle[]>();
  for (const article of articles)
    groups.set(article.topicId, [...(groups.get(article.topicId) ?? []), article]);
  return [...groups];
}

/** `/app/help`: every article by topic, or the ones matching `?q=`, best first. */
export function HelpPage() {
  const t = useDashboardT();
  const { q = '' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const articles = useMemo(() => helpArticles(t), [t]);
  const results = useMemo(() => searchHelpArticles(articles, q, englishHelpArticles()), [articles, q]);
  const searching = q.trim() !== '';

  return (
    <>
      <title>{t('help.documentTitle')}</title>
      <header className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 py-8 text-white sm:px-10 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight">{t('help.title')}</h1>
        <p className="mt-1 text-sm text-white/85">{t('help.intro')}</p>
        <search className="mt-5 max-w-xl">
          <label htmlFor="help-search" className="sr-only">
            {t('help.searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
            <input
              id="help-search"
              type="search"
              value={q}
              placeholder={t('help.searchPlaceholder')}
              onChange={(e) => void navigate({ search: { q: e.target.value || undefined }, replace: true })}
              className="block w-full rounded-lg border-0 bg-white py-2.5 pr-3 pl-10 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            />
          </div>
        </search>
      </header>

      <div className="mt-8" aria-live="polite">
        {searching ? (
          results.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-sm text-gray-600">
              {t('help.noMatch', { query: q.trim() })}
            </p>
          ) : (
            <section aria-label={t('help.searchResults')}>
              <p className="text-sm text-gray-600">
                {t('help.resultCount', { count: results.length, query: q.trim() })}
              </p>
              <ArticleList articles={results} />
            </section>
          )
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            {groupByTopic(articles).map(([topic, list]) => (
              <section key={topic} aria-label={t(`help.topic.${topic}`)}>
                <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
                  {t(`help.topic.${topic}`)}
                </h2>
                <ArticleList articles={list} />
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}

function ArticleList({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link
            to="/app/help/$slug"
            params={{ slug: article.slug }}
            className="group flex items-center gap-3 px-4 py-3 hover:bg-gray-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-gray-900">{article.title}</span>
              <span className="block text-sm text-gray-600">{article.summary}</span>
            </span>
            <ChevronLeftIcon className="size-4 shrink-0 rotate-180 text-gray-400 group-hover:text-gray-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
