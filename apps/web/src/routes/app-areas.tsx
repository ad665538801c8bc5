import { HOST_AREAS, type HostArea } from '@kairos/core/constants';
import { createRoute } from '@tanstack/react-router';
import { HOST_AREA_SEGMENTS } from '../features/dashboard/host-area-paths';
import { appRoute } from './app';

function createAreaRoute(area: HostArea) {
  return createRoute({
    getParentRoute: () => appRoute,
    path: HOST_AREA_SEGMENTS[area],
  }).lazy(() => import('./app-area.lazy').then((module) => module.createAreaLazyRoute(area)));
}

/** Areas whose feature has its own routes: event types (routes/app-event-types*.tsx). */
const AREAS_WITH_OWN_ROUTES: readonly HostArea[] = ['eventTypes'];

/** One route per host area; each is an empty page until its feature lands. */
export const appAreaRoutes = HOST_AREAS.filter((area) => !AREAS_WITH_OWN_ROUTES.includes(area)).map(
  createAreaRoute,
);
