import { HOST_AREAS, type HostArea } from '@kairos/core/constants';
import { createRoute } from '@tanstack/react-router';
import { HOST_AREA_SEGMENTS } from '../features/dashboard/host-area-paths';
import { appRoute } from './app';

/** Areas whose feature has its own routes (routes/app-<area>*.tsx). */
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
type PlaceholderArea = Exclude<HostArea, (typeof AREAS_WITH_OWN_ROUTES)[number]>;

function isPlaceholderArea(area: HostArea): area is PlaceholderArea {
  return !(AREAS_WITH_OWN_ROUTES as readonly HostArea[]).includes(area);
}

function createAreaRoute(area: PlaceholderArea) {
  return createRoute({
    getParentRoute: () => appRoute,
    path: HOST_AREA_SEGMENTS[area],
  }).lazy(() => import('./app-area.lazy').then((module) => module.createAreaLazyRoute(area)));
}

/** One route per host area; each is an empty page until its feature lands. */
export const appAreaRoutes = HOST_AREAS.filter(isPlaceholderArea).map(createAreaRoute);
