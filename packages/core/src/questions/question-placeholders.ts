import type { EventQuestionType } from '../events/question-schema.ts';

/** Placeholders of the public form's fields (spec section 9). */
export const QUESTION_PLACEHOLDERS = {
  choice: 'Choose from list',
  name: 'Enter your name',
  email: 'Enter your email Id',
  text: 'Enter your answer',
  phone: 'Enter mobile number',
  others: 'Specify others',
} as const;

/** The placeholder of a field of this type, or null for fields that show none (radio, checkbox, file, date). */
export function placeholderFor(type: EventQuestionType): string | null {
  switch (type) {
    case 'DROPDOWN':
    case 'MULTI_SELECT':
      return QUESTION_PLACEHOLDERS.choice;
    case 'NAME':
      return QUESTION_PLACEHOLDERS.name;
    case 'EMAIL_ID':
    case 'EMAILID':
      return QUESTION_PLACEHOLDERS.email;
    case 'ONE_LINE':
    case 'MULTI_LINE':
      return QUESTION_PLACEHOLDERS.text;
    case 'PHONE_NUMBER':
      return QUESTION_PLACEHOLDERS.phone;
    case 'RADIO':
    case 'CHECKBOX':
    case 'ATTACHMENT':
    case 'DATE':
      return null;
  }
}
