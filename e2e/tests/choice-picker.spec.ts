import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { type ApiHost, type CreatedForm, createForm, signUpHost } from '../support/routing-forms';

/**
 * The choice picker of a DROPDOWN question (spec sections 2, 5 and 9): a dropdown on larger
 * screens and a bottom sheet on phones, the question's placeholder, type-ahead whose letters are
 * forgotten after a second, and an empty option refused when the question is saved.
 */

test.describe.configure({ timeout: 60_000 });

let host: ApiHost;
let form: CreatedForm;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  host = await signUpHost(api);
  form = await createForm(host, {
    name: 'Picker',
    slug: 'picker',
    title: 'Pick a colour',
    questions: [
      {
        questionId: 'colour',
        content: 'Colour',
        type: 'DROPDOWN',
        listItems: ['Black', 'Blue', 'Brown', 'Green', 'Grey'],
        required: true,
      },
    ],
  });
});

async function openForm(page: Page) {
  await page.goto(`/form/${host.accessLink}/${form.slug}`);
  await expect(page.getByRole('heading', { name: 'Pick a colour' })).toBeVisible();
  return page.getByRole('combobox', { name: 'Colour' });
}

test('a dropdown above the phone breakpoint, with the placeholder and keyboard choice', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const picker = await openForm(page);
  await expect(picker).toHaveText('Choose from list');
  // The question's picker is no native select (the page's language picker at the foot is one).
  await expect(page.getByRole('group', { name: 'Pick a colour' }).locator('select')).toHaveCount(0);

  await picker.click();
  const list = page.getByRole('listbox', { name: 'Colour' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option')).toHaveText(['Black', 'Blue', 'Brown', 'Green', 'Grey']);
  // A dropdown hangs under its control, as wide as it; not a sheet along the screen's bottom.
  const control = await picker.boundingBox();
  const panel = await list.boundingBox();
  expect(panel && control && panel.y).toBeGreaterThanOrEqual((control?.y ?? 0) + (control?.height ?? 0));
  expect(Math.round(panel?.width ?? 0)).toBeLessThanOrEqual(Math.round(control?.width ?? 0));

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveText('Blue');
  await expect(list).toBeHidden();
  await expect(picker).toBeFocused();
});

test('type-ahead gathers letters typed together and starts again after a second', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const picker = await openForm(page);
  await picker.focus();
  await page.keyboard.type('gre', { delay: 50 });
  await expect(picker).toHaveText('Green');
  await page.keyboard.type('y');
  await expect(picker).toHaveText('Grey');
  await page.waitForTimeout(1100);
  await page.keyboard.type('br', { delay: 50 });
  await expect(picker).toHaveText('Brown');

  // In the open list the letters move the highlight, and Enter picks it.
  await page.waitForTimeout(1100);
  await picker.press('Enter');
  await page.keyboard.type('bl', { delay: 50 });
  await expect(page.getByRole('option', { name: 'Black' })).toHaveClass(/bg-/);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveText('Black');
});

test('a bottom sheet on a phone, at most 70% of the screen high', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const picker = await openForm(page);
  await picker.click();
  const list = page.getByRole('listbox', { name: 'Colour' });
  await expect(list).toBeVisible();
  const sheet = await list.locator('..').boundingBox();
  expect(sheet?.x).toBe(0);
  expect(sheet?.width).toBe(375);
  expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(700);
  expect(sheet?.height ?? 0).toBeLessThanOrEqual(700 * 0.7 + 1);
  await list.getByRole('option', { name: 'Green' }).click();
  await expect(picker).toHaveText('Green');
  await expect(list).toBeHidden();
});

test('the event editor refuses an empty option with a clear message at the option', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'New event type' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New event type' });
  await dialog.getByLabel('Name').fill('Plans');
  await dialog.getByLabel('Duration').fill('30');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();

  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question', { exact: true }).fill('Which plan?');
  await page.getByLabel('Answer type').selectOption('DROPDOWN');
  await page.getByRole('button', { name: 'Add an option' }).click();
  const second = page.getByRole('textbox', { name: 'Option 2' });
  await second.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAccessibleDescription('An option cannot be empty: type its label or remove it');
});
