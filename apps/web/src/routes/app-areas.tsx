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

/** One route per host area; each is an empty page until its feature lands. */
export const appAreaRoutes = HOST_AREAS.map(createAreaRoute);
