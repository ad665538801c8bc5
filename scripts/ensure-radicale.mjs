#!/usr/bin/env node
// Finds the Radicale CalDAV server the calendar tests run against: RADICALE_PATH, else
// /usr/bin/radicale; installs Debian's package when running as root with apt, otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.RADICALE_PATH || '/usr/bin/radicale';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.RADICALE_PATH && isRoot && hasApt) {
  console.log('Radicale not found; installing Debian’s radicale package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq radicale', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Radicale was not found at ${path}.\n` +
    'Install it (Debian/Ubuntu: `sudo apt-get install radicale`) or set RADICALE_PATH to a radicale binary.',
);
process.exit(1);
