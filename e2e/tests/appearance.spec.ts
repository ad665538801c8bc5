import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';

/** The workspace's brand, chosen with a live preview, reaches its public listing. */

const API = '/api/v1/bookings';

/** Flips a switch from the keyboard, pressing again only while it has not flipped. */
async function toggle(page: Page, name: string) {
  const control = page.getByRole('switch', { name });
  const before = await control.isChecked();
  await expect(async () => {
    if ((await control.isChecked()) === before) {
      await control.focus();
      await page.keyboard.press('Space');
    }
    await expect(control).toBeChecked({ checked: !before, timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** A PNG of the given size, drawn by the browser. */
async function pngOf(page: Page, width: number, height: number, name: string) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#0f766e';
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('a brand colour and logo chosen in Appearance show on the public listing', async ({ page, browser }) => {
  await signUp(page);
  const accessLink = (await (await page.request.get(`${API}/agent/info`)).json()).workspace.accessLink;

  await page.goto('/app/appearance');
  await toggle(page, 'Use my colours');
  await page.getByLabel('Brand colour', { exact: true }).fill('#0F766E');
  // An image too large is refused before it is sent; one that fits is uploaded.
  await page.getByLabel('Logo', { exact: true }).setInputFiles(await pngOf(page, 2400, 40, 'huge.png'));
  await expect(page.getByText('Image dimensions should not exceed 2000x2000 pixels').first()).toBeVisible();
  await page.getByLabel('Logo', { exact: true }).setInputFiles(await pngOf(page, 120, 40, 'brand.png'));
  const preview = page.getByRole('figure', { name: 'Preview of your public page' });
  await expect(preview.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
    'src',
    /\/file\/public\/.+brand\.png$/,
  );
  const logoUrl = (await preview.getByRole('img', { name: 'Your logo' }).getAttribute('src')) ?? '';
  // Light text on the default white background is hard to read: the page says so.
  await page.getByLabel('Text colour', { exact: true }).fill('#DDDDDD');
  await expect(page.getByRole('list', { name: 'Contrast warnings' })).toContainText('aim for at least 4.5:1');
  await page.getByRole('button', { name: 'Clear' }).last().click();
  await expect(page.getByRole('list', { name: 'Contrast warnings' })).toHaveCount(0);
  await toggle(page, 'Show “Powered by Kairos”');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${accessLink}/`);
  const logo = visitor.getByRole('img', { name: /logo$/ });
  await expect(logo).toHaveAttribute('src', logoUrl);
  // The visitor's browser really loads it: a lasting public address, no session needed.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  const brand = await visitor
    .locator('[style*="--pb-brand"]')
    .first()
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--pb-brand').trim());
  expect(brand).toBe('#0f766e');
  await expect(visitor.getByText('Powered by Kairos')).toHaveCount(0);
  await visitorContext.close();
});

test('at 1280 px the colour fields sit side by side without covering each other or their Clear buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await page.goto('/app/appearance');
  await toggle(page, 'Use my colours');
  for (const label of ['Brand colour', 'Background', 'Text colour']) {
    await page.getByLabel(label, { exact: true }).fill('#0F766E');
  }
  const boxOf = async (locator: ReturnType<Page['getByLabel']>) => {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    if (!box) throw new Error('no box');
    return box;
  };
  const brandHex = await boxOf(page.getByLabel('Brand colour', { exact: true }));
  const backgroundPicker = await boxOf(page.getByLabel('Background picker'));
  const apart =
    brandHex.x + brandHex.width <= backgroundPicker.x || brandHex.y + brandHex.height <= backgroundPicker.y;
  expect(apart, 'the brand hex box stays clear of the Background picker').toBe(true);
  // Each Clear button is the element under its own centre: nothing lies on top of it.
  for (const name of ['Clear brand colour', 'Clear background', 'Clear text colour']) {
    const clear = page.getByRole('button', { name });
    const box = await boxOf(clear);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    expect(onTop).toBe(name);
  }
  await page.getByRole('button', { name: 'Clear background' }).click();
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('');
});
