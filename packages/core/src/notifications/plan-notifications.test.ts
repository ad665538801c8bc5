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

describe('planNotifications with WhatsApp', () => {
  const whatsapp = {
    templateId: 'reminder',
    channelId: '1001',
    language: 'en_US',
    templateMapping: { header: {}, body: {}, button: {} },
  };
  const base = {
    emailReminder: { ...template, enable: true, minutesBefore: [60] },
    emailFollowUp: { ...template, enable: false, minuteAfter: 60 },
    whatsappNotification: { ...whatsapp, enable: true },
    whatsappReminder: { ...whatsapp, enable: true, minutesBefore: [30, 120] },
    whatsappFollowUp: { ...whatsapp, enable: true, minuteAfter: 15 },
  };
  const now = new Date('2027-03-02T06:00:00Z');
  const bookedAt = new Date('2027-03-02T05:59:30Z');
  const rows = (booked: boolean, notifications = base) =>
    planNotifications({ notifications, start, end, now, ...(booked ? { bookedAt } : {}) }).map((p) => [
      p.channel,
      p.kind,
      p.offsetMinutes,
      p.dueAt.toISOString(),
    ]);

  it('plans both channels, earliest first, with the booking notice due at the booking', () => {
    expect(rows(true)).toEqual([
      ['WHATSAPP', 'NOTIFICATION', 0, '2027-03-02T05:59:30.000Z'],
      ['WHATSAPP', 'REMINDER', 120, '2027-03-02T08:00:00.000Z'],
      ['EMAIL', 'REMINDER', 60, '2027-03-02T09:00:00.000Z'],
      ['WHATSAPP', 'REMINDER', 30, '2027-03-02T09:30:00.000Z'],
      ['WHATSAPP', 'FOLLOW_UP', 15, '2027-03-02T10:45:00.000Z'],
    ]);
  });

  it('leaves the booking notice out when the meeting only moves', () => {
    expect(rows(false).map((r) => r[1])).not.toContain('NOTIFICATION');
  });

  it('sends nothing on WhatsApp when its settings are off', () => {
    const off = {
      ...base,
      whatsappNotification: { ...whatsapp, enable: false },
      whatsappReminder: { ...whatsapp, enable: false, minutesBefore: [30] },
      whatsappFollowUp: { ...whatsapp, enable: false, minuteAfter: 15 },
    };
    expect(rows(true, off)).toEqual([['EMAIL', 'REMINDER', 60, '2027-03-02T09:00:00.000Z']]);
  });
});
