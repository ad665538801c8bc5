import { z } from 'zod';

/**
 * The workspace's Mailchimp audience: attendees who consent (a booking question) are added to
 * it with tags. The API key is write-only: the API says whether one is stored, never what it is.
 */
export const MailchimpConnectionSchema = z
  .object({
    audienceId: z.string(),
    tags: z.array(z.string()),
    consentQuestion: z.string().describe('The text of the booking question whose answer gives consent'),
    doubleOptIn: z
      .boolean()
      .describe('New members get Mailchimp’s confirmation email first (status pending)'),
    enabled: z.boolean(),
    hasApiKey: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MailchimpConnection' });
export type MailchimpConnection = z.infer<typeof MailchimpConnectionSchema>;

export const MailchimpConnectionBodySchema = z.object({
  /** Required the first time; leave out to keep the stored one. */
  apiKey: z
    .string()
    .trim()
    .regex(
      /^[0-9a-f]{32}-[a-z]{2,4}\d{1,3}$/i,
      'Paste the whole API key, ending in its data centre (e.g. -us21)',
    )
    .optional(),
  audienceId: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(40)
    .regex(/^[0-9a-z]+$/i, 'Use the audience ID from Audience settings'),
  tags: z
    .array(z.string().trim().min(1).max(100))
    .max(20)
    .default([])
    .transform((list) => [...new Set(list)]),
  consentQuestion: z.string().trim().min(1, 'Name the booking question that asks for consent').max(300),
  doubleOptIn: z.boolean().default(true),
  enabled: z.boolean().default(true),
});
export type MailchimpConnectionBody = z.infer<typeof MailchimpConnectionBodySchema>;

export const MailchimpConnectionResponseSchema = z.object({
  connection: MailchimpConnectionSchema.nullable(),
});

const REFUSALS = new Set(['', 'no', 'false', 'off', '0']);

/**
 * Whether an attendee's answers consent: the event's question whose text is `consentQuestion`
 * (any case, surrounding spaces ignored) was answered, and not with a refusal. A ticked
 * checkbox answers with its option; an unticked one is empty.
 */
export function hasConsent(p: {
  questions: ReadonlyArray<{ questionId?: string | undefined; content: string }>;
  answers: ReadonlyArray<Record<string, unknown>>;
  consentQuestion: string;
}): boolean {
  const wanted = p.consentQuestion.trim().toLowerCase();
  const ids = new Set(
    p.questions.filter((q) => q.content.trim().toLowerCase() === wanted).map((q) => q.questionId),
  );
  const answer = p.answers.find((a) => typeof a.questionId === 'string' && ids.has(a.questionId))?.answer;
  if (Array.isArray(answer))
    return answer.some((v) => typeof v === 'string' && !REFUSALS.has(v.trim().toLowerCase()));
  return typeof answer === 'string' && !REFUSALS.has(answer.trim().toLowerCase());
}
