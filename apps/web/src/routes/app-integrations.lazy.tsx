import { createLazyRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../features/integrations/components/integrations-page';

export const Route = createLazyRoute('/app/apps')({ component: IntegrationsPage });
