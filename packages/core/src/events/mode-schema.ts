import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { PHONE_INPUT_MAX_LENGTH } from '../constants.ts';

export const MEETING_MODES = [
  'ZOOM',
  'GOOGLE_MEET',
  'MICROSOFT_TEAMS',
  'IN_PERSON',
  'CUSTOM',
  'ASK_INVITEE',
  'PHONE_NUMBER',
  'JITSI',
] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/**
 * Modes whose meeting link a video provider makes for each meeting: ZOOM, GOOGLE_MEET and
 * MICROSOFT_TEAMS through the host's connected account, JITSI through the server's Jitsi Meet
 * address (docs/decisions/0024-video-meetings.md).
 */
export const VIDEO_MODES = ['ZOOM', 'GOOGLE_MEET', 'MICROSOFT_TEAMS', 'JITSI'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

export function isVideoMode(key: unknown): key is VideoMode {
  return typeof key === 'string' && (VIDEO_MODES as readonly string[]).includes(key);
}

export const MODE_LABELS: Record<MeetingMode, string> = {
  ZOOM: 'Zoom',
  GOOGLE_MEET: 'Google Meet',
  MICROSOFT_TEAMS: 'Microsoft Teams',
  IN_PERSON: 'In person',
  CUSTOM: 'Custom',
  ASK_INVITEE: 'Ask invitee',
  PHONE_NUMBER: 'Phone call',
  JITSI: 'Jitsi Meet',
};

/** Modes where the host must say something: the address (IN_PERSON) or the text or link (CUSTOM). */
const MODES_NEEDING_VALUE: readonly MeetingMode[] = ['IN_PERSON', 'CUSTOM'];

/**
 * One location entry of an event (`modes`). `value` is the address, link or text shown to the
 * attendee: required for IN_PERSON and CUSTOM, optional otherwise, never blank when given.
 * `phoneNumber` is the host's number for PHONE_NUMBER, in international form.
 */
export const ModeSchema = z
  .object({
    key: z.enum(MEETING_MODES, { error: 'Please select location' }),
    value: z.string().trim().min(1, 'Required').max(1000).optional(),
    note: z.string().trim().max(2000).optional(),
    phoneNumber: z.string().trim().max(PHONE_INPUT_MAX_LENGTH).optional(),
  })
  .superRefine((mode, ctx) => {
    if (mode.value === undefined && MODES_NEEDING_VALUE.includes(mode.key)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Required' });
    }
    if (mode.key === 'PHONE_NUMBER' && mode.phoneNumber && !isValidPhoneNumber(mode.phoneNumber)) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Invalid phone number' });
    }
  });
export type Mode = z.infer<typeof ModeSchema>;

export const ModesSchema = z.array(ModeSchema).max(10, 'Add at most 10 locations');
