import { createLazyRoute } from '@tanstack/react-router';
import { TeamsPage } from '../features/teams/components/teams-page';

export const Route = createLazyRoute('/app/teams')({ component: TeamsPage });
