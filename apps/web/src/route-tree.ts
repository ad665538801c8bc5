import { appRoute } from './routes/app';
import { appAreaRoutes } from './routes/app-areas';
import { appIndexRoute } from './routes/app-index';
import { indexRoute } from './routes/index';
import { loginRoute } from './routes/login';
import { notFoundRoute } from './routes/not-found';
import { rootRoute } from './routes/root';
import { signupRoute } from './routes/signup';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  notFoundRoute,
  loginRoute,
  signupRoute,
  appRoute.addChildren([appIndexRoute, ...appAreaRoutes]),
]);
