import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { redirectToCurrentLink } from './canonical-link';

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('redirectToCurrentLink', () => {
  it('stays when the page was opened with the current link, in any case', () => {
    expect(thrown(() => redirectToCurrentLink({ workspace: { accessLink: 'acme' } }, 'ACME', '/ACME/'))).toBe(
      undefined,
    );
  });

  it('stays on a team link', () => {
    const page = { workspace: { accessLink: 'acme' }, team: { accessLink: 'acme-sales' } };
    expect(thrown(() => redirectToCurrentLink(page, 'acme-sales', '/acme-sales/'))).toBe(undefined);
  });

  it('moves a former link to the current one, keeping the path and search', () => {
    const error = thrown(() =>
      redirectToCurrentLink(
        { workspace: { accessLink: 'acme-new' } },
        'acme-old',
        '/acme-old/intro/1795000000000?utm_source=x',
      ),
    );
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string; replace: boolean } }).options).toMatchObject({
      href: '/acme-new/intro/1795000000000?utm_source=x',
      replace: true,
    });
  });
});
