import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import type { Translate } from '@kairos/core/i18n/translate';

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

/** The kinds a visitor reads in the page's language; the rest are brand names and stay as they are. */
const MODE_NAME_KEYS: Partial<Record<MeetingMode, MessageKey>> = {
  IN_PERSON: 'booker.mode.inPerson',
  CUSTOM: 'booker.mode.custom',
  ASK_INVITEE: 'booker.mode.askInvitee',
  PHONE_NUMBER: 'booker.mode.phoneCall',
};

/** A location's kind in the page's language. */
export function sayModeName(t: Translate, key: MeetingMode): string {
  const message = MODE_NAME_KEYS[key];
  return message ? t(message) : MODE_NAMES[key];
}

/** `describeMode` in the page's language: the host's own address or text stays as written. */
export function sayMode(t: Translate, mode: { key: MeetingMode; value?: string | undefined }): string {
  if ((mode.key === 'IN_PERSON' || mode.key === 'CUSTOM') && mode.value) return mode.value;
  return sayModeName(t, mode.key);
}
