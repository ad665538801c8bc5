import { z } from 'zod';

/**
 * A workspace's WhatsApp Business Cloud API channel (`GET`/`PUT`/`DELETE /whatsapp/channel`).
 * The access token is write-only: the API says whether one is stored, never what it is.
 */
export const WhatsappChannelSchema = z
  .object({
    phoneNumberId: z.string(),
    businessAccountId: z.string().nullable(),
    enabled: z.boolean(),
    hasAccessToken: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WhatsappChannel' });
export type WhatsappChannel = z.infer<typeof WhatsappChannelSchema>;

const graphId = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64)
  .regex(/^\d+$/, 'Use the numeric id shown in WhatsApp Manager');

export const WhatsappChannelBodySchema = z.object({
  phoneNumberId: graphId,
  businessAccountId: graphId.nullable().optional(),
  /** Required the first time; leave out to keep the stored one. */
  accessToken: z.string().trim().min(20, 'Paste the full access token').max(1024).optional(),
  enabled: z.boolean().default(true),
});
export type WhatsappChannelBody = z.infer<typeof WhatsappChannelBodySchema>;

export const WhatsappChannelResponseSchema = z.object({ channel: WhatsappChannelSchema.nullable() });
