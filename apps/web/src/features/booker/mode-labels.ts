import type { MeetingMode } from '@kairos/core/events/mode-schema';

/** How a visitor reads each kind of location (core's labels are the host's wording). */
const MODE_NAMES: Record<MeetingMode, string> = {
  ZOOM: 'Zoom',
  GOOGLE_MEET: 'Google Meet',
  MICROSOFT_TEAMS: 'Microsoft Teams',
  IN_PERSON: 'In person',
  CUSTOM: 'Custom location',
  ASK_INVITEE: 'A location you choose',
  PHONE_NUMBER: 'Phone call',
  JITSI: 'Jitsi Meet',
};

export function modeName(key: MeetingMode): string {
  return MODE_NAMES[key];
}

/** A location as one line: the host's address or text when there is one, else the kind. */
export function describeMode(mode: { key: MeetingMode; value?: string | undefined }): string {
  if ((mode.key === 'IN_PERSON' || mode.key === 'CUSTOM') && mode.value) return mode.value;
  return MODE_NAMES[mode.key];
}
