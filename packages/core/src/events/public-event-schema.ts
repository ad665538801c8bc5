import { z } from 'zod';
import { AgentDetailsSchema } from './agent-schema.ts';
import { EventSchema } from './event-schema.ts';
import { MEETING_MODES } from './mode-schema.ts';
import { PaymentSettingFieldsSchema } from './payment-schema.ts';

/** A location as visitors see it: no host phone number, no host notes. */
export const PublicModeSchema = z.object({ key: z.enum(MEETING_MODES), value: z.string().optional() });

/**
 * An event as anyone may see it: what the booking page needs, without the hosts' private data
 * (emails, internal notes, notification set-up, hours, limits).
 */
export const PublicEventSchema = EventSchema.pick({
  _id: true,
  name: true,
  slug: true,
  description: true,
  duration: true,
  type: true,
  status: true,
  isPrivate: true,
  mode: true,
  location: true,
  maxAttendeesPerMeet: true,
  displayLeftSpots: true,
  allowAttendeesToAddGuests: true,
  guestLimit: true,
  color: true,
  confirmationPage: true,
  questions: true,
  appearance: true,
  teamId: true,
  allowAttendeeToSelectDuration: true,
  allowAttendeeToSelectMultipleDuration: true,
  availableDuration: true,
  paymentOnDuration: true,
  attendeeEmailVerification: true,
  allowAttendeeToSelectHost: true,
  termsAndCondition: true,
  timezonePreference: true,
  language: true,
  agentsDetails: true,
}).extend({
  modes: z.array(PublicModeSchema),
  /** Its methods are those that work now (`usableMethods`): none while the host has set up none. */
  payment: PaymentSettingFieldsSchema,
  bookingConfirmation: z.object({ enable: z.boolean() }),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

export const PublicWorkspaceSchema = z.object({ name: z.string(), accessLink: z.string() });

/** The team whose access link the page was opened with; null for the workspace's own link. */
export const PublicTeamSchema = z.object({ name: z.string(), accessLink: z.string() });

/** `GET /website/events/{accessLink}`. */
export const PublicEventListSchema = z.object({
  workspace: PublicWorkspaceSchema,
  team: PublicTeamSchema.nullable().optional(),
  events: z.array(PublicEventSchema),
  /**
   * Who the page introduces: a team's members on a team's link; otherwise the hosts of the
   * listed events, each once, in the order they first appear.
   */
  hosts: z.array(AgentDetailsSchema),
});
export type PublicEventList = z.infer<typeof PublicEventListSchema>;

/** `GET /website/event/{accessLink}/{slug}`. */
export const PublicEventPageSchema = z.object({
  workspace: PublicWorkspaceSchema,
  team: PublicTeamSchema.nullable().optional(),
  event: PublicEventSchema,
  /** With `?responseId=`: the name and email from that routing form response (NAME and EMAIL_ID answers). */
  prefill: z.object({ name: z.string().nullable(), emailId: z.string().nullable() }).optional(),
});
export type PublicEventPage = z.infer<typeof PublicEventPageSchema>;
