import { createLazyRoute } from '@tanstack/react-router';
import { MeetingsPage } from '../features/meetings/components/meetings-page';

export const Route = createLazyRoute('/app/calendar')({ component: MeetingsPage });
