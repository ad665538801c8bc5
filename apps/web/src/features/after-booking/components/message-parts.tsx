import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import type { MessageValues, Translate } from '@kairos/core/i18n/translate';
import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A translated sentence with elements set into it (bold words, links): each `{name}` argument
 * becomes its element wherever the language puts it (each argument once per message). `values`
 * are the message's other arguments (a count for its plural, say).
 */
export function messageWithParts(
  t: Translate,
  key: MessageKey,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(key, { ...values, ...marks })
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 && piece in parts ? <Fragment key={piece}>{parts[piece]}</Fragment> : piece,
    );
}
