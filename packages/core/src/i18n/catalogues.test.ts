import { describe, expect, it } from 'vitest';
import { argumentsOf, expectSameArguments, expectSameKeys } from './catalogue-checks.ts';
import { en } from './catalogues/en.ts';
import { CATALOGUE_LOADERS } from './catalogues.ts';
import { LOCALES } from './locales.ts';
import { CATALOGUES, translatorFor } from './server-translators.ts';

describe('message catalogues', () => {
  for (const locale of LOCALES) {
    const catalogue: Record<string, string> = CATALOGUES[locale];
    describe(locale, () => {
      it('has every key of the English catalogue and no other', () => {
        expectSameKeys(catalogue, en);
      });
      it('uses the same ICU arguments as English in every message, each message parsing', () => {
        expectSameArguments(locale, catalogue, en);
      });
      it('is what the page loads for the language', async () => {
        expect(await CATALOGUE_LOADERS[locale]()).toBe(CATALOGUES[locale]);
      });
    });
  }

  it('finds a missing key and a missing or renamed placeholder', () => {
    const { 'booker.name': _dropped, ...missingKey } = CATALOGUES.de;
    expect(Object.keys(missingKey).sort()).not.toEqual(Object.keys(en).sort());
    expect(argumentsOf('Hallo,')).not.toEqual(argumentsOf(en['email.greeting']));
    expect(argumentsOf('Hallo {nom},')).not.toEqual(argumentsOf(en['email.greeting']));
    expect(argumentsOf('{minutes} Minuten')).not.toEqual(argumentsOf(en['email.duration']));
  });

  it('formats plurals and arguments in the reader’s language', () => {
    expect(translatorFor('en')('email.duration', { minutes: 30 })).toBe('Duration: 30 minutes');
    expect(translatorFor('en')('email.duration', { minutes: 1 })).toBe('Duration: 1 minute');
    expect(translatorFor('de')('email.duration', { minutes: 1 })).toBe('Dauer: 1 Minute');
    expect(translatorFor('fr')('email.greeting', { name: 'Ana' })).toBe('Bonjour Ana,');
    expect(translatorFor('hi')('booker.detailsTitle', { eventName: 'Demo' })).toBe('आपका विवरण · Demo');
  });

  it('reads an unknown or missing stored language as English', () => {
    expect(translatorFor(null)('booker.name')).toBe('Name');
    expect(translatorFor('xx')('validation.required')).toBe('Required');
  });
});
