import { createLazyRoute } from '@tanstack/react-router';
import { AvailableHoursPage } from '../features/available-hours/components/available-hours-page';

export const Route = createLazyRoute('/app/availability')({ component: AvailableHoursPage });
