import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses Kairos may reach at an address someone typed (a webhook endpoint, a CalDAV
 * server, a calendar feed). Everything private to the server's own network
 * is refused: loopback, RFC 1918 and unique-local ranges, link-local (and so the cloud metadata
 * services at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, multicast, documentation,
 * benchmarking and reserved ranges. IPv6 forms that carry an IPv4 address (mapped, compatible,
 * NAT64) are judged by that IPv4 address.
 */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [net, prefix] of BLOCKED_V4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of BLOCKED_V6) blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  const numbers = groups.map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : Number.NaN));
  return numbers.some(Number.isNaN) ? null : numbers;
}

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`). */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroesThrough4 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  const mapped = zeroesThrough4 && g5 === 0xffff;
  const compatible = zeroesThrough4 && g5 === 0 && (g6 !== 0 || g7 > 1);
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (!mapped && !compatible && !nat64) return null;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** An address in the canonical form the checks use: IPv4 dotted, or IPv6 with its IPv4 unwrapped. */
export function normalizeAddress(address: string): { address: string; family: 4 | 6 } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return { address: bare, family: 4 };
  const groups = ipv6Groups(bare);
  if (!groups) return null;
  const v4 = embeddedIpv4(groups);
  if (v4) return { address: v4, family: 4 };
  return { address: groups.map((g) => g.toString(16)).join(':'), family: 6 };
}

/**
 * Addresses and names a self-hoster lets Kairos reach despite the rules (`WEBHOOK_ALLOWED_HOSTS`
 * for webhooks, `CALENDAR_ALLOWED_HOSTS` for hosts' calendars).
 */
export interface AllowList {
  networks: BlockList;
  hostnames: Set<string>;
}

/** Reads allow-list entries: IP addresses, CIDR ranges or host names. */
export function parseAllowList(entries: readonly string[] = []): AllowList {
  const networks = new BlockList();
  const hostnames = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [net = '', prefix] = entry.split('/');
    const address = normalizeAddress(net);
    if (address) {
      const bits = prefix === undefined ? (address.family === 4 ? 32 : 128) : Number(prefix);
      networks.addSubnet(address.address, bits, address.family === 4 ? 'ipv4' : 'ipv6');
    } else {
      hostnames.add(entry.toLowerCase());
    }
  }
  return { networks, hostnames };
}

/** Whether Kairos may connect to this address (unparseable means no). */
export function isAllowedAddress(address: string, allow: AllowList): boolean {
  const normal = normalizeAddress(address);
  if (!normal) return false;
  const type = normal.family === 4 ? 'ipv4' : 'ipv6';
  if (allow.networks.check(normal.address, type)) return true;
  return !blocked.check(normal.address, type);
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  /** `purpose` names what may not reach it, in the message: webhooks, calendar connections. */
  constructor(host: string, address?: string, purpose = 'webhooks') {
    super(
      address && address !== host
        ? `${host} resolves to ${address}, a private or reserved address that ${purpose} may not reach`
        : `${host} is a private or reserved address that ${purpose} may not reach`,
    );
    this.name = 'BlockedAddressError';
  }
}

export type Resolver = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request`: resolves the name, refuses the connection if any answer is a
 * blocked address, and otherwise hands back exactly the addresses it checked — so the socket
 * connects to what was checked, and a name that re-resolves elsewhere later (DNS rebinding)
 * gains nothing.
 */
export function guardedLookup(
  allow: AllowList,
  resolve: Resolver = dnsLookup as unknown as Resolver,
  purpose?: string,
) {
  return (hostname: string, options: { all?: boolean } | number, callback: LookupCallback): void => {
    resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const trusted = allow.hostnames.has(hostname.toLowerCase());
      const bad = addresses.find((a) => !trusted && !isAllowedAddress(a.address, allow));
      if (bad || addresses.length === 0) {
        return callback(new BlockedAddressError(hostname, bad?.address, purpose), []);
      }
      if (typeof options === 'object' && options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
