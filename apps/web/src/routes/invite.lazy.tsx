import { createLazyRoute } from '@tanstack/react-router';
import { InvitationPage } from '../features/members/components/invitation-page';

export const Route = createLazyRoute('/invite/$token')({ component: InvitationPage });
