import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withElement } from './dashboard-i18n';

describe('withElement', () => {
  it('puts the element where the message places its argument', () => {
    const t = createTranslator<DashboardKey>('en', dashboardEn);
    const html = renderToStaticMarkup(
      withElement(t, 'apiTokens.secret.header', 'header', createElement('code', null, 'X-Token')),
    );
    expect(html).toBe('Send it with each request in the header <code>X-Token</code>.');
  });

  it('follows a translation that moves the argument to the front', () => {
    // As a translation might: the argument first.
    const t = createTranslator<DashboardKey>('de', {
      ...dashboardEn,
      'apiTokens.intro': '{apiLink} nutzen: {name}',
    });
    const html = renderToStaticMarkup(
      withElement(t, 'apiTokens.intro', 'apiLink', createElement('a', { href: '/api/docs' }, 'API'), {
        name: 'Ana',
      }),
    );
    expect(html).toBe('<a href="/api/docs">API</a> nutzen: Ana');
  });
});
