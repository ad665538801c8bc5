import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NotificationsSchema } from './notifications-schema.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const whatsapp = { enable: true, templateId: 't1', channelId: 'c1' };
const cap = 'Use at most 5940 minutes (99 hours)';

describe('NotificationsSchema', () => {
  it.each([
    [
      'WhatsApp follow-up past 99 hours',
      { whatsappFollowUp: { ...whatsapp, minuteAfter: 99 * 60 + 1 } },
      'whatsappFollowUp.minuteAfter',
      cap,
    ],
    [
      'WhatsApp reminder past 99 hours',
      { whatsappReminder: { ...whatsapp, minutesBefore: [99 * 60 + 1] } },
      'whatsappReminder.minutesBefore.0',
      cap,
    ],
    [
      'email reminder past 99 hours',
      { emailReminder: { minutesBefore: [6000] } },
      'emailReminder.minutesBefore.0',
      cap,
    ],
    [
      'a reminder at 0',
      { emailReminder: { minutesBefore: [0] } },
      'emailReminder.minutesBefore.0',
      'Enter time',
    ],
    [
      'a WhatsApp reminder at 0',
      { whatsappReminder: { ...whatsapp, minutesBefore: [0] } },
      'whatsappReminder.minutesBefore.0',
      'Enter time',
    ],
    [
      'a reminder without a time',
      { emailReminder: { minutesBefore: [null] } },
      'emailReminder.minutesBefore.0',
      'Enter time',
    ],
    ['a follow-up at 0', { emailFollowUp: { minuteAfter: 0 } }, 'emailFollowUp.minuteAfter', 'Enter time'],
    [
      'a WhatsApp follow-up at 0',
      { whatsappFollowUp: { ...whatsapp, minuteAfter: 0 } },
      'whatsappFollowUp.minuteAfter',
      'Enter time',
    ],
    [
      'the same reminder twice',
      { emailReminder: { minutesBefore: [60, 60] } },
      'emailReminder.minutesBefore',
      'Each reminder time can appear once',
    ],
    [
      'WhatsApp on without a template',
      { whatsappNotification: { enable: true, channelId: 'c' } },
      'whatsappNotification.templateId',
      'Required',
    ],
    [
      'WhatsApp on without a channel',
      { whatsappNotification: { enable: true, templateId: 't' } },
      'whatsappNotification.channelId',
      'Required',
    ],
    [
      'a negative link expiry',
      { reschedule: { linkExpireAfterMinutes: -1 } },
      'reschedule.linkExpireAfterMinutes',
      'Cannot be negative',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(NotificationsSchema, value)).toContainEqual({ path, message });
  });

  it.each([
    ['a reminder at 99 hours', { whatsappReminder: { ...whatsapp, minutesBefore: [99 * 60] } }],
    ['a follow-up at 1 minute', { whatsappFollowUp: { ...whatsapp, minuteAfter: 1 } }],
    ['WhatsApp off with no template', { whatsappNotification: { enable: false } }],
  ])('accepts %s', (_name, value) => {
    expect(issues(NotificationsSchema, value)).toEqual([]);
  });

  it('sends invitations, cancellations and a reminder an hour before by default', () => {
    const n = NotificationsSchema.parse({});
    expect(n.emailInvitation.enable).toBe(true);
    expect(n.emailCancellation.enable).toBe(true);
    expect(n.emailReminder).toEqual({ enable: true, subject: '', body: '', minutesBefore: [60] });
    expect(n.emailFollowUp.enable).toBe(false);
    expect(n.whatsappReminder.enable).toBe(false);
    expect(n.reschedule).toEqual({ enable: true, linkExpireAfterMinutes: 0, limit: 0 });
  });
});
