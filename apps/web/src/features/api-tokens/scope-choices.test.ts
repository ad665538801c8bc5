import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { describeScopes, expiresAtFor, toggleScope } from './scope-choices';

describe('toggleScope', () => {
  it.each([
    { from: [], area: 'contacts', access: 'read', on: true, to: ['contacts:read'] },
    { from: [], area: 'contacts', access: 'write', on: true, to: ['contacts:read', 'contacts:write'] },
    {
      from: ['contacts:read', 'contacts:write'],
      area: 'contacts',
      access: 'write',
      on: false,
      to: ['contacts:read'],
    },
    {
      from: ['contacts:read', 'contacts:write', 'calendar:read'],
      area: 'contacts',
      access: 'read',
      on: false,
      to: ['calendar:read'],
    },
    // Kept in the catalogue's order, whatever the order of the clicks.
    {
      from: ['contacts:read'],
      area: 'eventTypes',
      access: 'read',
      on: true,
      to: ['eventTypes:read', 'contacts:read'],
    },
  ] as const)('$access $on on $area from $from', ({ from, area, access, on, to }) => {
    expect(toggleScope(from, area, access, on)).toEqual(to);
  });
});

const t = createTranslator<DashboardKey>('en', dashboardEn);

describe('describeScopes', () => {
  it('names each area once in the dashboard order', () => {
    expect(describeScopes(['contacts:write', 'calendar:read', 'contacts:read'], t)).toBe(
      'Calendar: read · Contacts: read and write',
    );
    expect(describeScopes([], t)).toBe('');
  });
});

describe('expiresAtFor', () => {
  it('counts whole days from now, or none', () => {
    const now = Date.parse('2027-03-01T08:00:00.000Z');
    expect(expiresAtFor('30', now)).toBe('2027-03-31T08:00:00.000Z');
    expect(expiresAtFor('365', now)).toBe('2028-02-29T08:00:00.000Z');
    expect(expiresAtFor('never', now)).toBeNull();
  });
});
