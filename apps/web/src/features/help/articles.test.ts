import { HOST_AREAS } from '@kairos/core/constants';
import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../route-tree';
import { AREAS_WITH_OWN_ROUTES } from '../../routes/app-areas';
import { HOST_AREA_SEGMENTS } from '../dashboard/host-area-paths';
import { type HelpBlock, helpArticleKeys, helpArticles } from './articles';
import { HELP_SCREENS, type HelpScreen } from './screens';

const HELP_ARTICLES = helpArticles(createTranslator('en', dashboardEn));

const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { queryClient: new QueryClient() },
});
/** Areas that are still an empty page: no article may send the host there. */
const PLACEHOLDER_PATHS = HOST_AREAS.filter(
  (area) => !(AREAS_WITH_OWN_ROUTES as readonly string[]).includes(area),
).map((area) => `/app/${HOST_AREA_SEGMENTS[area]}`);

function textOf(blocks: HelpBlock[]): string {
  return blocks.map((block) => ('text' in block ? block.text : block.items.join(' '))).join(' ');
}

/** Names of other products that contain a screen's name ("Teams") without meaning the screen. */
const PRODUCT_NAMES = ['Microsoft Teams'];

function mentions(fullText: string, screen: HelpScreen): boolean {
  const text = PRODUCT_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), fullText);
  return new RegExp(`(^|[^\\w])${screen.mention.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(text);
}

/** The Apps & integrations page's areas in the dashboard catalogue, where its cards' words are. */
const APPS_PAGE_AREAS = [
  'integrations.',
  'calendars.',
  'mailchimp.',
  'sheets.',
  'trackers.',
  'video.',
  'webhooks.',
];
const appsPageWords = Object.entries(dashboardEn)
  .filter(([key]) => APPS_PAGE_AREAS.some((area) => key.startsWith(area)))
  .map(([, message]) => message);

/** The Apps & integrations page and its cards (source and words): what the workspace can connect today. */
const appsPageSource = Object.values(
  import.meta.glob<string>(
    [
      '../integrations/components/*.tsx',
      '../webhooks/components/*.tsx',
      '../mailchimp/components/*.tsx',
      '../google-sheets/components/*.tsx',
      '../calendars/components/*.tsx',
    ],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
)
  .concat(appsPageWords)
  .join('\n');

/** Services an article might promise; each may be named only once the Apps page offers it. */
const SERVICES = [
  'Zoom',
  'Google',
  'Microsoft',
  'Outlook',
  'Stripe',
  'PayPal',
  'Razorpay',
  'Mailchimp',
  'CalDAV',
  'video',
  'analytics',
  'pixel',
  'widget',
];

describe('help articles', () => {
  it('read exactly the article messages of the dashboard catalogue, each once', () => {
    const keys = helpArticleKeys();
    expect(new Set(keys).size).toBe(keys.length);
    const inCatalogue = Object.keys(dashboardEn).filter((key) => key.startsWith('help.article.'));
    expect([...keys].sort()).toEqual(inCatalogue.sort());
  });

  it('give each topic a name and a "More on" heading', () => {
    for (const article of HELP_ARTICLES) {
      expect(article.topic.length).toBeGreaterThan(0);
      expect(dashboardEn[`help.moreOn.${article.topicId}`]).toBe(`More on ${article.topic.toLowerCase()}`);
    }
  });

  it.each(HELP_ARTICLES.map((article) => [article.slug, article] as const))(
    '%s promises no service the Apps page does not offer',
    (_slug, article) => {
      const text = `${article.title} ${article.summary} ${textOf(article.blocks)}`.toLowerCase();
      const promised = SERVICES.filter((name) => text.includes(name.toLowerCase()));
      expect(promised.filter((name) => !appsPageSource.toLowerCase().includes(name.toLowerCase()))).toEqual(
        [],
      );
    },
  );

  it.each(Object.entries(HELP_SCREENS))('the screen %s is a real page of the dashboard', (_id, screen) => {
    const ids = router.matchRoutes(screen.path, {}).map((match) => match.routeId as string);
    expect(ids.at(-1)).toBe(screen.path);
    expect(PLACEHOLDER_PATHS).not.toContain(screen.path);
  });

  it.each(HELP_ARTICLES.map((article) => [article.slug, article] as const))(
    '%s names exactly the screens it declares',
    (_slug, article) => {
      const text = `${article.summary} ${textOf(article.blocks)}`;
      expect(article.screens.length).toBeGreaterThan(0);
      for (const id of article.screens) expect(mentions(text, HELP_SCREENS[id]), id).toBe(true);
      const undeclared = Object.entries(HELP_SCREENS)
        .filter(([id, screen]) => !(article.screens as string[]).includes(id) && mentions(text, screen))
        .map(([id]) => id)
        // "Appearance section" also reads as "Appearance"; the longer name is the one meant.
        .filter(
          (id) =>
            !article.screens.some((other) =>
              HELP_SCREENS[other].mention.includes(HELP_SCREENS[id as keyof typeof HELP_SCREENS].mention),
            ),
        );
      expect(undeclared).toEqual([]);
    },
  );
});
