import { createLazyRoute } from '@tanstack/react-router';
import { CalendarPage } from '../features/calendar/components/calendar-page';

export const Route = createLazyRoute('/app/calendar/view')({ component: CalendarPage });
