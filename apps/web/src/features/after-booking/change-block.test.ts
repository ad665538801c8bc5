import { de } from '@kairos/core/i18n/catalogues/de';
import { en } from '@kairos/core/i18n/catalogues/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { blockFor, blockFromError, blockFromView, serverCodeOf } from './change-block';
import type { AttendeeView } from './contract';

const NOW = Date.parse('2026-05-14T09:00:00Z');
const t = createTranslator('en', en);

function view(patch: {
  meeting?: Partial<AttendeeView['meeting']>;
  attendee?: Partial<AttendeeView['attendee']>;
  policy?: AttendeeView['policy'];
}): AttendeeView {
  return {
    attendee: {
      _id: 'a1',
      fullName: 'Ada',
      emailId: 'ada@example.com',
      timezone: 'Asia/Kolkata',
      status: 'ACTIVE',
      guests: [],
      bookingConfirmationRequired: false,
      rejectedByAdmin: false,
      ...patch.attendee,
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
      ...patch.meeting,
    },
    event: null,
    accessLink: 'acme',
    ...(patch.policy ? { policy: patch.policy } : {}),
  };
}

const allowed = { allowed: true };

describe('blockFromView', () => {
  it.each<[string, Parameters<typeof view>[0], string | null]>([
    ['an active future booking', {}, null],
    ['a cancelled meeting', { meeting: { status: 'CANCELLED' } }, 'MEETING_CANCELLED'],
    ['a cancelled attendee', { attendee: { status: 'CANCELLED' } }, 'MEETING_CANCELLED'],
    ['a meeting that started', { meeting: { time: '2026-05-14T09:00:00.000Z' } }, 'MEETING_PAST'],
    [
      'a spent limit (the server’s message)',
      {
        policy: {
          reschedule: { allowed: false, reason: 'Reschedule limit reached' },
          cancel: allowed,
          cancellationPolicy: '',
        },
      },
      'RESCHEDULE_LIMIT_EXCEED',
    ],
    [
      'an expired link',
      {
        policy: {
          reschedule: { allowed: false, reason: 'Link Expired' },
          cancel: allowed,
          cancellationPolicy: '',
        },
      },
      'LINK_HAS_EXPIRED',
    ],
    [
      'a policy without a reason',
      { policy: { reschedule: { allowed: false }, cancel: allowed, cancellationPolicy: '' } },
      'RESCHEDULE_NOT_ALLOWED',
    ],
  ])('%s', (_name, patch, code) => {
    expect(blockFromView(view(patch), 'reschedule', NOW, t)?.code ?? null).toBe(code);
  });

  it('keeps an unknown reason as the title', () => {
    const block = blockFromView(
      view({
        policy: {
          reschedule: { allowed: false, reason: 'The host is away this week' },
          cancel: allowed,
          cancellationPolicy: '',
        },
      }),
      'reschedule',
      NOW,
      t,
    );
    expect(block).toMatchObject({ code: 'OTHER', title: 'The host is away this week' });
  });

  it('reads the cancel policy for cancelling', () => {
    const v = view({
      policy: {
        reschedule: { allowed: false, reason: 'Reschedule limit reached' },
        cancel: allowed,
        cancellationPolicy: '',
      },
    });
    expect(blockFromView(v, 'cancel', NOW, t)).toBeNull();
  });
});

describe('blockFromError', () => {
  function failure(status: number, code: string, clientCode = code) {
    return new ApiError('x', { status, code: clientCode, body: { error: 'x', code } });
  }

  it('reads the body’s code under the client’s NOT_FOUND for 410s', () => {
    const error = failure(410, 'LINK_HAS_EXPIRED', 'NOT_FOUND');
    expect(serverCodeOf(error)).toBe('LINK_HAS_EXPIRED');
    expect(blockFromError(error, 'cancel', t)).toMatchObject({
      code: 'LINK_HAS_EXPIRED',
      title: 'Link Expired',
    });
  });

  it.each([
    ['RESCHEDULE_LIMIT_EXCEED', 'Reschedule limit reached'],
    ['MEETING_PAST', 'This meeting has already taken place'],
    ['MEETING_CANCELLED', 'This meeting was cancelled'],
  ])('turns %s into a full-page state', (code, title) => {
    expect(blockFromError(failure(409, code), 'reschedule', t)?.title).toBe(title);
  });

  it('leaves other errors to the form', () => {
    expect(blockFromError(failure(409, 'SLOT_IS_NOT_AVAILABLE'), 'reschedule', t)).toBeNull();
    expect(blockFromError(new Error('offline'), 'reschedule', t)).toBeNull();
  });
});

describe('blockFor', () => {
  it('says the verb of the action on an expired link', () => {
    expect(blockFor('LINK_HAS_EXPIRED', 'cancel', t).message).toContain('cancelled online');
    expect(blockFor('LINK_HAS_EXPIRED', 'reschedule', t).message).toContain('rescheduled online');
  });
});

describe('in the attendee’s language', () => {
  const german = createTranslator('de', de);

  it('says the block and its verb in German', () => {
    expect(blockFor('MEETING_PAST', 'cancel', german)).toEqual({
      code: 'MEETING_PAST',
      title: 'Dieser Termin hat bereits stattgefunden',
      message:
        'Ein vergangener Termin kann nicht abgesagt werden. Sie können stattdessen eine neue Zeit buchen.',
    });
    expect(blockFor('Link Expired', 'reschedule', german).message).toContain('online zu verschieben');
  });

  it('reads the server’s “no longer accessible” in the booking page’s words', () => {
    const block = blockFor('This event is no longer accessible', 'reschedule', german);
    expect(block).toMatchObject({ code: 'OTHER', title: 'Dieser Termin ist nicht mehr verfügbar' });
  });
});
