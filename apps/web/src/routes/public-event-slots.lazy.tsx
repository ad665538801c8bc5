import { createLazyRoute } from '@tanstack/react-router';
import { SlotStep } from '../features/booker/components/slot-step';

export const Route = createLazyRoute('/$accessLink/$slug/')({ component: SlotStep });
