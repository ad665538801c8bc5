import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { BookingDraft, DraftPrefill } from './booking-draft';

type Question = Pick<
  PublicEvent['questions'][number],
  'questionId' | 'type' | 'name' | 'autoFill' | 'enable'
>;

/** What a visitor answered to auto-fill questions before, in this browser, by question key. */
export type RememberedAnswers = Record<string, string>;

const STORE_KEY = 'kairos:visitor-answers';
const MAX_KEYS = 50;

/**
 * The key an auto-fill question is filled by, in the page address and in what is remembered: its
 * field name (`company`), or `name` and `email` for the attendee's own. A question without one
 * has nothing to be filled by.
 */
export function autoFillKey(question: Question): string | undefined {
  if (question.type === 'NAME') return 'name';
  if (question.type === 'EMAIL_ID') return 'email';
  const name = question.name?.trim().toLowerCase();
  return name ? name : undefined;
}

const filling = (questions: readonly Question[]) =>
  questions.filter((q) => q.autoFill && q.enable && autoFillKey(q) !== undefined);

/**
 * The prefill of a booking form's auto-fill questions: the page address's parameter named after
 * the question (`?company=Acme`), else what the visitor gave before. Questions without auto-fill
 * are never filled from either.
 */
export function autoFillPrefill(
  questions: readonly Question[],
  search: string,
  remembered: RememberedAnswers,
): DraftPrefill {
  const params = new URLSearchParams(search);
  const prefill: DraftPrefill = {};
  for (const question of filling(questions)) {
    const key = autoFillKey(question) ?? '';
    const value = (params.get(key) ?? '').trim() || (remembered[key] ?? '').trim();
    if (!value) continue;
    if (question.type === 'NAME') prefill.name = value;
    else if (question.type === 'EMAIL_ID') prefill.email = value;
    else prefill.answers = { ...prefill.answers, [question.questionId]: value };
  }
  return prefill;
}

/** What to remember of a booked draft: the answers to auto-fill questions, by their key. */
export function answersToRemember(questions: readonly Question[], draft: BookingDraft): RememberedAnswers {
  const kept: RememberedAnswers = {};
  for (const question of filling(questions)) {
    const key = autoFillKey(question) ?? '';
    const answer = draft.answers[question.questionId];
    const value =
      question.type === 'NAME'
        ? draft.fullName
        : question.type === 'EMAIL_ID'
          ? draft.emailId
          : answer?.choices?.length
            ? answer.choices.join(', ')
            : (answer?.text ?? '');
    if (value.trim()) kept[key] = value.trim();
  }
  return kept;
}

export function readRememberedAnswers(): RememberedAnswers {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function rememberAnswers(answers: RememberedAnswers): void {
  if (Object.keys(answers).length === 0) return;
  try {
    const merged = Object.entries({ ...readRememberedAnswers(), ...answers }).slice(-MAX_KEYS);
    window.localStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(merged)));
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): nothing is remembered then.
  }
}
