import { createRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_HOST_AREA_PATH } from '../features/dashboard/host-area-paths';
import { appRoute } from './app';

export const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: DEFAULT_HOST_AREA_PATH, replace: true });
  },
});
