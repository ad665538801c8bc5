import { createLazyRoute } from '@tanstack/react-router';
import { EventTypesPage } from '../features/event-types/components/event-types-page';

export const Route = createLazyRoute('/app/event-types')({ component: EventTypesPage });
