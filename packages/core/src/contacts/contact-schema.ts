import { z } from 'zod';
import { EmailSchema } from '../accounts/schemas.ts';

export const CONTACT_STATUSES = ['ACTIVE', 'BLOCKED'] as const;

/** `POST /contact/block/status`: block (with the message visitors see) or unblock contacts. */
export const ContactBlockBodySchema = z
  .object({
    ids: z.array(z.string().uuid('Unknown contact')).max(500).default([]),
    emailIds: z.array(EmailSchema).max(500).default([]),
    status: z.enum(CONTACT_STATUSES, { error: 'Choose BLOCKED or ACTIVE' }),
    blockedMessage: z.string().trim().max(1000, 'Use at most 1000 characters').optional(),
  })
  .refine((b) => b.ids.length + b.emailIds.length > 0, {
    message: 'Choose at least one contact',
    path: ['ids'],
  });
export type ContactBlockBody = z.infer<typeof ContactBlockBodySchema>;

export const ContactSchema = z.object({
  _id: z.string(),
  emailId: z.string(),
  name: z.string(),
  timezone: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  blockedMessage: z.string().nullable(),
  tags: z.array(z.string()),
});
export type Contact = z.infer<typeof ContactSchema>;
