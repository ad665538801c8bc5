import { createLazyRoute } from '@tanstack/react-router';
import { ShareLinkLayout } from '../features/share-link/components/share-link-layout';

export const Route = createLazyRoute('/d/$shareLink')({ component: ShareLinkLayout });
