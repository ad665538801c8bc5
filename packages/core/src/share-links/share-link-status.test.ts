import { describe, expect, it } from 'vitest';
import { preFillMismatches, type ShareLinkState, shareLinkStatus } from './share-link-status.ts';

const NOW = new Date('2027-03-01T08:00:00.000Z');
const base: ShareLinkState = { limit: 0, used: 0, expireAt: null, revokedAt: null };

describe('shareLinkStatus', () => {
  it.each<[string, Partial<ShareLinkState>, string]>([
    ['unlimited, never used', {}, 'ACTIVE'],
    ['unlimited, used a lot', { used: 500 }, 'ACTIVE'],
    ['limit 3, used 2', { limit: 3, used: 2 }, 'ACTIVE'],
    ['limit 3, used 3', { limit: 3, used: 3 }, 'USED_UP'],
    ['limit 1, used 1', { limit: 1, used: 1 }, 'USED_UP'],
    ['expires a millisecond later', { expireAt: '2027-03-01T08:00:00.001Z' }, 'ACTIVE'],
    ['expires at this very instant', { expireAt: '2027-03-01T08:00:00.000Z' }, 'EXPIRED'],
    ['expired yesterday (Date)', { expireAt: new Date('2027-02-28T08:00:00Z') }, 'EXPIRED'],
    ['expiry with an offset, still ahead', { expireAt: '2027-03-01T13:31:00+05:30' }, 'ACTIVE'],
    ['expiry with an offset, passed', { expireAt: '2027-03-01T13:29:00+05:30' }, 'EXPIRED'],
    ['expired and used up: expired wins', { limit: 1, used: 1, expireAt: '2027-02-01T00:00:00Z' }, 'EXPIRED'],
    ['revoked', { revokedAt: '2027-02-01T00:00:00Z' }, 'REVOKED'],
    [
      'revoked, expired and used up: revoked wins',
      { limit: 1, used: 1, expireAt: '2027-02-01T00:00:00Z', revokedAt: new Date('2027-02-02T00:00:00Z') },
      'REVOKED',
    ],
  ])('%s → %s', (_name, link, expected) => {
    expect(shareLinkStatus({ ...base, ...link }, NOW)).toBe(expected);
  });
});

describe('preFillMismatches', () => {
  const ada = { fullName: 'Ada Lovelace', emailId: 'ada@example.com' };
  it.each<[string, Parameters<typeof preFillMismatches>[0], typeof ada, string[]]>([
    ['nothing locked', { name: 'Bob', emailId: 'bob@example.com' }, ada, []],
    [
      'locked, same details',
      { disableChange: true, name: 'Ada Lovelace', emailId: 'ada@example.com' },
      ada,
      [],
    ],
    [
      'locked, same up to case and spaces',
      { disableChange: true, name: ' ada lovelace ', emailId: 'ADA@example.com' },
      ada,
      [],
    ],
    ['locked, other name', { disableChange: true, name: 'Bob' }, ada, ['attendee.fullName']],
    ['locked, other email', { disableChange: true, emailId: 'bob@example.com' }, ada, ['attendee.emailId']],
    [
      'locked, both differ',
      { disableChange: true, name: 'Bob', emailId: 'bob@example.com' },
      ada,
      ['attendee.fullName', 'attendee.emailId'],
    ],
    ['locked with only an email: any name', { disableChange: true, emailId: 'ada@example.com' }, ada, []],
    ['locked with nothing pre-filled', { disableChange: true }, ada, []],
  ])('%s', (_name, preFill, attendee, paths) => {
    expect(preFillMismatches(preFill, attendee).map((i) => i.path)).toEqual(paths);
  });

  it('names the expected person in the message', () => {
    expect(preFillMismatches({ disableChange: true, emailId: 'bob@example.com' }, ada)).toEqual([
      { path: 'attendee.emailId', message: 'This link is for bob@example.com' },
    ]);
  });
});
