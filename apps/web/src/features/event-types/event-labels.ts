import type { EventType } from '@kairos/core/events/event-schema';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  SOLO: 'One-on-one',
  GROUP: 'Group',
  COLLECTIVE: 'Collective',
  ROUNDROBIN: 'Round robin',
};

export const EVENT_TYPE_DESCRIPTIONS: Record<EventType, string> = {
  SOLO: 'One host meets one attendee.',
  GROUP: 'One host meets several attendees at once.',
  COLLECTIVE: 'Every host attends; only times when all are free.',
  ROUNDROBIN: 'Bookings rotate between the hosts.',
};
