import { de } from '@kairos/core/i18n/catalogues/de';
import { en } from '@kairos/core/i18n/catalogues/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { messageWithParts } from './message-parts';

/** The sentence as text, each element read as its own text. */
function textOf(pieces: ReactNode[]): string {
  return pieces
    .map((piece) =>
      isValidElement<{ children: ReactNode }>(piece) ? String(piece.props.children) : String(piece),
    )
    .join('');
}

describe('messageWithParts', () => {
  it('sets an element where the language puts it', () => {
    const t = createTranslator('de', de);
    const pieces = messageWithParts(t, 'thanks.changePrompt', {
      reschedule: 'Verschieben',
      cancel: 'Absagen',
    });
    expect(textOf(pieces)).toBe('Möchten Sie etwas ändern? Verschieben oder Absagen');
    expect(pieces.filter(isValidElement)).toHaveLength(2);
  });

  it('passes the message’s other arguments, such as the count of its plural', () => {
    const german = createTranslator('de', de);
    const english = createTranslator('en', en);
    const choose = (t: typeof english, max: number) =>
      textOf(messageWithParts(t, 'upload.chooseOrDrop', { choose: t('upload.choose', { max }) }, { max }));
    expect(choose(english, 1)).toBe('Choose a file or drop it here');
    expect(choose(english, 3)).toBe('Choose files or drop them here');
    expect(choose(german, 3)).toBe('Dateien auswählen oder hierher ziehen');
  });
});
