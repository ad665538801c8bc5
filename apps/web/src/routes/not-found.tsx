import { createRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/components/not-found-page';
import { rootRoute } from './root';

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'not-found',
  component: NotFoundPage,
});
