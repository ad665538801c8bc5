import { createRoute } from '@tanstack/react-router';
import { validatePaymentStatusSearch } from '../features/booker/public-search';
import { publicEventRoute } from './public-event';

/** `/{accessLink}/{slug}/payment_status`: where payment providers send the visitor back. */
export const publicEventPaymentStatusRoute = createRoute({
  getParentRoute: () => publicEventRoute,
  path: 'payment_status',
  validateSearch: validatePaymentStatusSearch,
}).lazy(() => import('./public-event-payment-status.lazy').then((module) => module.Route));
