import { ANSWER_MESSAGES } from '../questions/answer-messages.ts';
import type { MessageKey } from './catalogues/en.ts';
import type { Translate } from './translate.ts';

/**
 * The answer checks (`findAnswerIssue`) speak the product's English, which the server also sends;
 * a page reads each message back into the visitor's language here. English comes back word for
 * word; a message this table does not know is shown as it is.
 */
const FIXED: Record<string, MessageKey> = {
  [ANSWER_MESSAGES.empty]: 'validation.empty',
  [ANSWER_MESSAGES.noOptionChosen]: 'answer.noOptionChosen',
  [ANSWER_MESSAGES.unknownOption]: 'answer.unknownOption',
  [ANSWER_MESSAGES.othersEmpty]: 'validation.required',
  [ANSWER_MESSAGES.phonePattern]: 'answer.phonePattern',
  [ANSWER_MESSAGES.phoneTooShort]: 'answer.phoneTooShort',
  [ANSWER_MESSAGES.nameEmpty]: 'validation.enterName',
  [ANSWER_MESSAGES.email]: 'validation.badEmail',
  [ANSWER_MESSAGES.fileType]: 'answer.fileType',
  [ANSWER_MESSAGES.invalidDate]: 'answer.invalidDate',
  [ANSWER_MESSAGES.dobFormat]: 'answer.dobFormat',
  [ANSWER_MESSAGES.dobFuture]: 'answer.dobFuture',
  'Please upload a file': 'answer.tooFewFiles',
  'Please upload only one file': 'answer.tooManyFiles',
};

/** The messages with values in them (`answer-messages.ts`), each with the key that says it. */
const WITH_VALUES: readonly {
  pattern: RegExp;
  key: MessageKey;
  values: (match: RegExpMatchArray) => Record<string, string | number>;
}[] = [
  {
    pattern: /^Please choose date (.+) and (.+)$/,
    key: 'answer.customRange',
    values: (m) => ({ start: m[1] ?? '', end: m[2] ?? '' }),
  },
  {
    pattern: /^Minimum age required is (\d+) years and (\d+) days\.$/,
    key: 'answer.minimumAge',
    values: (m) => ({ years: Number(m[1]), days: Number(m[2]) }),
  },
  {
    pattern: /^Maximum age allowed is (\d+) years and (\d+) days\.$/,
    key: 'answer.maximumAge',
    values: (m) => ({ years: Number(m[1]), days: Number(m[2]) }),
  },
  {
    pattern: /^File size must not exceed (.+)$/,
    key: 'answer.fileSize',
    values: (m) => ({ limit: m[1] ?? '' }),
  },
  {
    pattern: /^Please upload at least (\d+) files$/,
    key: 'answer.tooFewFiles',
    values: (m) => ({ min: Number(m[1]) }),
  },
  {
    pattern: /^Please upload at most (\d+) files$/,
    key: 'answer.tooManyFiles',
    values: (m) => ({ max: Number(m[1]) }),
  },
];

/** One answer check's message in the reader's language. */
export function translateAnswerMessage(t: Translate, message: string): string {
  const fixed = FIXED[message];
  if (fixed === 'answer.tooFewFiles') return t(fixed, { min: 1 });
  if (fixed === 'answer.tooManyFiles') return t(fixed, { max: 1 });
  if (fixed) return t(fixed);
  for (const { pattern, key, values } of WITH_VALUES) {
    const match = message.match(pattern);
    if (match) return t(key, values(match));
  }
  return message;
}
