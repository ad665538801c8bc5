import { z } from 'zod';
import { webAddressProblem } from '../web-address.ts';

/**
 * An agent's own calendar connections (`/calendar-connections`, `/calendars/{id}`) and meeting
 * feed (`/calendar-feed`). Passwords and feed addresses are write-only: never returned.
 */
export const CALENDAR_PROVIDER_KINDS = ['CALDAV', 'ICS_FEED', 'GOOGLE', 'MICROSOFT'] as const;
export type CalendarProviderKindName = (typeof CALENDAR_PROVIDER_KINDS)[number];

export const ConnectedCalendarSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Meetings can be written to it (a feed is read-only). */
    writable: z.boolean(),
    checkConflicts: z.boolean(),
    isDestination: z.boolean(),
  })
  .meta({ id: 'ConnectedCalendar' });
export type ConnectedCalendar = z.infer<typeof ConnectedCalendarSchema>;

export const CalendarConnectionSchema = z
  .object({
    id: z.string(),
    provider: z.enum(CALENDAR_PROVIDER_KINDS),
    label: z.string(),
    /** BROKEN after a refresh failed; the last good busy times are used until they are too old. */
    status: z.enum(['OK', 'BROKEN']),
    error: z.string().nullable(),
    /** ISO instant of the last refresh without error. */
    refreshedAt: z.string().nullable(),
    calendars: z.array(ConnectedCalendarSchema),
  })
  .meta({ id: 'CalendarConnection' });
export type CalendarConnection = z.infer<typeof CalendarConnectionSchema>;

export const CalendarConnectionsResponseSchema = z.object({ connections: z.array(CalendarConnectionSchema) });
export type CalendarConnectionsResponse = z.infer<typeof CalendarConnectionsResponseSchema>;

/** An address Kairos reads from: one message naming what is wrong with it. */
const webAddress = (rules: Parameters<typeof webAddressProblem>[1]) =>
  z
    .string()
    .trim()
    .max(2048)
    .superRefine((value, ctx) => {
      const problem = webAddressProblem(value, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const ConnectCalendarBodySchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('CALDAV'),
    serverUrl: webAddress({
      schemes: ['https', 'http'],
      example: 'https://caldav.example.com/',
      noCredentials: 'Enter the user name and password in their own fields, not in the address',
    }),
    username: z.string().trim().min(1, 'Required').max(320),
    password: z.string().min(1, 'Required').max(1024),
  }),
  z.object({
    provider: z.literal('ICS_FEED'),
    url: webAddress({
      schemes: ['https', 'webcal', 'http', 'webcals'],
      example: 'https://example.com/calendar.ics',
    }),
  }),
]);
export type ConnectCalendarBody = z.infer<typeof ConnectCalendarBodySchema>;

export const UpdateCalendarBodySchema = z
  .object({ checkConflicts: z.boolean().optional(), isDestination: z.literal(true).optional() })
  .refine((b) => b.checkConflicts !== undefined || b.isDestination !== undefined, 'Nothing to change');
export type UpdateCalendarBody = z.infer<typeof UpdateCalendarBodySchema>;

export const MeetingFeedSchema = z
  .object({
    /** The `webcal://` address calendar apps subscribe to. */
    webcalUrl: z.string(),
    /** The same feed over https, for apps that ask for an https address. */
    httpsUrl: z.string(),
  })
  .meta({ id: 'MeetingFeed' });
export type MeetingFeed = z.infer<typeof MeetingFeedSchema>;
export const MeetingFeedResponseSchema = z.object({ feed: MeetingFeedSchema.nullable() });
export type MeetingFeedResponse = z.infer<typeof MeetingFeedResponseSchema>;
