import type { Agent, Workspace } from '@kairos/core/accounts/schemas';
import type { EventDraft, FieldErrors } from '../../event-draft';

/** What every editor section gets: the draft, a way to change it, and the errors to show. */
export interface SectionProps {
  eventId: string;
  draft: EventDraft;
  change: (patch: Partial<EventDraft>) => void;
  errors: FieldErrors;
  agent: Agent;
  workspace: Workspace;
}
