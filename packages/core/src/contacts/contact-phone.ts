import { isCallingCodeOnly } from '../questions/calling-codes.ts';
import { parsePhone } from '../questions/phone-number.ts';

/**
 * The phone number a visitor gave in a booking, for their contact: the answer to the event's
 * first phone question that holds a number (not just a calling code), stored as contacts keep
 * phones (E.164, and ' ext. N'), or undefined.
 */
export function contactPhoneOf(
  questions: ReadonlyArray<{ questionId: string; type: string }>,
  answers: ReadonlyArray<{ questionId: string; answer?: string | undefined }>,
): string | undefined {
  const phoneQuestions = new Set(questions.filter((q) => q.type === 'PHONE_NUMBER').map((q) => q.questionId));
  for (const a of answers) {
    const text = a.answer?.trim() ?? '';
    if (!phoneQuestions.has(a.questionId) || text === '' || isCallingCodeOnly(text)) continue;
    const parsed = parsePhone(text);
    if (parsed.ok) return parsed.ext ? `${parsed.e164} ext. ${parsed.ext}` : parsed.e164;
  }
  return undefined;
}
