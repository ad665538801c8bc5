import { createRoute } from '@tanstack/react-router';
import { TransactionSearchSchema } from '../features/transactions/transactions-search';
import { appRoute } from './app';

/** Every payment of the bookings the host may see: filters, totals, export, and the booking of each. */
export const transactionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'transactions',
  validateSearch: TransactionSearchSchema,
}).lazy(() => import('./app-transactions.lazy').then((module) => module.Route));
