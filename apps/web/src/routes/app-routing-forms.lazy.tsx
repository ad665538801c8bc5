import { createLazyRoute } from '@tanstack/react-router';
import { RoutingFormsPage } from '../features/routing-forms/components/host/routing-forms-page';

export const Route = createLazyRoute('/app/routing-forms')({ component: RoutingFormsPage });
