import type { HelpArticle, HelpBlock } from './articles';

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function tokens(query: string): string[] {
  return fold(query)
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

function blockText(block: HelpBlock): string {
  return 'text' in block ? block.text : block.items.join(' ');
}

const WEIGHTS = { title: 5, keywords: 4, topic: 3, summary: 2, body: 1 } as const;

/**
 * Articles matching every word of the query (each word may start a word of the article, so
 * 'resched' finds 'reschedule'), best first: a word in the title counts most, then keywords,
 * topic, summary and body. An empty query gives every article in its order. `english`, the same
 * articles in English when the dashboard speaks another language, lets the English words find
 * them too.
 */
export function searchHelpArticles(
  articles: readonly HelpArticle[],
  query: string,
  english: readonly HelpArticle[] = [],
): HelpArticle[] {
  const words = tokens(query);
  if (words.length === 0) return [...articles];
  const twins = new Map(english.map((article) => [article.slug, article]));
  const scored = articles.flatMap((article, index) => {
    const both = [article, twins.get(article.slug)].filter((one) => one !== undefined);
    const fields = {
      title: both.flatMap((one) => tokens(one.title)),
      keywords: tokens(article.keywords.join(' ')),
      topic: both.flatMap((one) => tokens(one.topic)),
      summary: both.flatMap((one) => tokens(one.summary)),
      body: both.flatMap((one) => tokens(one.blocks.map(blockText).join(' '))),
    };
    let score = 0;
    for (const word of words) {
      let best = 0;
      for (const [field, list] of Object.entries(fields) as [keyof typeof WEIGHTS, string[]][]) {
        const exact = list.includes(word);
        const prefix = !exact && list.some((token) => token.startsWith(word));
        if (exact || prefix) best = Math.max(best, WEIGHTS[field] * (exact ? 2 : 1));
      }
      if (best === 0) return [];
      score += best;
    }
    return [{ article, score, index }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.article);
}
