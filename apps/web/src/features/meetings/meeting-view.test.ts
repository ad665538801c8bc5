import type { BookingState } from '@kairos/core/bookings/lifecycle';
import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import {
  attendeeLinks,
  attendeeNames,
  describeMeetingMode,
  meetingBadges,
  meetingTitle,
} from './meeting-view';

const t = createTranslator<DashboardKey>('en', dashboardEn);

describe('describeMeetingMode', () => {
  it.each([
    [
      { mode: { key: 'GOOGLE_MEET' }, location: null },
      { key: 'GOOGLE_MEET', label: 'Google Meet' },
    ],
    [
      { mode: { key: 'IN_PERSON', value: '1 Main St' }, location: null },
      { key: 'IN_PERSON', label: '1 Main St' },
    ],
    [
      { mode: { key: 'ZOOM' }, location: 'Room 4' },
      { key: 'ZOOM', label: 'Room 4' },
    ],
    [
      { mode: null, location: 'Lobby' },
      { key: null, label: 'Lobby' },
    ],
    [{ mode: { key: 'SOMETHING_ELSE' }, location: null }, null],
    [{ mode: null, location: null }, null],
  ])('%o → %o', (meeting, summary) => {
    expect(describeMeetingMode(meeting)).toEqual(summary);
  });
});

describe('meetingTitle', () => {
  it('prefers the host rename', () => {
    const event = { _id: 'e', name: 'Intro', slug: 'intro', color: '#000', type: 'SOLO', duration: 30 };
    expect(meetingTitle({ modifiedEventName: 'Kick-off', event }, t)).toBe('Kick-off');
    expect(meetingTitle({ modifiedEventName: null, event }, t)).toBe('Intro');
    expect(meetingTitle({ modifiedEventName: null, event: null }, t)).toBe('Meeting');
  });
});

describe('meetingBadges', () => {
  const seats = (...states: BookingState[]) => states.map((state) => ({ state }));
  it.each([
    [
      { status: 'ACTIVE', markAsNoShow: false, rescheduleRequestSent: false, attendees: seats('CONFIRMED') },
      [],
    ],
    [
      {
        status: 'ACTION_REQUIRED',
        markAsNoShow: false,
        rescheduleRequestSent: false,
        attendees: seats('AWAITING_HOST'),
      },
      ['Needs confirmation'],
    ],
    [
      {
        status: 'ACTION_REQUIRED',
        markAsNoShow: false,
        rescheduleRequestSent: false,
        attendees: seats('AWAITING_PAYMENT'),
      },
      ['Awaiting payment'],
    ],
    // A group meeting that stands, with one seat whose transfer the host has not checked yet.
    [
      {
        status: 'ACTIVE',
        markAsNoShow: false,
        rescheduleRequestSent: false,
        attendees: seats('CONFIRMED', 'AWAITING_PAYMENT'),
      },
      ['Awaiting payment'],
    ],
    [
      {
        status: 'CANCELLED',
        markAsNoShow: false,
        rescheduleRequestSent: false,
        attendees: seats('CANCELLED'),
      },
      ['Cancelled'],
    ],
    [
      {
        status: 'CANCELLED',
        markAsNoShow: false,
        rescheduleRequestSent: true,
        attendees: seats('CANCELLED'),
      },
      ['Reschedule requested'],
    ],
    [
      { status: 'ACTIVE', markAsNoShow: true, rescheduleRequestSent: false, attendees: seats('NO_SHOW') },
      ['No-show'],
    ],
  ] as const)('%o → %o', (meeting, labels) => {
    expect(meetingBadges(meeting, t).map((b) => b.label)).toEqual(labels);
  });
});

describe('attendeeNames', () => {
  const a = (fullName: string) => ({ fullName, emailId: `${fullName}@example.com` });
  it.each([
    [[a('Mary')], 'Mary'],
    [[a('Mary'), a('Ada')], 'Mary and Ada'],
    [[a('Mary'), a('Ada'), a('Grace'), a('Joan')], 'Mary and 3 others'],
    [[{ fullName: '', emailId: 'x@example.com' }], 'x@example.com'],
  ])('%o → %s', (attendees, text) => {
    expect(attendeeNames(attendees, t)).toBe(text);
  });
});

describe('attendeeLinks', () => {
  it('points at the public reschedule and cancel pages', () => {
    expect(attendeeLinks('https://book.example.com', 'a1')).toEqual({
      reschedule: 'https://book.example.com/reschedule/a1/',
      cancel: 'https://book.example.com/cancellation/a1/',
    });
  });
});
