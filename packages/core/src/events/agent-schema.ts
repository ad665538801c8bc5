import { z } from 'zod';
import { HostAvailableHourSchema } from './availability.ts';
import { ModeSchema } from './mode-schema.ts';

/** Ids the server made (uuids); anything else cannot name a host, an event or a set of hours. */
export const IdSchema = z.guid({ error: 'Not a valid id' });

/**
 * A host of an event. Their hours for it are, first to last: `customAvailableHour`, the set named
 * by `availableHourId` (one of theirs), the event's `customAvailableHour`, their default set.
 */
export const EventAgentSchema = z.object({
  userId: IdSchema,
  availableHourId: IdSchema.nullable().default(null),
  isOrganizer: z.boolean().default(false),
  customAvailableHour: HostAvailableHourSchema.nullable().default(null),
  mode: ModeSchema.nullable().default(null),
});
export type EventAgent = z.infer<typeof EventAgentSchema>;

export const AGENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** What anyone may see of a host: no email, no phone. */
export const AgentDetailsSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePic: z.string().nullable(),
  /** The host's short introduction ('' for none), shown on the public pages. */
  bio: z.string(),
  status: z.enum(AGENT_STATUSES),
});
export type AgentDetails = z.infer<typeof AgentDetailsSchema>;
