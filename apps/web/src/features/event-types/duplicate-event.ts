import type { Event, EventCreateBody } from '@kairos/core/events/event-schema';
import { toDraft } from './event-draft';

const NAME_MAX_LENGTH = 200;
const COPY_SUFFIX = ' (copy)';

/**
 * `POST /event/add` for a copy of `event`: every setting but the slug, which the server makes
 * from the new name with a free suffix.
 */
export function duplicateEventBody(event: Event): EventCreateBody {
  const { slug: _slug, ...settings } = toDraft(event);
  const name = `${event.name.slice(0, NAME_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  return { ...settings, name };
}
