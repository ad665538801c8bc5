import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_SCRIPT_MAX_AGE_SECONDS, registerWebApp, withBookingsOrigin } from './web-app.ts';

describe('the built web app', () => {
  const app = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kairos-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>K</title></head><body></body></html>');
    writeFileSync(join(dist, 'embed.js'), '(function(){})();');
    writeFileSync(join(dist, 'assets', 'embed-abc123.js'), '(function(){})();');
    await registerWebApp(app, dist, { bookingsOrigin: 'https://book.example.com' });
  });
  afterAll(() => app.close());

  it('serves /embed.js as a script with a short cache, not the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(`public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`);
    expect(res.body).toBe('(function(){})();');
  });

  it('serves the versioned script for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/embed-abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('tells the page the public bookings origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/acme/intro' });
    expect(res.body).toContain('<meta name="kairos-bookings-origin" content="https://book.example.com" />');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('escapes the origin it writes into the page', () => {
    expect(withBookingsOrigin('<head></head>', 'https://a"b')).toContain('content="https://a&#34;b"');
    expect(withBookingsOrigin('<head></head>', undefined)).toBe('<head></head>');
  });
});
