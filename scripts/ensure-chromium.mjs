#!/usr/bin/env node
// Finds Chromium for the end-to-end tests: CHROME_PATH, else /usr/bin/chromium; installs Debian's
// package when running as root with apt, otherwise says how to install it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.CHROME_PATH && isRoot && hasApt) {
  console.log('Chromium not found; installing Debian’s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}.\n` +
    'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
