import { describe, expect, it } from 'vitest';
import { checkModeConnection } from './check-mode.ts';

const hosts = [
  { userId: 'a', name: 'Ada Lovelace' },
  { userId: 'b', name: 'Grace Hopper' },
];

describe('checkModeConnection', () => {
  it.each(['IN_PERSON', 'CUSTOM', 'ASK_INVITEE', 'PHONE_NUMBER'] as const)('needs nothing for %s', (key) => {
    expect(checkModeConnection(key, hosts)).toEqual({
      key,
      needsProvider: false,
      connected: true,
      reason: null,
      agents: [
        { userId: 'a', connected: true, reason: null },
        { userId: 'b', connected: true, reason: null },
      ],
    });
  });

  it('is connected when no host lacks anything', () => {
    const result = checkModeConnection('JITSI', hosts, new Map([['a', null]]));
    expect(result).toMatchObject({ key: 'JITSI', needsProvider: true, connected: true, reason: null });
  });

  it('names what each host lacks, and says bookings still go through', () => {
    const result = checkModeConnection(
      'ZOOM',
      hosts,
      new Map([
        ['a', null],
        ['b', 'Grace Hopper has not connected Zoom (Apps & integrations)'],
      ]),
    );
    expect(result.connected).toBe(false);
    expect(result.agents).toEqual([
      { userId: 'a', connected: true, reason: null },
      { userId: 'b', connected: false, reason: 'Grace Hopper has not connected Zoom (Apps & integrations)' },
    ]);
    expect(result.reason).toBe(
      'Zoom links cannot be created for every host yet: Grace Hopper has not connected Zoom (Apps & integrations). Bookings still go through, without a Zoom link, until this is fixed.',
    );
  });
});
