#!/usr/bin/env node
// Finds the Caddy reverse proxy the bare-metal deployment test runs behind: CADDY_PATH, else
// /usr/bin/caddy; installs Debian's package when running as root with apt, otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CADDY_PATH || '/usr/bin/caddy';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.CADDY_PATH && isRoot && hasApt) {
  console.log('Caddy not found; installing Debian’s caddy package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Caddy was not found at ${path}.\n` +
    'Install it (Debian/Ubuntu: `sudo apt-get install caddy`) or set CADDY_PATH to a caddy binary.',
);
process.exit(1);
