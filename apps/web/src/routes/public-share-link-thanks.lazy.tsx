import { createLazyRoute } from '@tanstack/react-router';
import { ShareThanksStep } from '../features/share-link/components/share-thanks-step';

export const Route = createLazyRoute('/d/$shareLink/thanks')({ component: ShareThanksStep });
