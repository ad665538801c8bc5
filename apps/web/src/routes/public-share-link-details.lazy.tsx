import { createLazyRoute } from '@tanstack/react-router';
import { ShareDetailsStep } from '../features/share-link/components/share-details-step';

export const Route = createLazyRoute('/d/$shareLink/$timestamp')({ component: ShareDetailsStep });
