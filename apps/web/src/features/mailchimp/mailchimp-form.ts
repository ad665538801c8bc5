import { MailchimpConnectionBodySchema } from '@kairos/core/apps/mailchimp-schema';
import { z } from 'zod';

export const MAILCHIMP_FIELDS = ['apiKey', 'audienceId', 'tags', 'consentQuestion'] as const;

/**
 * The Mailchimp form's fields as the API takes them: tags are comma-separated, an empty key
 * keeps the stored one, and the switches' "on" is true. Without a stored key an empty one is
 * flagged with the other fields, as the server would refuse it only once they are all right.
 */
export function mailchimpFormSchema(hasStoredKey: boolean) {
  return z.preprocess(
    (raw) => {
      const form = raw as Record<string, unknown>;
      const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');
      return {
        ...(text('apiKey') ? { apiKey: text('apiKey') } : {}),
        audienceId: text('audienceId'),
        tags: text('tags')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        consentQuestion: text('consentQuestion'),
        doubleOptIn: form.doubleOptIn === 'on',
        enabled: form.enabled === 'on',
      };
    },
    MailchimpConnectionBodySchema.superRefine((body, ctx) => {
      if (!hasStoredKey && body.apiKey === undefined)
        ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'Required' });
    }),
  );
}
