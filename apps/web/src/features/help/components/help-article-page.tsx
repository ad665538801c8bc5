import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type DashboardTranslate, useDashboardT } from '../../i18n/dashboard-i18n';
import { ChevronLeftIcon } from '../../ui/components/icons';
import { findHelpArticle, type HelpBlock, helpArticles } from '../articles';

const routeApi = getRouteApi('/app/help/$slug');

/** `/app/help/{slug}`: one article and others on the same topic. */
export function HelpArticlePage() {
  const t = useDashboardT();
  const { slug } = routeApi.useParams();
  const articles = useMemo(() => helpArticles(t), [t]);
  const article = findHelpArticle(articles, slug);

  if (!article) {
    return (
      <>
        <title>{t('help.notFound.documentTitle')}</title>
        <BackLink t={t} />
        <h1 className="mt-4 text-2xl font-semibold text-gray-900">{t('help.notFound.title')}</h1>
        <p className="mt-2 text-sm text-gray-600">{t('help.notFound.text')}</p>
      </>
    );
  }
  const related = articles.filter((a) => a.topicId === article.topicId && a.slug !== article.slug);

  return (
    <>
      <title>{t('help.articleDocumentTitle', { title: article.title })}</title>
      <BackLink t={t} />
      <article className="mt-4 max-w-2xl">
        <p className="text-sm font-medium text-brand-700">{article.topic}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-gray-900">{article.title}</h1>
        <p className="mt-2 text-base text-gray-600">{article.summary}</p>
        <div className="mt-6 space-y-4 text-sm leading-6 text-gray-800">
          {article.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are static text in a fixed order
            <Block key={index} block={block} t={t} />
          ))}
        </div>
      </article>
      {related.length > 0 && (
        <aside
          aria-label={t('help.relatedArticles')}
          className="mt-10 max-w-2xl border-t border-gray-200 pt-6"
        >
          <h2 className="text-sm font-semibold text-gray-900">{t(`help.moreOn.${article.topicId}`)}</h2>
          <ul className="mt-2 space-y-1">
            {related.map((a) => (
              <li key={a.slug}>
                <Link
                  to="/app/help/$slug"
                  params={{ slug: a.slug }}
                  className="text-sm text-brand-700 hover:underline"
                >
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </>
  );
}

function BackLink({ t }: { t: DashboardTranslate }) {
  return (
    <Link
      to="/app/help"
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-gray-600 hover:text-gray-900"
    >
      <ChevronLeftIcon className="size-4" />
      {t('help.title')}
    </Link>
  );
}

function Block({ block, t }: { block: HelpBlock; t: DashboardTranslate }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className="pt-2 text-base font-semibold text-gray-900">{block.text}</h2>;
    case 'text':
      return <p>{block.text}</p>;
    case 'steps':
      return (
        <ol className="list-decimal space-y-1.5 pl-5 marker:font-medium marker:text-gray-500">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'tips':
      return (
        <div className="rounded-lg bg-brand-50 p-4">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('help.tips')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
  }
}
