import { getRouteApi, Link } from '@tanstack/react-router';
import { ChevronLeftIcon } from '../../ui/components/icons';
import { findHelpArticle, HELP_ARTICLES, type HelpBlock } from '../articles';

const routeApi = getRouteApi('/app/help/$slug');

/** `/app/help/{slug}`: one article and others on the same topic. */
export function HelpArticlePage() {
  const { slug } = routeApi.useParams();
  const article = findHelpArticle(slug);

  if (!article) {
    return (
      <>
        <title>Article not found · Help centre · Kairos</title>
        <BackLink />
        <h1 className="mt-4 text-2xl font-semibold text-gray-900">Article not found</h1>
        <p className="mt-2 text-sm text-gray-600">It may have moved. Search the help centre instead.</p>
      </>
    );
  }
  const related = HELP_ARTICLES.filter((a) => a.topic === article.topic && a.slug !== article.slug);

  return (
    <>
      <title>{`${article.title} · Help centre · Kairos`}</title>
      <BackLink />
      <article className="mt-4 max-w-2xl">
        <p className="text-sm font-medium text-brand-700">{article.topic}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-gray-900">{article.title}</h1>
        <p className="mt-2 text-base text-gray-600">{article.summary}</p>
        <div className="mt-6 space-y-4 text-sm leading-6 text-gray-800">
          {article.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are static text in a fixed order
            <Block key={index} block={block} />
          ))}
        </div>
      </article>
      {related.length > 0 && (
        <aside aria-label="Related articles" className="mt-10 max-w-2xl border-t border-gray-200 pt-6">
          <h2 className="text-sm font-semibold text-gray-900">More on {article.topic.toLowerCase()}</h2>
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

function BackLink() {
  return (
    <Link
      to="/app/help"
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-gray-600 hover:text-gray-900"
    >
      <ChevronLeftIcon className="size-4" />
      Help centre
    </Link>
  );
}

function Block({ block }: { block: HelpBlock }) {
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
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Tips</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
  }
}
