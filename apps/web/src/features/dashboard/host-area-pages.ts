import type { HostArea } from '@kairos/core/constants';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { ComponentType } from 'react';
import {
  AppsIcon,
  CalendarIcon,
  CardIcon,
  ChartIcon,
  ClockIcon,
  ContactsIcon,
  HelpIcon,
  type IconProps,
  LinkIcon,
  PaletteIcon,
  RouteIcon,
  SlidersIcon,
  UsersIcon,
} from '../ui/components/icons';
import { HOST_AREA_SEGMENTS } from './host-area-paths';

export interface HostAreaPage {
  area: HostArea;
  path: `/app/${(typeof HOST_AREA_SEGMENTS)[HostArea]}`;
  /** The area's name in the dashboard catalogue. */
  labelKey: DashboardKey;
  description: string;
  icon: ComponentType<IconProps>;
  emptyTitle: string;
  emptyText: string;
}

const PAGES: Record<HostArea, Omit<HostAreaPage, 'area' | 'path'>> = {
  eventTypes: {
    labelKey: 'shell.area.eventTypes',
    description: 'The meetings people can book with you.',
    icon: LinkIcon,
    emptyTitle: 'No event types yet',
    emptyText: 'Event types are the meetings people book with you, like a 30-minute intro call or a demo.',
  },
  routingForms: {
    labelKey: 'shell.area.routingForms',
    description: 'Ask a few questions, then send each visitor to the right place.',
    icon: RouteIcon,
    emptyTitle: 'No routing forms yet',
    emptyText:
      'A routing form sends visitors to an event type, a message or another site based on their answers.',
  },
  calendar: {
    labelKey: 'shell.area.calendar',
    description: 'Your upcoming, pending and past bookings.',
    icon: CalendarIcon,
    emptyTitle: 'No bookings yet',
    emptyText: 'When someone books one of your event types, the meeting shows up here.',
  },
  contacts: {
    labelKey: 'shell.area.contacts',
    description: 'Everyone who has booked with you.',
    icon: ContactsIcon,
    emptyTitle: 'No contacts yet',
    emptyText: 'Invitees are added here automatically when they book. You can tag and block them later.',
  },
  transactions: {
    labelKey: 'shell.area.transactions',
    description: 'Payments taken for paid bookings.',
    icon: CardIcon,
    emptyTitle: 'No transactions yet',
    emptyText: 'Payments from paid event types appear here with their status and method.',
  },
  teams: {
    labelKey: 'shell.area.teams',
    description: 'Group hosts for round robin and collective events.',
    icon: UsersIcon,
    emptyTitle: 'No teams yet',
    emptyText: 'Create a team to share event types and spread bookings across hosts.',
  },
  analytics: {
    labelKey: 'shell.area.analytics',
    description: 'How your booking pages and forms perform.',
    icon: ChartIcon,
    emptyTitle: 'Nothing to report yet',
    emptyText: 'Views, bookings and conversions show up once your pages get their first visitors.',
  },
  appearance: {
    labelKey: 'shell.area.appearance',
    description: 'Colours, layout and logo of your public pages.',
    icon: PaletteIcon,
    emptyTitle: 'Make it yours',
    emptyText: 'Branding options for your booking pages will be available here soon.',
  },
  integrations: {
    labelKey: 'shell.area.integrations',
    description: 'WhatsApp messages and webhooks to your own systems.',
    icon: AppsIcon,
    emptyTitle: 'No apps connected',
    emptyText: 'Connect WhatsApp or add a webhook endpoint.',
  },
  settings: {
    labelKey: 'shell.area.settings',
    description: 'Your profile, workspace and plan.',
    icon: SlidersIcon,
    emptyTitle: 'Settings are on their way',
    emptyText: 'Profile, workspace, team members and billing settings will live here.',
  },
  help: {
    labelKey: 'shell.area.help',
    description: 'Guides and answers to common questions.',
    icon: HelpIcon,
    emptyTitle: 'How can we help?',
    emptyText: 'Guides for setting up event types, routing forms and integrations are coming soon.',
  },
};

function toPage(area: HostArea): HostAreaPage {
  return { area, path: `/app/${HOST_AREA_SEGMENTS[area]}`, ...PAGES[area] };
}

/** A sidebar entry: a host area, or a page that sits beside one (available hours, under event types). */
export type NavigationPage = Pick<HostAreaPage, 'labelKey' | 'icon'> & {
  area: HostArea | 'availability';
  path: HostAreaPage['path'] | '/app/availability';
};

const AVAILABILITY_PAGE: NavigationPage = {
  area: 'availability',
  path: '/app/availability',
  labelKey: 'shell.area.availability',
  icon: ClockIcon,
};

/** Sidebar groups: daily work first, configuration after, support last. */
export const NAVIGATION_GROUPS: { labelKey: DashboardKey | null; pages: NavigationPage[] }[] = [
  {
    labelKey: null,
    pages: [
      toPage('eventTypes'),
      AVAILABILITY_PAGE,
      ...(['routingForms', 'calendar', 'contacts', 'transactions', 'teams'] as const).map(toPage),
    ],
  },
  { labelKey: 'shell.group.insights', pages: [toPage('analytics')] },
  { labelKey: 'shell.group.customise', pages: (['appearance', 'integrations'] as const).map(toPage) },
  { labelKey: 'shell.group.account', pages: (['settings', 'help'] as const).map(toPage) },
];

export function findHostAreaPage(area: HostArea): HostAreaPage {
  return toPage(area);
}

/** Pages everyone has: their own profile and security live in settings, and help is for all. */
const ALWAYS_VISIBLE: readonly NavigationPage['area'][] = ['settings', 'help'];

/**
 * The sidebar for a role: areas it may not view are left out (availability goes with event
 * types), and so are groups left empty.
 */
export function visibleNavigationGroups(permissions: Record<string, string[]> | undefined) {
  const canView = (area: NavigationPage['area']) => {
    if (ALWAYS_VISIBLE.includes(area)) return true;
    const key = area === 'availability' ? 'eventTypes' : area;
    return permissions ? (permissions[key]?.includes('view') ?? false) : true;
  };
  return NAVIGATION_GROUPS.map((group) => ({
    ...group,
    pages: group.pages.filter((p) => canView(p.area)),
  })).filter((group) => group.pages.length > 0);
}
