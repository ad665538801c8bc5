import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { englishHelpArticles, type HelpArticle, helpArticles } from './articles';
import { searchHelpArticles } from './help-search';

const article = (slug: string, fields: Partial<HelpArticle>): HelpArticle => ({
  slug,
  topicId: 'settings',
  topic: 'Settings',
  title: slug,
  summary: '',
  keywords: [],
  screens: ['profile'],
  blocks: [],
  ...fields,
});

const FIXTURE = [
  article('a', { title: 'Change your password', blocks: [{ kind: 'text', text: 'Sign out everywhere.' }] }),
  article('b', { title: 'Reschedule a meeting', keywords: ['move'] }),
  article('c', { title: 'Teams', blocks: [{ kind: 'steps', items: ['Add a password to nothing'] }] }),
  article('d', { title: 'Résumé of café settings' }),
];

const HELP_ARTICLES = helpArticles(createTranslator('en', dashboardEn));

const slugs = (list: HelpArticle[]) => list.map((a) => a.slug);

describe('searchHelpArticles', () => {
  it.each([
    ['', ['a', 'b', 'c', 'd']],
    ['   ', ['a', 'b', 'c', 'd']],
    ['password', ['a', 'c']],
    ['PASSWORD', ['a', 'c']],
    ['resched', ['b']],
    ['move', ['b']],
    ['sign out', ['a']],
    ['password teams', ['c']],
    ['cafe', ['d']],
    ['zebra', []],
  ])('%j → %j', (query, expected) => {
    expect(slugs(searchHelpArticles(FIXTURE, query))).toEqual(expected);
  });
});

describe('the shipped articles', () => {
  it('have unique slugs and some text', () => {
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
    for (const a of HELP_ARTICLES) {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.blocks.length).toBeGreaterThan(0);
    }
  });

  it('cover every host area people ask about', () => {
    const topics = new Set(HELP_ARTICLES.map((a) => a.topic));
    for (const topic of [
      'Event types',
      'Availability',
      'Routing forms',
      'Calendar and bookings',
      'Contacts',
      'Teams',
      'Appearance',
      'Settings',
      'Integrations',
    ] as const) {
      expect(topics.has(topic)).toBe(true);
    }
  });

  it.each([
    ['round robin', 'event-kinds'],
    ['invite', 'invite-members'],
    ['logo', 'branding'],
    ['timezone', 'set-your-hours'],
  ])('%s finds %s first', (query, slug) => {
    expect(searchHelpArticles(HELP_ARTICLES, query)[0]?.slug).toBe(slug);
  });
});

describe('searching the shipped articles', () => {
  it.each([
    ['jitsi', 'video-conferencing'],
    ['zoom', 'video-conferencing'],
    ['google meet', 'video-conferencing'],
    ['analytics', 'read-your-analytics'],
    ['lead time', 'read-your-analytics'],
  ])('“%s” finds %s first', (query, slug) => {
    expect(searchHelpArticles(HELP_ARTICLES, query)[0]?.slug).toBe(slug);
  });

  it('says the Google and Microsoft sign-in buttons depend on the server, and CalDAV works without them', () => {
    const article = HELP_ARTICLES.find((a) => a.slug === 'connect-your-calendars');
    const text = article?.blocks
      .map((block) => ('text' in block ? block.text : block.items.join(' ')))
      .join(' ');
    expect(text).toMatch(/only when whoever runs your Kairos server has set up sign-in/);
    expect(text).toMatch(/If you see neither button[^.]*: use CalDAV/);
  });
});

describe('the help centre’s words', () => {
  const t = createTranslator('en', dashboardEn);
  it('count the results, one or more', () => {
    expect(t('help.resultCount', { count: 1, query: 'logo' })).toBe('1 article for “logo”');
    expect(t('help.resultCount', { count: 3, query: 'logo' })).toBe('3 articles for “logo”');
  });
});

describe('searching in another dashboard language', () => {
  // A stand-in language: every article's words are replaced, the topics keep their keys' names.
  const other = helpArticles((key) =>
    key.startsWith('help.article.') ? `wort ${key.split('.').at(-1)}` : key,
  );

  it('finds an article by its words in that language', () => {
    expect(searchHelpArticles(other, 'wort').length).toBe(other.length);
  });

  it('finds it by its English words when given the English articles, and by its keywords alone without them', () => {
    expect(searchHelpArticles(other, 'jitsi')[0]?.slug).toBe('video-conferencing');
    expect(searchHelpArticles(other, 'round robin', englishHelpArticles())[0]?.slug).toBe('event-kinds');
    expect(searchHelpArticles(other, 'sign out everywhere')).toEqual([]);
    expect(searchHelpArticles(other, 'sign out everywhere', englishHelpArticles()).length).toBeGreaterThan(0);
  });

  it('ranks as before when the articles are the English ones', () => {
    expect(slugs(searchHelpArticles(HELP_ARTICLES, 'logo', englishHelpArticles()))).toEqual(
      slugs(searchHelpArticles(HELP_ARTICLES, 'logo')),
    );
  });
});
