import { z } from 'zod';
import { IsoDateSchema } from './availability.ts';

export const EVENT_QUESTION_TYPES = [
  'ONE_LINE',
  'MULTI_LINE',
  'RADIO',
  'CHECKBOX',
  'DROPDOWN',
  'PHONE_NUMBER',
  'MULTI_SELECT',
  'ATTACHMENT',
  'NAME',
  'EMAILID',
  'EMAIL_ID',
  'DATE',
] as const;
export type EventQuestionType = (typeof EVENT_QUESTION_TYPES)[number];

/** Types whose answers come from `listItems`. */
export const CHOICE_QUESTION_TYPES: readonly EventQuestionType[] = [
  'RADIO',
  'CHECKBOX',
  'DROPDOWN',
  'MULTI_SELECT',
];
export const EMAIL_QUESTION_TYPES: readonly EventQuestionType[] = ['EMAILID', 'EMAIL_ID'];

export const ATTACHMENT_TYPES = [
  'doc',
  'plain',
  'docx',
  'mpeg',
  'mp4',
  'png',
  'zip',
  'pdf',
  'jpeg',
  'jpg',
] as const;
export const DATE_RANGE_TYPES = ['ONLY_PAST', 'ONLY_FUTURE', 'CUSTOM_RANGE', 'DOB'] as const;
export const QUESTION_DATE_FORMATS = ['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD'] as const;

const NOT_A_NUMBER = 'Please enter a valid number';
const count = (min: number, message: string) =>
  z.number({ error: NOT_A_NUMBER }).int(NOT_A_NUMBER).min(min, message).max(36_500, 'Too large');

/** Age bounds of a date-of-birth question: at least `minYears` + `minDays`, at most `maxYears` + `maxDays`. */
export const DobDateRangeSchema = z
  .object({
    minYears: count(1, 'Please enter min year').max(150, 'Too large'),
    maxYears: count(1, 'Please enter max year').max(150, 'Too large'),
    minDays: count(0, 'Days cannot be negative').max(365, 'Use at most 365 days'),
    maxDays: count(0, 'Days cannot be negative').max(365, 'Use at most 365 days'),
  })
  .refine((r) => r.minYears * 366 + r.minDays <= r.maxYears * 366 + r.maxDays, {
    message: 'The minimum age cannot be above the maximum age',
    path: ['maxYears'],
  });
export type DobDateRange = z.infer<typeof DobDateRangeSchema>;

export const CustomDateRangeSchema = z
  .object({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .refine((r) => r.startDate <= r.endDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type CustomDateRange = z.infer<typeof CustomDateRangeSchema>;

export const AttachmentMetaSchema = z
  .object({
    min: z.number().int().min(0).max(10).default(1),
    max: z.number().int().min(1).max(10).default(1),
  })
  .refine((m) => m.min <= m.max, { message: 'The minimum cannot exceed the maximum', path: ['min'] });

/** Said of a choice question's option whose label is empty or only spaces. */
export const EMPTY_OPTION_MESSAGE = 'An option cannot be empty: type its label or remove it';

const questionShape = {
  questionId: z.string().trim().min(1).max(64),
  content: z
    .string({ error: 'Please enter the question' })
    .trim()
    .min(1, 'Please enter the question')
    .max(1000),
  type: z.enum(EVENT_QUESTION_TYPES, { error: 'Please choose a question type' }),
  required: z.boolean().default(false),
  enable: z.boolean().default(true),
  name: z.string().trim().max(100).optional(),
  // An empty option could not be told apart from no answer, and the choice picker refuses one.
  listItems: z.array(z.string().trim().min(1, EMPTY_OPTION_MESSAGE).max(500)).max(100).default([]),
  allowOthers: z.boolean().default(false),
  autoFill: z.boolean().default(false),
  isWhatsapp: z.boolean().default(false),
  attachmentType: z.array(z.enum(ATTACHMENT_TYPES)).default([]),
  attachmentMeta: AttachmentMetaSchema.default({ min: 1, max: 1 }),
  dateFormat: z.enum(QUESTION_DATE_FORMATS).default('DD/MM/YYYY'),
  dateRangeType: z.enum(DATE_RANGE_TYPES).optional(),
  customDateRange: CustomDateRangeSchema.optional(),
  dobDateRange: DobDateRangeSchema.optional(),
};

type QuestionFields = z.infer<z.ZodObject<typeof questionShape>>;

function checkQuestion(q: Omit<QuestionFields, 'questionId'>, ctx: z.RefinementCtx): void {
  if (CHOICE_QUESTION_TYPES.includes(q.type) && q.listItems.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['listItems'], message: 'Add at least one option' });
  }
  if (new Set(q.listItems).size !== q.listItems.length) {
    ctx.addIssue({ code: 'custom', path: ['listItems'], message: 'Options must be different' });
  }
  if (q.type !== 'DATE') return;
  if (q.dateRangeType === 'CUSTOM_RANGE' && !q.customDateRange) {
    ctx.addIssue({ code: 'custom', path: ['customDateRange'], message: 'Required' });
  }
  if (q.dateRangeType === 'DOB' && !q.dobDateRange) {
    ctx.addIssue({ code: 'custom', path: ['dobDateRange'], message: 'Required' });
  }
}

/** One question of an event's booking form (spec section 3, "Question"). */
export const QuestionSchema = z.object(questionShape).superRefine(checkQuestion).meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;

/** A question as a host sends it: the server gives it an id when it has none. */
export const QuestionInputSchema = z
  .object({ ...questionShape, questionId: questionShape.questionId.optional() })
  .superRefine(checkQuestion);
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

/** A new question as a builder adds it: short text, optional, shown (valid on event types and routing forms). */
export function blankQuestion(questionId: string): Question {
  return {
    questionId,
    content: '',
    type: 'ONE_LINE',
    required: false,
    enable: true,
    listItems: [],
    allowOthers: false,
    autoFill: false,
    isWhatsapp: false,
    attachmentType: [],
    attachmentMeta: { min: 1, max: 1 },
    dateFormat: 'DD/MM/YYYY',
  };
}
