import { WhatsappChannelBodySchema } from '@kairos/core/notifications/whatsapp-channel-schema';
import { z } from 'zod';

export const CHANNEL_FIELDS = ['phoneNumberId', 'businessAccountId', 'accessToken'] as const;

/**
 * The channel form's fields as the API takes them: an empty account id is none, an empty token
 * keeps the stored one, and the switch's "on" is true.
 */
export const ChannelFormSchema = z.preprocess((raw) => {
  const form = raw as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');
  return {
    phoneNumberId: text('phoneNumberId'),
    businessAccountId: text('businessAccountId') || null,
    ...(text('accessToken') ? { accessToken: text('accessToken') } : {}),
    enabled: form.enabled === 'on' || form.enabled === 'true',
  };
}, WhatsappChannelBodySchema);
