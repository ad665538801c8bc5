import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * A host adds a webhook endpoint under Apps & integrations, keeps its secret, sends a test event
 * and finds it in the endpoint's delivery log. The receiver runs on 127.0.0.2, which the test
 * server allows (WEBHOOK_ALLOWED_HOSTS) while the rest of loopback stays blocked.
 */
test('a host adds a webhook endpoint, sends a test event and sees it in the delivery log', async ({
  page,
}) => {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('thanks');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
  const url = `http://127.0.0.2:${(server.address() as AddressInfo).port}/kairos`;

  try {
    await signUp(page);
    await page.goto('/app/apps');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await expect(card.getByText('No endpoints yet.')).toBeVisible();

    await card.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('Endpoint URL').fill('http://10.0.0.5/hooks');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Pick at least one trigger')).toBeVisible();
    await dialog.getByLabel('Booking created').check();
    await dialog.getByLabel('Booking cancelled').check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(
      dialog.getByText('Use a public address; private and reserved ones are not reached'),
    ).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await secretDialog.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expectNoSeriousViolations(page);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const endpoints = card.getByRole('list', { name: 'Webhook endpoints' });
    await expect(endpoints.getByText(url)).toBeVisible();
    await expect(endpoints.getByText('Booking created · Booking cancelled')).toBeVisible();

    await card.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test delivered: HTTP 200' })).toBeVisible();
    const log = card.getByRole('region', { name: `Delivery log of ${url}` });
    const row = log.getByRole('row', { name: /webhook\.test/ });
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(row.getByText('HTTP 200')).toBeVisible();

    expect(received).toHaveLength(1);
    const [message] = received;
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const signed = `${message?.headers['webhook-id']}.${message?.headers['webhook-timestamp']}.${message?.body}`;
    expect(message?.headers['webhook-signature']).toBe(
      `v1,${createHmac('sha256', key).update(signed).digest('base64')}`,
    );
    expect(JSON.parse(message?.body ?? '{}')).toMatchObject({ type: 'webhook.test', version: '1' });

    await row.getByRole('button', { name: /^Redeliver/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message queued again' })).toBeVisible();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]?.headers['webhook-id']).toBe(message?.headers['webhook-id']);

    await card.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(card.getByText('No endpoints yet.')).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an open delivery log scrolls inside its box, not the page', async ({ page }) => {
    const server = createServer((_req, res) => res.end('thanks'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
    const url = `http://127.0.0.2:${(server.address() as AddressInfo).port}/kairos`;
    try {
      await signUp(page);
      await page.goto('/app/apps');
      const card = page.getByRole('region', { name: 'Webhooks' });
      await card.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await dialog.getByLabel('Endpoint URL').fill(url);
      await dialog.getByLabel('Booking created').check();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await page
        .getByRole('dialog', { name: 'Signing secret' })
        .getByRole('button', { name: 'Done' })
        .click();

      await card.getByRole('button', { name: `Send test event to ${url}` }).click();
      const log = card.getByRole('region', { name: `Delivery log of ${url}` });
      await expect(log.getByRole('row', { name: /webhook\.test/ })).toBeVisible();
      // The log's table is wider than a phone: it scrolls in its own box, the page stays 375 px wide.
      expect(await log.locator('.overflow-x-auto').evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
