import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { Question } from '@kairos/core/events/question-schema';
import { offeredMethods } from '@kairos/core/payments/payment-rules';
import type { UploadedFile } from './booking-contract';

/** How the 'others' choice reads on the form (its value on the wire is core's `others`). */
export const OTHERS_LABEL = 'Others';

/** What the visitor has entered for one question; each type reads the parts it needs. */
export interface AnswerDraft {
  text: string;
  choices: string[];
  other: string;
  /**
   * The country picked beside a phone number; the number's text starts with its calling code
   * (`+91…`), as the public form's phone field does.
   */
  country: string;
  files: UploadedFile[];
}

export interface BookingDraft {
  fullName: string;
  emailId: string;
  answers: Record<string, AnswerDraft>;
  guests: string[];
  modeKey: MeetingMode | null;
  modeValue: string;
  modeCountry: string;
  termsAccepted: boolean;
  /** How the visitor pays, when the event takes payment. */
  paymentMethod: PaymentMethod | null;
}

/** Field keys, shared by the form, its validation and the server's issues. */
export const fieldKey = {
  fullName: 'fullName',
  emailId: 'emailId',
  answer: (questionId: string) => `q:${questionId}`,
  other: (questionId: string) => `q:${questionId}:other`,
  guest: (index: number) => `guest:${index}`,
  mode: 'mode',
  modeValue: 'modeValue',
  terms: 'terms',
  code: 'code',
  payment: 'payment.method',
} as const;

export type FieldErrors = Record<string, string>;

export interface FormQuestions {
  /** The question whose answer is the attendee's name (the event's first enabled NAME question). */
  name: Question | null;
  email: Question | null;
  /** Every other enabled question, in the host's order. */
  others: Question[];
}

const isEmailType = (q: Question) => q.type === 'EMAILID' || q.type === 'EMAIL_ID';

/**
 * Splits an event's questions: the attendee's name and email come from the questions named
 * `fullName` and `emailId` (every event has them), else from the first NAME and email questions.
 */
export function splitQuestions(questions: readonly Question[]): FormQuestions {
  const enabled = questions.filter((q) => q.enable);
  const name =
    enabled.find((q) => q.type === 'NAME' && q.name === 'fullName') ??
    enabled.find((q) => q.type === 'NAME') ??
    null;
  const email =
    enabled.find((q) => isEmailType(q) && q.name === 'emailId') ?? enabled.find(isEmailType) ?? null;
  return { name, email, others: enabled.filter((q) => q !== name && q !== email) };
}

export function emptyAnswer(country: string): AnswerDraft {
  return { text: '', choices: [], other: '', country, files: [] };
}

/** Where the meeting happens, as the visitor must settle it on the form. */
export interface ModeChoice {
  /** Several locations: the visitor picks one. */
  options: PublicEvent['modes'];
  /** The location when there is exactly one. */
  fixed: PublicEvent['modes'][number] | null;
}

export function modeChoiceOf(event: Pick<PublicEvent, 'modes'>): ModeChoice {
  if (event.modes.length === 1) return { options: [], fixed: event.modes[0] ?? null };
  return { options: event.modes, fixed: null };
}

/** The location kind in force: the fixed one, else the visitor's pick. */
export function chosenModeKey(choice: ModeChoice, draft: Pick<BookingDraft, 'modeKey'>): MeetingMode | null {
  return choice.fixed?.key ?? draft.modeKey;
}

export function initialDraft(
  event: Pick<PublicEvent, 'questions'> & { payment?: PublicEvent['payment'] },
  country: string,
): BookingDraft {
  const methods = event.payment?.enable ? offeredMethods(event.payment) : [];
  const answers: Record<string, AnswerDraft> = {};
  for (const question of event.questions) answers[question.questionId] = emptyAnswer(country);
  return {
    fullName: '',
    emailId: '',
    answers,
    guests: [],
    modeKey: null,
    modeValue: '',
    modeCountry: country,
    termsAccepted: false,
    paymentMethod: methods.length === 1 ? (methods[0] ?? null) : null,
  };
}

/** The visitor's country from their language tag (`en-IN` → IN), else India (spec section 9). */
export function defaultPhoneCountry(languageTag: string | undefined): string {
  try {
    const region = languageTag ? new Intl.Locale(languageTag).maximize().region : undefined;
    return region && /^[A-Z]{2}$/.test(region) ? region : 'IN';
  } catch {
    return 'IN';
  }
}

/** What a page address may fill in (see `features/embed/embed-context.ts`). */
export interface DraftPrefill {
  name?: string;
  email?: string;
  guests?: string[];
  answers?: Record<string, string>;
}

/**
 * The draft with a prefill applied: name, email, guests when the event takes them (up to its
 * limit), text answers by question id, and choice answers that name one of the question's options.
 * Unknown question ids, files and dates are left alone.
 */
export function applyPrefill(
  draft: BookingDraft,
  event: Pick<PublicEvent, 'questions' | 'allowAttendeesToAddGuests' | 'guestLimit'>,
  prefill: DraftPrefill,
): BookingDraft {
  const answers = { ...draft.answers };
  for (const [id, value] of Object.entries(prefill.answers ?? {})) {
    const question = event.questions.find((q) => q.questionId === id && q.enable);
    const current = answers[id];
    if (!question || !current) continue;
    if (
      question.listItems.length > 0 &&
      ['RADIO', 'CHECKBOX', 'DROPDOWN', 'MULTI_SELECT'].includes(question.type)
    ) {
      const many = question.type === 'CHECKBOX' || question.type === 'MULTI_SELECT';
      const whole = question.listItems.includes(value.trim());
      const picked = (many && !whole ? value.split(',') : [value])
        .map((v) => v.trim())
        .filter((v) => question.listItems.includes(v));
      if (picked.length > 0) answers[id] = { ...current, choices: picked };
    } else if (['ONE_LINE', 'MULTI_LINE', 'PHONE_NUMBER'].includes(question.type)) {
      answers[id] = { ...current, text: value };
    }
  }
  const limit = event.guestLimit > 0 ? event.guestLimit : Number.POSITIVE_INFINITY;
  return {
    ...draft,
    ...(prefill.name ? { fullName: prefill.name } : {}),
    ...(prefill.email ? { emailId: prefill.email } : {}),
    ...(event.allowAttendeesToAddGuests && prefill.guests ? { guests: prefill.guests.slice(0, limit) } : {}),
    answers,
  };
}
