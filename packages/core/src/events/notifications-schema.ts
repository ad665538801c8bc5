import { z } from 'zod';
import { NOTIFICATION_MINUTES_CAP } from '../constants.ts';

export const NOTIFICATION_TYPES = ['CALENDAR', 'EMAIL'] as const;
export const REPLY_ADDRESSES = ['AGENT_ADDRESS', 'NO_REPLY_ADDRESS'] as const;

/** Minutes before or after a meeting: at least 1 ('Enter time'), at most 99 hours. */
const notificationMinutes = z
  .number({ error: 'Enter time' })
  .int('Enter time')
  .min(1, 'Enter time')
  .max(NOTIFICATION_MINUTES_CAP, `Use at most ${NOTIFICATION_MINUTES_CAP} minutes (99 hours)`);

const reminderMinutes = z
  .array(notificationMinutes)
  .max(5, 'Add at most 5 reminders')
  .refine((list) => new Set(list).size === list.length, { message: 'Each reminder time can appear once' });

const template = {
  enable: z.boolean().default(false),
  subject: z.string().trim().max(500).default(''),
  body: z.string().trim().max(20_000).default(''),
};

/** An email the event sends; an empty subject or body means the built-in template. */
export const EmailTemplateSchema = z.object(template);
export const EmailFollowUpSchema = z.object({ ...template, minuteAfter: notificationMinutes.default(60) });
export const EmailReminderSchema = z.object({ ...template, minutesBefore: reminderMinutes.default([60]) });

const variableMap = z.record(z.string().trim().min(1).max(64), z.string().max(200));

/** WhatsApp template placeholders mapped to template variables such as `{{attendee_name}}`. */
export const TemplateMappingSchema = z.object({
  header: variableMap.default({}),
  body: variableMap.default({}),
  button: variableMap.default({}),
});

const whatsapp = {
  enable: z.boolean().default(false),
  templateId: z.string().trim().max(200).default(''),
  channelId: z.string().trim().max(200).default(''),
  /** The approved template's language code, as WhatsApp names it (e.g. en_US, pt_BR). */
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Use a language code such as en or en_US')
    .default('en_US'),
  templateMapping: TemplateMappingSchema.default({ header: {}, body: {}, button: {} }),
};

function requireTemplate(
  w: { enable: boolean; templateId: string; channelId: string },
  ctx: z.RefinementCtx,
) {
  if (!w.enable) return;
  if (!w.templateId) ctx.addIssue({ code: 'custom', path: ['templateId'], message: 'Required' });
  if (!w.channelId) ctx.addIssue({ code: 'custom', path: ['channelId'], message: 'Required' });
}

export const WhatsappNotificationSchema = z.object(whatsapp).superRefine(requireTemplate);
export const WhatsappReminderSchema = z
  .object({ ...whatsapp, minutesBefore: reminderMinutes.default([60]) })
  .superRefine(requireTemplate);
export const WhatsappFollowUpSchema = z
  .object({ ...whatsapp, minuteAfter: notificationMinutes.default(60) })
  .superRefine(requireTemplate);

/** Whether attendees may reschedule or cancel, until how long before (0 = any time) and how often (0 = no limit). */
export const ChangePolicySchema = z.object({
  enable: z.boolean().default(true),
  linkExpireAfterMinutes: z.number().int().min(0, 'Cannot be negative').max(525_600).default(0),
  limit: z.number().int().min(0, 'Cannot be negative').max(100).default(0),
});

const off = { enable: false, subject: '', body: '' };
const on = { enable: true, subject: '', body: '' };
const whatsappOff = {
  enable: false,
  templateId: '',
  channelId: '',
  language: 'en_US',
  templateMapping: { header: {}, body: {}, button: {} },
};

/** What the event sends to attendees and hosts (spec section 3, "Notifications"). */
export const NotificationsSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES).default('CALENDAR'),
    calendarInvitation: EmailTemplateSchema.default(on),
    emailInvitation: EmailTemplateSchema.default(on),
    emailCancellation: EmailTemplateSchema.default(on),
    emailFollowUp: EmailFollowUpSchema.default({ ...off, minuteAfter: 60 }),
    emailReminder: EmailReminderSchema.default({ ...on, minutesBefore: [60] }),
    cancellationPolicy: z.string().trim().max(5000).default(''),
    replyAddress: z.enum(REPLY_ADDRESSES).default('AGENT_ADDRESS'),
    whatsappNotification: WhatsappNotificationSchema.default(whatsappOff),
    whatsappReminder: WhatsappReminderSchema.default({ ...whatsappOff, minutesBefore: [60] }),
    whatsappFollowUp: WhatsappFollowUpSchema.default({ ...whatsappOff, minuteAfter: 60 }),
    reschedule: ChangePolicySchema.default({ enable: true, linkExpireAfterMinutes: 0, limit: 0 }),
    cancel: ChangePolicySchema.default({ enable: true, linkExpireAfterMinutes: 0, limit: 0 }),
  })
  .meta({ id: 'Notifications' });
export type Notifications = z.infer<typeof NotificationsSchema>;
