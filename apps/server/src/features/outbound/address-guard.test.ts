import { describe, expect, it } from 'vitest';
import { isAllowedAddress, normalizeAddress, parseAllowList } from './address-guard.ts';

const none = parseAllowList([]);

describe('isAllowedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '192.0.2.10',
    '::',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:10.0.0.1]',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, none)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:85e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address, none)).toBe(true);
  });

  it('lets WEBHOOK_ALLOWED_HOSTS open chosen addresses and ranges, and only those', () => {
    const allow = parseAllowList(['10.0.0.0/8', '127.0.0.2', 'fd12::/16', 'hooks.internal']);
    expect(isAllowedAddress('10.20.30.40', allow)).toBe(true);
    expect(isAllowedAddress('::ffff:10.20.30.40', allow)).toBe(true);
    expect(isAllowedAddress('127.0.0.2', allow)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', allow)).toBe(false);
    expect(isAllowedAddress('fd12::5', allow)).toBe(true);
    expect(isAllowedAddress('fd13::5', allow)).toBe(false);
    expect(allow.hostnames.has('hooks.internal')).toBe(true);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1', 4],
    ['::ffff:7f00:1', '127.0.0.1', 4],
    ['[2001:db8::1]', '2001:db8:0:0:0:0:0:1', 6],
    ['1.2.3.4', '1.2.3.4', 4],
  ])('reads %s as %s', (input, address, family) => {
    expect(normalizeAddress(input)).toEqual({ address, family });
  });
});
