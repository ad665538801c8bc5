import { describe, expect, it } from 'vitest';
import { argumentsOf, expectSameArguments, expectSameKeys } from './catalogue-checks.ts';
import { en } from './catalogues/en.ts';
import { DASHBOARD_CATALOGUE_PARTS, dashboardEn } from './dashboard/en.ts';
import { DASHBOARD_CATALOGUE_LOADERS, DASHBOARD_LOCALES } from './dashboard-catalogues.ts';
import { createTranslator } from './translate.ts';

describe('dashboard catalogues', () => {
  it('ship in English only for now', () => {
    expect([...DASHBOARD_LOCALES]).toEqual(['en']);
  });

  for (const locale of DASHBOARD_LOCALES) {
    describe(locale, () => {
      it('has every key of the English dashboard catalogue, each message parsing with its arguments', async () => {
        const catalogue: Record<string, string> = await DASHBOARD_CATALOGUE_LOADERS[locale]();
        expectSameKeys(catalogue, dashboardEn);
        expectSameArguments(locale, catalogue, dashboardEn);
      });
    });
  }

  it('is the English catalogue the loader gives', async () => {
    expect(await DASHBOARD_CATALOGUE_LOADERS.en()).toBe(dashboardEn);
  });

  it('is its parts together, no key written in two of them', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, messages] of Object.entries(DASHBOARD_CATALOGUE_PARTS)) {
      for (const key of Object.keys(messages)) {
        const earlier = seen.get(key);
        if (earlier) twice.push(`${key} (${earlier}, ${part})`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(Object.keys(dashboardEn).length);
  });

  it('keeps its keys apart from the visitors’ catalogue', () => {
    const visitorKeys = new Set(Object.keys(en));
    expect(Object.keys(dashboardEn).filter((key) => visitorKeys.has(key))).toEqual([]);
  });

  it('formats its plurals and arguments', () => {
    const t = createTranslator('en', dashboardEn);
    expect(t('shell.workspaceCount', { count: 1 })).toBe('1 workspace');
    expect(t('shell.workspaceCount', { count: 3 })).toBe('3 workspaces');
    expect(t('shell.switchWorkspaceLabel', { name: 'Acme' })).toBe('Workspace: Acme. Switch workspace');
    expect(t('common.list.loading', { list: 'contacts' })).toBe('Loading contacts');
    expect(t('common.list.loadFailed', { list: 'messages', message: 'Offline.' })).toBe(
      'Could not load your messages: Offline.',
    );
    expect(argumentsOf(dashboardEn['shell.workspaceCount'])).toEqual(
      argumentsOf('{count, plural, other {#}}'),
    );
  });
});
