import { z } from 'zod';
import { EventSlugSchema } from '../events/event-schema.ts';
import { HexColorSchema } from '../events/page-schema.ts';
import { QuestionInputSchema, QuestionSchema } from '../events/question-schema.ts';

/**
 * Wire shapes of the host's routing-form API (spec sections 3 and 7, "Routing forms").
 *
 * - `GET  /routing/form-list?pageNo&searchText` → {@link RoutingFormList}
 * - `GET  /routing/form/{id}` → {@link RoutingForm}
 * - `POST /routing/form/new` with {@link RoutingFormCreateBody} creates a form (and its default
 *   rule) → {@link RoutingForm}
 * - `POST /routing/form/{id}` with {@link RoutingFormEditBody} edits it: fields left out keep
 *   their value → {@link RoutingForm}
 * - `DELETE /routing/form/{id}` → `{ ok: true }`
 */

export const ROUTING_FORM_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type RoutingFormStatus = (typeof ROUTING_FORM_STATUSES)[number];

/** The question types a public routing form offers (spec section 3, "Question"). */
export const ROUTING_QUESTION_TYPES = [
  'ONE_LINE',
  'MULTI_LINE',
  'NAME',
  'EMAIL_ID',
  'PHONE_NUMBER',
  'CHECKBOX',
  'RADIO',
  'DROPDOWN',
  'ATTACHMENT',
  'DATE',
] as const;
export type RoutingQuestionType = (typeof ROUTING_QUESTION_TYPES)[number];

export const DEFAULT_SUBMIT_BUTTON_TEXT = 'Submit';
export const ROUTING_FORM_PAGE_SIZE = 50;
export const ROUTING_FORM_MAX_QUESTIONS = 50;

const isRoutingType = (type: string) => (ROUTING_QUESTION_TYPES as readonly string[]).includes(type);
const ROUTING_TYPE_MESSAGE = 'This question type is not available on routing forms';

/** A question of a routing form: the booking funnel's question, limited to the ten public types. */
export const RoutingQuestionSchema = QuestionSchema.refine((q) => isRoutingType(q.type), {
  message: ROUTING_TYPE_MESSAGE,
  path: ['type'],
});
export type RoutingQuestion = z.infer<typeof RoutingQuestionSchema>;

/** A question as the builder sends it; the server gives it an id when it has none. */
export const RoutingQuestionInputSchema = QuestionInputSchema.refine((q) => isRoutingType(q.type), {
  message: ROUTING_TYPE_MESSAGE,
  path: ['type'],
});
export type RoutingQuestionInput = z.infer<typeof RoutingQuestionInputSchema>;

/** Colours of the public form; unset colours follow the page's defaults. */
export const RoutingFormThemeSchema = z.object({
  ButtonBgColor: HexColorSchema.optional(),
  ButtonTextColor: HexColorSchema.optional(),
  TextColor: HexColorSchema.optional(),
  showBranding: z.boolean().default(false),
});
export type RoutingFormTheme = z.infer<typeof RoutingFormThemeSchema>;

export const RoutingFormNameSchema = z
  .string({ error: 'Please enter the form name' })
  .trim()
  .min(1, 'Please enter the form name')
  .max(200, 'Use at most 200 characters');

export const RoutingFormSlugSchema = EventSlugSchema;

const questionList = z
  .array(RoutingQuestionInputSchema)
  .max(ROUTING_FORM_MAX_QUESTIONS, `Add at most ${ROUTING_FORM_MAX_QUESTIONS} questions`)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, index) => {
      if (q.questionId === undefined) return;
      if (seen.has(q.questionId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'questionId'],
          message: 'Question ids must be different',
        });
      }
      seen.add(q.questionId);
    });
  });

const editShape = {
  name: RoutingFormNameSchema,
  title: z.string().trim().max(300, 'Use at most 300 characters'),
  description: z.string().trim().max(5000, 'Use at most 5000 characters'),
  enableTitleAndDescription: z.boolean(),
  status: z.enum(ROUTING_FORM_STATUSES),
  submitButtonText: z
    .string()
    .trim()
    .min(1, 'Please enter the button text')
    .max(60, 'Use at most 60 characters'),
  /** Unique per workspace among live forms (409 SLUG_TAKEN); made from the name when left out on create. */
  slug: RoutingFormSlugSchema,
  questions: questionList,
  theme: RoutingFormThemeSchema,
  hideRoutingLogic: z.boolean(),
};

/**
 * `POST /routing/form/new`: only the name is needed. Defaults: title and description '',
 * enableTitleAndDescription true, status ACTIVE, submitButtonText 'Submit', slug from the
 * name, no questions, theme `{showBranding: false}`, hideRoutingLogic false.
 */
export const RoutingFormCreateBodySchema = z.object(editShape).partial().required({ name: true });
export type RoutingFormCreateBody = z.infer<typeof RoutingFormCreateBodySchema>;

/** `POST /routing/form/{id}`: any subset of the fields; what is left out keeps its value. */
export const RoutingFormEditBodySchema = z.object(editShape).partial();
export type RoutingFormEditBody = z.infer<typeof RoutingFormEditBodySchema>;

/** `{id}` of the form routes: a form id, or `new` on POST to create one. */
export const RoutingFormParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const NEW_ROUTING_FORM_ID = 'new';

/** A routing form as its hosts see it. Times are ISO 8601 instants. */
export const RoutingFormSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    enableTitleAndDescription: z.boolean(),
    status: z.enum(ROUTING_FORM_STATUSES),
    submitButtonText: z.string(),
    slug: z.string(),
    questions: z.array(RoutingQuestionSchema),
    theme: RoutingFormThemeSchema,
    hideRoutingLogic: z.boolean(),
    responseCount: z.number().int(),
    lastResponseSubmitTime: z.string().nullable(),
    /** The workspace's public access link; the public form lives under it. */
    accessLink: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RoutingForm' });
export type RoutingForm = z.infer<typeof RoutingFormSchema>;

/** `GET /routing/form-list`: `pageNo` from 1, 50 a page, newest change first; `searchText` matches name, title or slug. */
export const RoutingFormListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  searchText: z.string().trim().max(200).optional(),
});
export type RoutingFormListQuery = z.infer<typeof RoutingFormListQuerySchema>;

export const RoutingFormListSchema = z.object({
  forms: z.array(RoutingFormSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RoutingFormList = z.infer<typeof RoutingFormListSchema>;

export const RoutingOkSchema = z.object({ ok: z.literal(true) });
