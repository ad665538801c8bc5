import type { EventType } from '@kairos/core/events/event-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';

/** Each kind of event's name in the dashboard catalogue. */
export const EVENT_TYPE_LABEL_KEYS: Record<EventType, DashboardKey> = {
  SOLO: 'eventTypes.kind.SOLO',
  GROUP: 'eventTypes.kind.GROUP',
  COLLECTIVE: 'eventTypes.kind.COLLECTIVE',
  ROUNDROBIN: 'eventTypes.kind.ROUNDROBIN',
};

/** Each kind of event's one-line explanation in the dashboard catalogue. */
export const EVENT_TYPE_DESCRIPTION_KEYS: Record<EventType, DashboardKey> = {
  SOLO: 'eventTypes.kindDescription.SOLO',
  GROUP: 'eventTypes.kindDescription.GROUP',
  COLLECTIVE: 'eventTypes.kindDescription.COLLECTIVE',
  ROUNDROBIN: 'eventTypes.kindDescription.ROUNDROBIN',
};
