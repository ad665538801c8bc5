import type { HostArea } from '@kairos/core/constants';

/**
 * Areas whose feature has its own routes (routes/app-<area>*.tsx): every host area now, so no area
 * is an empty placeholder page any more.
 */
export const AREAS_WITH_OWN_ROUTES = [
  'eventTypes',
  'routingForms',
  'settings',
  'teams',
  'appearance',
  'help',
  'calendar',
  'contacts',
  'integrations',
  'analytics',
  'transactions',
] as const satisfies readonly HostArea[];
