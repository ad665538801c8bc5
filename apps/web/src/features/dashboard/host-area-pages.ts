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
  icon: ComponentType<IconProps>;
}

const PAGES: Record<HostArea, Omit<HostAreaPage, 'area' | 'path'>> = {
  eventTypes: {
    labelKey: 'shell.area.eventTypes',
    icon: LinkIcon,
  },
  routingForms: {
    labelKey: 'shell.area.routingForms',
    icon: RouteIcon,
  },
  calendar: {
    labelKey: 'shell.area.calendar',
    icon: CalendarIcon,
  },
  contacts: {
    labelKey: 'shell.area.contacts',
    icon: ContactsIcon,
  },
  transactions: {
    labelKey: 'shell.area.transactions',
    icon: CardIcon,
  },
  teams: {
    labelKey: 'shell.area.teams',
    icon: UsersIcon,
  },
  analytics: {
    labelKey: 'shell.area.analytics',
    icon: ChartIcon,
  },
  appearance: {
    labelKey: 'shell.area.appearance',
    icon: PaletteIcon,
  },
  integrations: {
    labelKey: 'shell.area.integrations',
    icon: AppsIcon,
  },
  settings: {
    labelKey: 'shell.area.settings',
    icon: SlidersIcon,
  },
  help: {
    labelKey: 'shell.area.help',
    icon: HelpIcon,
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
