import { describe, expect, it } from 'vitest';
import { visibleNavigationGroups } from './host-area-pages';

const areas = (permissions: Record<string, string[]> | undefined) =>
  visibleNavigationGroups(permissions).flatMap((group) => group.pages.map((page) => page.area));

describe('visibleNavigationGroups', () => {
  it('shows everything while the role is loading', () => {
    expect(areas(undefined)).toContain('analytics');
  });

  it('leaves out areas the role cannot view, and empty groups', () => {
    const shown = areas({ eventTypes: ['view'], calendar: ['view'] });
    expect(shown).toEqual(['eventTypes', 'availability', 'calendar', 'settings', 'help']);
    expect(visibleNavigationGroups({ eventTypes: ['view'] }).map((g) => g.labelKey)).toEqual([
      null,
      'shell.group.account',
    ]);
  });

  it('hides availability with event types', () => {
    expect(areas({ contacts: ['view'] })).not.toContain('availability');
  });
});
