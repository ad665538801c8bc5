import { createLazyRoute } from '@tanstack/react-router';
import { TransactionsPage } from '../features/transactions/components/transactions-page';

export const Route = createLazyRoute('/app/transactions')({ component: TransactionsPage });
