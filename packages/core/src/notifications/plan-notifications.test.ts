import { describe, expect, it } from 'vitest';
import { planNotifications } from './plan-notifications.ts';

const template = { subject: '', body: '' };
// 10:00–10:30 UTC on Tuesday 2 March 2027 (15:30 in Asia/Kolkata, 15:45 in Asia/Kathmandu).
const start = new Date('2027-03-02T10:00:00Z');
const end = new Date('2027-03-02T10:30:00Z');

function plan(
  reminder: { enable: boolean; minutesBefore: number[] },
  followUp: { enable: boolean; minuteAfter: number },
  now: string,
) {
  return planNotifications({
    notifications: {
      emailReminder: { ...template, ...reminder },
      emailFollowUp: { ...template, ...followUp },
    },
    start,
    end,
    now: new Date(now),
  }).map((p) => [p.kind, p.offsetMinutes, p.dueAt.toISOString()]);
}

describe('planNotifications', () => {
  it.each([
    [
      'reminders and a follow-up, earliest first',
      { enable: true, minutesBefore: [60, 1440] },
      { enable: true, minuteAfter: 30 },
      '2027-03-01T08:00:00Z',
      [
        ['REMINDER', 1440, '2027-03-01T10:00:00.000Z'],
        ['REMINDER', 60, '2027-03-02T09:00:00.000Z'],
        ['FOLLOW_UP', 30, '2027-03-02T11:00:00.000Z'],
      ],
    ],
    [
      'moments already past are skipped',
      { enable: true, minutesBefore: [60, 1440] },
      { enable: false, minuteAfter: 30 },
      '2027-03-02T08:00:00Z',
      [['REMINDER', 60, '2027-03-02T09:00:00.000Z']],
    ],
    [
      'a reminder due exactly now is past',
      { enable: true, minutesBefore: [60] },
      { enable: false, minuteAfter: 30 },
      '2027-03-02T09:00:00Z',
      [],
    ],
    [
      'nothing when both are off',
      { enable: false, minutesBefore: [60] },
      { enable: false, minuteAfter: 30 },
      '2027-03-01T08:00:00Z',
      [],
    ],
  ])('%s', (_name, reminder, followUp, now, expected) => {
    expect(plan(reminder, followUp, now)).toEqual(expected);
  });
});
