import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import type { HelpScreenId } from './screens';

/**
 * The help centre's articles, shipped with the app so they match the version the host runs.
 * Each is a few short blocks: paragraphs, headings, numbered steps and tips. Their words are in
 * the dashboard catalogue (`help.article.<slug>.*`: its title, summary and one message per
 * paragraph, heading or list item); this file keeps what does not change with the language: the
 * slugs, the topics, the places in the dashboard each names and the words people search with.
 */

export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'tips'; items: string[] };

export type HelpTopic =
  | 'gettingStarted'
  | 'eventTypes'
  | 'availability'
  | 'routingForms'
  | 'calendar'
  | 'contacts'
  | 'teams'
  | 'appearance'
  | 'settings'
  | 'integrations'
  | 'analytics';

/** An article in the host's language. */
export interface HelpArticle {
  slug: string;
  topicId: HelpTopic;
  /** The topic's name, e.g. 'Event types'. */
  topic: string;
  title: string;
  summary: string;
  /** Words people search with that the text may not use (English, whatever the language). */
  keywords: string[];
  /** The dashboard places the article names; a test checks each exists and is named in the text. */
  screens: HelpScreenId[];
  blocks: HelpBlock[];
}

/** A block of an article: its message's key under the article (`text1`), and how many items a list has. */
type BlockSource =
  | { kind: 'text' | 'heading'; key: string }
  | { kind: 'steps' | 'tips'; key: string; items: number };

interface ArticleSource {
  slug: string;
  topic: HelpTopic;
  keywords: string[];
  screens: HelpScreenId[];
  blocks: BlockSource[];
}

const ARTICLES: ArticleSource[] = [
  {
    slug: 'create-an-event-type',
    topic: 'eventTypes',
    keywords: ['meeting', 'booking page', 'slug', 'duration', 'new event'],
    screens: ['eventTypes'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'steps', key: 'steps1', items: 4 },
      { kind: 'tips', key: 'tips1', items: 3 },
    ],
  },
  {
    slug: 'event-kinds',
    topic: 'eventTypes',
    keywords: ['solo', 'group', 'collective', 'round robin', 'roundrobin', 'hosts', 'seats'],
    screens: ['editorHosts'],
    blocks: [
      { kind: 'heading', key: 'heading1' },
      { kind: 'text', key: 'text1' },
      { kind: 'heading', key: 'heading2' },
      { kind: 'text', key: 'text2' },
      { kind: 'heading', key: 'heading3' },
      { kind: 'text', key: 'text3' },
      { kind: 'heading', key: 'heading4' },
      { kind: 'text', key: 'text4' },
      { kind: 'text', key: 'text5' },
      { kind: 'text', key: 'text6' },
    ],
  },
  {
    slug: 'booking-questions',
    topic: 'eventTypes',
    keywords: ['form', 'fields', 'questions', 'attachment', 'phone', 'required'],
    screens: ['editorQuestions'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'tips', key: 'tips1', items: 5 },
    ],
  },
  {
    slug: 'booking-emails',
    topic: 'eventTypes',
    keywords: ['email', 'invitation', 'ics', 'template', 'confirmation email', 'calendar invite', 'reply'],
    screens: ['eventTypes', 'editorNotifications'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'tips', key: 'tips1', items: 5 },
    ],
  },
  {
    slug: 'set-your-hours',
    topic: 'availability',
    keywords: ['schedule', 'available hours', 'working hours', 'timezone', 'holiday', 'override'],
    screens: ['availability'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'steps', key: 'steps1', items: 4 },
      { kind: 'text', key: 'text2' },
    ],
  },
  {
    slug: 'limits-and-buffers',
    topic: 'availability',
    keywords: ['buffer', 'minimum notice', 'daily limit', 'slot gap', 'booking window'],
    screens: ['editorLimits'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'tips', key: 'tips1', items: 3 },
    ],
  },
  {
    slug: 'routing-forms-basics',
    topic: 'routingForms',
    keywords: ['routing', 'form', 'rules', 'redirect', 'qualify', 'questions'],
    screens: ['routingForms'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'steps', key: 'steps1', items: 4 },
    ],
  },
  {
    slug: 'manage-bookings',
    topic: 'calendar',
    keywords: ['meetings', 'reschedule', 'cancel', 'no show', 'export', 'csv', 'notes', 'calendar'],
    screens: ['calendar'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'tips', key: 'tips1', items: 4 },
    ],
  },
  {
    slug: 'contacts',
    topic: 'contacts',
    keywords: ['contacts', 'tags', 'block', 'attendees', 'people'],
    screens: ['contacts'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'text', key: 'text2' },
    ],
  },
  {
    slug: 'teams',
    topic: 'teams',
    keywords: ['team', 'group', 'lead', 'members', 'team page', 'access link'],
    screens: ['teams', 'editorHosts'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'steps', key: 'steps1', items: 4 },
    ],
  },
  {
    slug: 'invite-members',
    topic: 'teams',
    keywords: ['invite', 'invitation', 'member', 'colleague', 'remove', 'role', 'seat'],
    screens: ['members'],
    blocks: [
      { kind: 'steps', key: 'steps1', items: 3 },
      { kind: 'text', key: 'text1' },
    ],
  },
  {
    slug: 'roles-and-permissions',
    topic: 'settings',
    keywords: ['role', 'permission', 'admin', 'owner', 'access', 'view only', 'forbidden'],
    screens: ['roles'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'text', key: 'text2' },
      { kind: 'tips', key: 'tips1', items: 2 },
    ],
  },
  {
    slug: 'profile-and-formats',
    topic: 'settings',
    keywords: ['profile', 'name', 'phone', 'timezone', 'date format', 'time format', '24h', '12h'],
    screens: ['profile'],
    blocks: [{ kind: 'text', key: 'text1' }],
  },
  {
    slug: 'password-and-sessions',
    topic: 'settings',
    keywords: ['password', 'security', 'sign out', 'logout', 'sessions', 'devices'],
    screens: ['security'],
    blocks: [{ kind: 'text', key: 'text1' }],
  },
  {
    slug: 'workspace-and-plan',
    topic: 'settings',
    keywords: ['workspace', 'company', 'access link', 'url', 'plan', 'limit', 'upgrade', 'billing'],
    screens: ['workspace'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'text', key: 'text2' },
    ],
  },
  {
    slug: 'branding',
    topic: 'appearance',
    keywords: ['brand', 'colour', 'color', 'logo', 'theme', 'layout', 'footer', 'powered by'],
    screens: ['appearance', 'editorAppearance'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'tips', key: 'tips1', items: 3 },
    ],
  },
  {
    slug: 'integrations',
    topic: 'integrations',
    keywords: [
      'whatsapp',
      'mailchimp',
      'google sheets',
      'spreadsheet',
      'newsletter',
      'webhook',
      'messages',
      'notifications',
      'automation',
      'zapier',
      'meta',
      'facebook',
      'ga4',
    ],
    screens: ['integrations'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'text', key: 'text2' },
      { kind: 'text', key: 'text3' },
      { kind: 'text', key: 'text4' },
    ],
  },
  {
    slug: 'connect-your-calendars',
    topic: 'integrations',
    keywords: [
      'google calendar',
      'outlook',
      'office 365',
      'icloud',
      'caldav',
      'busy',
      'conflicts',
      'double booking',
      'meet',
      'teams',
    ],
    screens: ['integrations'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'text', key: 'text2' },
      { kind: 'tips', key: 'tips1', items: 3 },
      { kind: 'text', key: 'text3' },
    ],
  },
  {
    slug: 'embed-on-your-site',
    topic: 'gettingStarted',
    keywords: ['embed', 'widget', 'iframe', 'website', 'snippet', 'popup', 'prefill', 'utm'],
    screens: ['eventTypes', 'editorShareLinks', 'routingForms'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'heading', key: 'heading1' },
      { kind: 'tips', key: 'tips1', items: 4 },
      { kind: 'heading', key: 'heading2' },
      { kind: 'text', key: 'text2' },
    ],
  },
  {
    slug: 'share-links',
    topic: 'gettingStarted',
    keywords: ['share link', 'single use', 'one-off', 'private link', 'prefill'],
    screens: ['editorShareLinks'],
    blocks: [{ kind: 'text', key: 'text1' }],
  },
  {
    slug: 'take-payments',
    topic: 'integrations',
    keywords: ['payment', 'price', 'paid event', 'refund', 'upi', 'cash', 'bank transfer', 'checkout'],
    screens: ['integrations', 'eventTypes', 'editorPayment', 'transactions', 'calendar'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'heading', key: 'heading1' },
      { kind: 'steps', key: 'steps1', items: 3 },
      { kind: 'heading', key: 'heading2' },
      { kind: 'steps', key: 'steps2', items: 4 },
      { kind: 'heading', key: 'heading3' },
      { kind: 'tips', key: 'tips1', items: 2 },
    ],
  },
  {
    slug: 'read-your-analytics',
    topic: 'analytics',
    keywords: [
      'reports',
      'statistics',
      'stats',
      'conversion',
      'funnel',
      'revenue',
      'no-show',
      'upcoming',
      'held',
    ],
    screens: ['analytics'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'tips', key: 'tips1', items: 5 },
      { kind: 'text', key: 'text2' },
      { kind: 'heading', key: 'heading1' },
      { kind: 'tips', key: 'tips2', items: 4 },
      { kind: 'text', key: 'text3' },
    ],
  },
  {
    slug: 'video-conferencing',
    topic: 'integrations',
    keywords: [
      'video',
      'zoom',
      'jitsi',
      'google meet',
      'microsoft teams',
      'conference',
      'video call',
      'meeting link',
      'online meeting',
      'location',
    ],
    screens: ['eventTypes', 'integrations', 'calendar'],
    blocks: [
      { kind: 'text', key: 'text1' },
      { kind: 'heading', key: 'heading1' },
      { kind: 'tips', key: 'tips1', items: 5 },
      { kind: 'text', key: 'text2' },
      { kind: 'text', key: 'text3' },
    ],
  },
];

function articleKey(slug: string, part: string): DashboardKey {
  return `help.article.${slug}.${part}` as DashboardKey;
}

function itemKeys(slug: string, block: BlockSource & { items: number }): DashboardKey[] {
  return Array.from({ length: block.items }, (_, index) => articleKey(slug, `${block.key}.${index + 1}`));
}

/** Every catalogue key the articles read, for the test that the catalogue holds exactly these. */
export function helpArticleKeys(): DashboardKey[] {
  return ARTICLES.flatMap((article) => [
    articleKey(article.slug, 'title'),
    articleKey(article.slug, 'summary'),
    ...article.blocks.flatMap((block) =>
      'items' in block ? itemKeys(article.slug, block) : [articleKey(article.slug, block.key)],
    ),
  ]);
}

/** The articles in the host's language, in their order. */
export function helpArticles(t: DashboardTranslate): HelpArticle[] {
  return ARTICLES.map((article) => ({
    slug: article.slug,
    topicId: article.topic,
    topic: t(`help.topic.${article.topic}`),
    title: t(articleKey(article.slug, 'title')),
    summary: t(articleKey(article.slug, 'summary')),
    keywords: article.keywords,
    screens: article.screens,
    blocks: article.blocks.map(
      (block): HelpBlock =>
        'items' in block
          ? { kind: block.kind, items: itemKeys(article.slug, block).map((key) => t(key)) }
          : { kind: block.kind, text: t(articleKey(article.slug, block.key)) },
    ),
  }));
}

let english: HelpArticle[] | undefined;

/** The articles in English, which the search also reads so that English words find them in any language. */
export function englishHelpArticles(): HelpArticle[] {
  english ??= helpArticles(createTranslator<DashboardKey>('en', dashboardEn));
  return english;
}

export function findHelpArticle(articles: readonly HelpArticle[], slug: string): HelpArticle | undefined {
  return articles.find((article) => article.slug === slug);
}
