import { createLazyRoute } from '@tanstack/react-router';
import { ShareSlotStep } from '../features/share-link/components/share-slot-step';

export const Route = createLazyRoute('/d/$shareLink/')({ component: ShareSlotStep });
