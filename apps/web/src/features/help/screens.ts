import type { EditorSection } from '../event-types/editor-sections';
import type { SettingsSection } from '../settings/settings-sections';

/** A place in the dashboard an article sends the host to, and the words the article uses for it. */
export interface HelpScreen {
  /** The words naming it in an article's text, e.g. 'Settings, Members' or 'Questions section'. */
  mention: string;
  path: string;
  settings?: SettingsSection;
  editor?: EditorSection;
}

export const HELP_SCREENS = {
  eventTypes: { mention: 'Event types', path: '/app/event-types' },
  editorHosts: { mention: 'Hosts section', path: '/app/event-types', editor: 'hosts' },
  editorLimits: { mention: 'Limits section', path: '/app/event-types', editor: 'limits' },
  editorQuestions: { mention: 'Questions section', path: '/app/event-types', editor: 'questions' },
  editorAppearance: { mention: 'Appearance section', path: '/app/event-types', editor: 'appearance' },
  editorShareLinks: { mention: 'Share links section', path: '/app/event-types', editor: 'share-links' },
  editorPayment: { mention: 'Payment section', path: '/app/event-types', editor: 'payment' },
  editorNotifications: {
    mention: 'Notifications section',
    path: '/app/event-types',
    editor: 'notifications',
  },
  availability: { mention: 'Availability', path: '/app/availability' },
  routingForms: { mention: 'Routing forms', path: '/app/routing-forms' },
  calendar: { mention: 'Calendar', path: '/app/calendar' },
  contacts: { mention: 'Contacts', path: '/app/contacts' },
  transactions: { mention: 'Transactions', path: '/app/transactions' },
  // Named with its sidebar group: "Analytics" alone is also Google Analytics in the trackers' article.
  analytics: { mention: 'Insights, Analytics', path: '/app/analytics' },
  teams: { mention: 'Teams', path: '/app/teams' },
  appearance: { mention: 'Appearance', path: '/app/appearance' },
  integrations: { mention: 'Apps & integrations', path: '/app/apps' },
  profile: { mention: 'Settings, Profile', path: '/app/settings', settings: 'profile' },
  security: { mention: 'Settings, Security', path: '/app/settings', settings: 'security' },
  workspace: { mention: 'Settings, Workspace', path: '/app/settings', settings: 'workspace' },
  members: { mention: 'Settings, Members', path: '/app/settings', settings: 'members' },
  roles: { mention: 'Settings, Roles', path: '/app/settings', settings: 'roles' },
} as const satisfies Record<string, HelpScreen>;

export type HelpScreenId = keyof typeof HELP_SCREENS;
