import { HOST_AREAS } from '@kairos/core/constants';
import { describe, expect, it } from 'vitest';
import {
  can,
  countPermissions,
  normalizePermissions,
  PERMISSION_TOTAL,
  toggleAction,
  toggleArea,
  togglePermission,
  viewOnlyPermissions,
} from './permission-matrix';

describe('togglePermission', () => {
  it.each([
    ['create turns view on', {}, 'create', true, ['view', 'create']],
    [
      'edit keeps catalogue order',
      { eventTypes: ['delete', 'view'] },
      'edit',
      true,
      ['view', 'edit', 'delete'],
    ],
    ['turning view off clears the row', { eventTypes: ['view', 'create', 'edit'] }, 'view', false, []],
    ['turning delete off keeps the rest', { eventTypes: ['view', 'delete'] }, 'delete', false, ['view']],
    ['turning on twice is the same', { eventTypes: ['view'] }, 'view', true, ['view']],
    ['unknown names are dropped', { eventTypes: ['view', 'fly'] }, 'edit', true, ['view', 'edit']],
  ] as const)('%s', (_, start, action, on, expected) => {
    const next = togglePermission({ ...start } as Record<string, string[]>, 'eventTypes', action, on);
    expect(next.eventTypes).toEqual(expected);
  });

  it('leaves other areas and the input alone', () => {
    const start = { contacts: ['view'], eventTypes: ['view'] };
    const next = togglePermission(start, 'eventTypes', 'edit', true);
    expect(next.contacts).toEqual(['view']);
    expect(start.eventTypes).toEqual(['view']);
  });
});

describe('rows and columns', () => {
  it('turns a whole area on and off', () => {
    expect(toggleArea({}, 'teams', true).teams).toEqual(['view', 'create', 'edit', 'delete']);
    expect(toggleArea({ teams: ['view'] }, 'teams', false).teams).toEqual([]);
  });

  it('turns one action on in every area, with view', () => {
    const next = toggleAction({}, 'edit', true);
    for (const area of HOST_AREAS) expect(next[area]).toEqual(['view', 'edit']);
    expect(countPermissions(next)).toBe(HOST_AREAS.length * 2);
  });

  it('turning the view column off clears everything', () => {
    const all = toggleAction(toggleAction({}, 'delete', true), 'view', false);
    expect(countPermissions(all)).toBe(0);
  });
});

describe('helpers', () => {
  it('reads a permission', () => {
    expect(can({ eventTypes: ['view'] }, 'eventTypes', 'view')).toBe(true);
    expect(can({ eventTypes: ['view'] }, 'eventTypes', 'edit')).toBe(false);
    expect(can(undefined, 'eventTypes', 'view')).toBe(false);
  });

  it('normalises to every area in order', () => {
    const full = normalizePermissions({ teams: ['edit', 'view'] });
    expect(Object.keys(full)).toEqual([...HOST_AREAS]);
    expect(full.teams).toEqual(['view', 'edit']);
    expect(full.contacts).toEqual([]);
  });

  it('a new role can see everything and change nothing', () => {
    const perms = viewOnlyPermissions();
    expect(countPermissions(perms)).toBe(HOST_AREAS.length);
    expect(PERMISSION_TOTAL).toBe(HOST_AREAS.length * 4);
  });
});
