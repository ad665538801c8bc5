import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { expect } from 'vitest';

// For the catalogue tests only (the parser is a development dependency): the visitors' and the
// dashboard's catalogues are checked against their English one the same way.

/** The ICU argument names a message uses, with their kinds (`plural`, `select`, plain…). */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
        found.add(`${element.value}:${element.type}`);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type}`);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Fails unless `catalogue` has exactly English's keys. */
export function expectSameKeys(catalogue: Record<string, string>, english: Record<string, string>): void {
  expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
}

/** Fails unless every message is non-empty, parses and uses English's ICU arguments. */
export function expectSameArguments(
  label: string,
  catalogue: Record<string, string>,
  english: Record<string, string>,
): void {
  for (const [key, englishMessage] of Object.entries(english)) {
    const message = catalogue[key];
    expect(message, `${label} ${key}`).toBeTypeOf('string');
    expect(message?.trim(), `${label} ${key} is empty`).not.toBe('');
    expect(argumentsOf(message ?? ''), `${label} ${key}`).toEqual(argumentsOf(englishMessage));
  }
}
