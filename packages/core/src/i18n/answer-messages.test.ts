import { describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES,
  customRangeMessage,
  fileSizeMessage,
  maximumAgeMessage,
  minimumAgeMessage,
  tooFewFilesMessage,
  tooManyFilesMessage,
} from '../questions/answer-messages.ts';
import { translateAnswerMessage } from './answer-messages.ts';
import { translatorFor } from './server-translators.ts';

const ENGLISH = [
  ...Object.values(ANSWER_MESSAGES).filter(
    (message) => message !== ANSWER_MESSAGES.unknownQuestion && message !== ANSWER_MESSAGES.duplicateAnswer,
  ),
  customRangeMessage('2026-01-01', '2026-02-01'),
  minimumAgeMessage(18, 0),
  maximumAgeMessage(1, 30),
  fileSizeMessage('10.00 MB'),
  tooFewFilesMessage(1),
  tooFewFilesMessage(3),
  tooManyFilesMessage(1),
  tooManyFilesMessage(4),
];

describe('translateAnswerMessage', () => {
  it('gives every answer message back word for word in English', () => {
    const t = translatorFor('en');
    for (const message of ENGLISH) expect(translateAnswerMessage(t, message)).toBe(message);
  });

  it('says every answer message in German, with its values and plurals', () => {
    const t = translatorFor('de');
    for (const message of ENGLISH) expect(translateAnswerMessage(t, message)).not.toBe(message);
    expect(translateAnswerMessage(t, ANSWER_MESSAGES.phoneTooShort)).toBe(
      'Geben Sie eine gültige Nummer ein',
    );
    expect(translateAnswerMessage(t, ANSWER_MESSAGES.empty)).toBe('Dieses Feld darf nicht leer sein');
    expect(translateAnswerMessage(t, minimumAgeMessage(18, 1))).toBe(
      'Das Mindestalter beträgt 18 Jahre und 1 Tag.',
    );
    expect(translateAnswerMessage(t, customRangeMessage('2026-01-01', '2026-02-01'))).toBe(
      'Bitte wählen Sie ein Datum zwischen 2026-01-01 und 2026-02-01',
    );
    expect(translateAnswerMessage(t, tooFewFilesMessage(1))).toBe('Bitte laden Sie eine Datei hoch');
    expect(translateAnswerMessage(t, tooManyFilesMessage(3))).toBe(
      'Bitte laden Sie höchstens 3 Dateien hoch',
    );
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateAnswerMessage(translatorFor('de'), 'Something else')).toBe('Something else');
  });
});
