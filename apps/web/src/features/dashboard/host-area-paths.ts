import type { HostArea } from '@kairos/core/constants';

/** URL segment under /app of each host area (spec section 1). */
export const HOST_AREA_SEGMENTS = {
  eventTypes: 'event-types',
  routingForms: 'routing-forms',
  calendar: 'calendar',
  analytics: 'analytics',
  integrations: 'apps',
  settings: 'settings',
  help: 'help',
  contacts: 'contacts',
  transactions: 'transactions',
  teams: 'teams',
  appearance: 'appearance',
} as const satisfies Record<HostArea, string>;

export type HostAreaSegment = (typeof HOST_AREA_SEGMENTS)[HostArea];

export const DEFAULT_HOST_AREA_PATH = '/app/event-types';
