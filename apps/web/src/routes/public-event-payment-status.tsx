import { createRoute } from '@tanstack/react-router';
import { publicEventRoute } from './public-event';

/** `/{accessLink}/{slug}/payment_status`: where payment providers send the visitor back. */
export const publicEventPaymentStatusRoute = createRoute({
  getParentRoute: () => publicEventRoute,
  path: 'payment_status',
}).lazy(() => import('./public-event-payment-status.lazy').then((module) => module.Route));
