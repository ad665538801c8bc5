import { createLazyRoute } from '@tanstack/react-router';
import { DetailsStep } from '../features/booker/components/details-step';

export const Route = createLazyRoute('/$accessLink/$slug/$timestamp')({ component: DetailsStep });
