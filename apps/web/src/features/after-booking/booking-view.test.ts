import { de } from '@kairos/core/i18n/catalogues/de';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { eventPagePath, meetingHosts, meetingLocation, meetingMode } from './booking-view';
import type { AttendeeView } from './contract';

function view(meeting: Partial<AttendeeView['meeting']>, event: AttendeeView['event'] = null): AttendeeView {
  return {
    attendee: {
      _id: 'a1',
      fullName: 'Ada',
      emailId: 'ada@example.com',
      timezone: 'UTC',
      status: 'ACTIVE',
      guests: [],
      bookingConfirmationRequired: false,
      rejectedByAdmin: false,
    },
    meeting: {
      _id: 'm1',
      time: '2026-05-15T09:00:00.000Z',
      endTime: '2026-05-15T09:30:00.000Z',
      duration: 30,
      status: 'ACTIVE',
      timezone: 'UTC',
      mode: null,
      location: null,
      hosts: [],
      eventName: 'Intro call',
      ...meeting,
    },
    event,
    accessLink: 'acme',
  };
}

describe('meeting location', () => {
  it.each<[Partial<AttendeeView['meeting']>, string]>([
    [{ location: ' 1 Main Street ' }, '1 Main Street'],
    [{ mode: { key: 'GOOGLE_MEET' } }, 'Google Meet'],
    [{ mode: { key: 'IN_PERSON', value: 'Room 4' } }, 'Room 4'],
    [{ mode: { key: 'TELEPATHY' } }, ''],
    [{}, ''],
  ])('%j reads %s', (meeting, text) => {
    expect(meetingLocation(view(meeting))).toBe(text);
  });

  it('says a kind of location in the page’s language, a product’s name as it is', () => {
    const german = createTranslator('de', de);
    expect(meetingLocation(view({ mode: { key: 'PHONE_NUMBER' } }), german)).toBe('Telefonanruf');
    expect(meetingLocation(view({ mode: { key: 'IN_PERSON' } }), german)).toBe('Vor Ort');
    expect(meetingLocation(view({ mode: { key: 'IN_PERSON', value: 'Raum 4' } }), german)).toBe('Raum 4');
    expect(meetingLocation(view({ mode: { key: 'ZOOM' } }), german)).toBe('Zoom');
  });

  it('ignores modes it does not know', () => {
    expect(meetingMode(view({ mode: { key: 42 } }))).toBeNull();
  });
});

describe('meetingHosts', () => {
  it('joins the hosts’ names', () => {
    const hosts = [
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Alan', lastName: '' },
    ];
    expect(meetingHosts(view({ hosts }))).toBe('Ada Lovelace and Alan');
    expect(meetingHosts(view({ hosts }), 'de')).toBe('Ada Lovelace und Alan');
    expect(meetingHosts(view({ hosts }), 'fr')).toBe('Ada Lovelace et Alan');
  });
});

describe('eventPagePath', () => {
  it('is null without the event', () => {
    expect(eventPagePath(view({}))).toBeNull();
  });
});
