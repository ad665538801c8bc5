import { createLazyRoute } from '@tanstack/react-router';
import { ThanksStep } from '../features/booker/components/thanks-step';

export const Route = createLazyRoute('/$accessLink/$slug/thanks')({ component: ThanksStep });
