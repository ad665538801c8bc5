import { createLazyRoute } from '@tanstack/react-router';
import { AppearancePage } from '../features/appearance/components/appearance-page';

export const Route = createLazyRoute('/app/appearance')({ component: AppearancePage });
