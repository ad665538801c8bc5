import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { createEvent, createForm, hostFor, when } from '../support/routing-forms';

/**
 * The routing form builder as a host uses it: create a form, add questions, build three rules
 * (one with an ANY group nested in an ALL group), reorder them, then read the responses and
 * export them as CSV.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

async function addQuestion(page: Page, text: string, type: string, options: string[] = []) {
  await page.getByRole('button', { name: 'Add a question' }).click();
  const editor = page.getByRole('list', { name: 'Questions' }).getByRole('listitem').last();
  await editor.getByLabel('Question', { exact: true }).fill(text);
  await editor.getByLabel('Answer type').selectOption({ label: type });
  for (const [index, option] of options.entries()) {
    if (index > 0) await editor.getByRole('button', { name: 'Add an option' }).click();
    await editor.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
}

test('a host builds a form with three rules, reorders them, and reads and exports the responses', async ({
  page,
}, testInfo) => {
  const account = await signUp(page);
  const host = hostFor(page.request, '');
  const me = await host.call<{ workspace: { accessLink: string } }>('GET', '/agent/info');
  await createEvent({ ...host, accessLink: me.workspace.accessLink }, 'Sales call', 'sales-call');
  expect(account.emailId).toContain('@');

  await page.goto('/app/routing-forms');
  await expect(page.getByRole('heading', { name: 'Routing forms' })).toBeVisible();
  await expect(page.getByText('No routing forms yet')).toBeVisible();
  await page.getByRole('button', { name: 'New routing form' }).click();
  await page.getByLabel('Name').fill('Lead triage');
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(/\/app\/routing-forms\/[^/?]+/);
  const formId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await addQuestion(page, 'City', 'Short text');
  await addQuestion(page, 'Team size', 'Single choice (radio)', ['Small', 'Medium', 'Large']);
  // The preview shows the questions as visitors will see them.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByLabel('City')).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Team size' })).toBeVisible();
  // Creating the form said the same; let that toast go so the next one is the save's own.
  await expect(page.getByText('Form submitted successfully!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('builder-questions-1280.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByText('No rules yet')).toBeVisible();

  // Rule 1: City is Pune → a message.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Condition 1: question').selectOption({ label: 'City' });
  await page.getByLabel('Condition 1: value').fill('Pune');
  await page.getByRole('radio', { name: /Message/ }).check();
  await page.getByLabel('Message title').fill('See you in Pune');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Form submitted successfully!').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rules' }).getByRole('listitem')).toHaveCount(1);

  // Rule 2: City is Mumbai and (Team size is Small or Team size is Large) → a website.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Condition 1: question').selectOption({ label: 'City' });
  await page.getByLabel('Condition 1: value').fill('Mumbai');
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByLabel('Group at level 2: match').selectOption('ANY');
  await page.getByLabel('Condition 1 (level 2): question').selectOption({ label: 'Team size' });
  await page.getByLabel('Condition 1 (level 2): value').selectOption('Small');
  await page
    .getByRole('group', { name: 'Group at level 2' })
    .getByRole('button', { name: 'Add condition' })
    .click();
  await page.getByLabel('Condition 2 (level 2): question').selectOption({ label: 'Team size' });
  await page.getByLabel('Condition 2 (level 2): value').selectOption('Large');
  await page.getByRole('radio', { name: /Website/ }).check();
  await page.getByRole('textbox', { name: 'Website address' }).fill('https://example.com/mumbai');
  await page.screenshot({ path: testInfo.outputPath('builder-rule-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('list', { name: 'Rules' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Rules' })).toContainText(
    'If City is “Mumbai” and (Team size is “Small” or Team size is “Large”)',
  );

  // Rule 3: Team size is Medium → the booking page.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Condition 1: question').selectOption({ label: 'Team size' });
  await page.getByLabel('Condition 1: value').selectOption('Medium');
  await page.getByRole('radio', { name: /Booking page/ }).check();
  await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Sales call' });
  await page.getByRole('button', { name: 'Save rule' }).click();
  const rules = page.getByRole('list', { name: 'Rules' }).getByRole('listitem');
  await expect(rules).toHaveCount(3);
  await expect(rules.nth(2)).toContainText('Sales call');

  // Move rule 3 to the top with the keyboard, then rule 2 below it by dragging.
  await page.getByRole('button', { name: 'Reorder Rule 3' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(rules.nth(0)).toContainText('Sales call');
  await expect(rules.nth(1)).toContainText('See you in Pune');
  await rules.nth(2).dragTo(rules.nth(1));
  await expect(rules.nth(1)).toContainText('https://example.com/mumbai');
  await expect
    .poll(async () => {
      const list = await host.call<{ conditions: Array<{ label: string; isDefault: boolean }> }>(
        'GET',
        `/routing/${formId}/conditions/list`,
      );
      return list.conditions.map((rule) => rule.label);
    })
    .toEqual(['Sales call', 'https://example.com/mumbai', 'See you in Pune', 'Form submitted !']);
  await expectNoSeriousViolations(page);

  // Visitors answer through the public API; the host reads the responses.
  const form = await host.call<{ slug: string; questions: Array<{ questionId: string; content: string }> }>(
    'GET',
    `/routing/form/${formId}`,
  );
  const public_ = await host.call<{ appId: string }>(
    'GET',
    `/website/routing-form/${form.slug}?accessLink=${me.workspace.accessLink}`,
  );
  const id = (content: string) => form.questions.find((q) => q.content === content)?.questionId ?? '';
  for (const [city, size] of [
    ['Pune', 'Small'],
    ['Mumbai', 'Large'],
  ]) {
    await host.call('POST', '/website/routing-form', {
      appId: public_.appId,
      slug: form.slug,
      questionAnswers: [
        { questionId: id('City'), question: 'City', type: 'ONE_LINE', answer: city },
        { questionId: id('Team size'), question: 'Team size', type: 'RADIO', answer: size },
      ],
    });
  }

  await page.getByRole('tab', { name: 'Responses' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Mumbai');
  await expect(table.getByRole('row').nth(1)).toContainText('https://example.com/mumbai');
  await expect(table.getByRole('row').nth(2)).toContainText('See you in Pune');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('builder-responses-1280.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(String(await (await downloading).path()), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('City');
  expect(lines[0]).toContain('Team size');
  expect(csv).toContain('Mumbai');
  expect(csv).toContain('Pune');
  expect(csv).toContain('https://example.com/mumbai');

  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(page.getByRole('textbox', { name: 'Public link' })).toHaveValue(
    new RegExp(`/form/${me.workspace.accessLink}/${form.slug}$`),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['Questions', 'Rules', 'Share', 'Responses']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.screenshot({
      path: testInfo.outputPath(`builder-${tab.toLowerCase()}-375.png`),
      fullPage: true,
    });
  }

  // The list finds the form, and deleting asks first.
  await page.goto('/app/routing-forms');
  await page.getByLabel('Search routing forms').fill('triage');
  await expect(page.getByRole('link', { name: 'Lead triage' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('builder-list-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Delete Lead triage' }).click();
  await page.getByRole('button', { name: 'Delete form' }).click();
  await expect(page.getByText('No routing forms match your search.')).toBeVisible();
});

test('the routing logic shows in the host’s preview only, with the rule the preview’s answers match', async ({
  page,
}) => {
  await signUp(page);
  const me = await hostFor(page.request, '').call<{ workspace: { accessLink: string } }>(
    'GET',
    '/agent/info',
  );
  const host = hostFor(page.request, me.workspace.accessLink);
  const form = await createForm(
    host,
    {
      name: 'Preview logic',
      slug: 'preview-logic',
      questions: [{ questionId: 'city', content: 'City', type: 'ONE_LINE' }],
    },
    [
      {
        condition: when('city', 'equals', 'Pune'),
        redirect: { type: 'CUSTOM_MESSAGE', title: 'See you in Pune', body: '<p>Soon.</p>' },
      },
    ],
  );

  await page.goto(`/app/routing-forms/${form._id}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  const panel = preview.getByRole('region', { name: 'ROUTING LOGIC' });
  await expect(panel.getByRole('listitem')).toHaveText([/See you in Pune/, /Form submitted !/]);
  await preview.getByLabel('City').fill('Pune');
  await preview.getByRole('button', { name: 'Submit' }).click();
  const matched = panel.locator('[aria-current="true"]');
  await expect(matched).toContainText('See you in Pune');
  await expect(matched).toContainText('Matched');
  await preview.getByLabel('City').fill('Delhi');
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expect(matched).toContainText('Form submitted !');

  // Turned off, the panel leaves the preview too.
  const showLogic = page.getByRole('switch', { name: /^Show the routing logic in your preview/ });
  await showLogic.focus();
  await page.keyboard.press('Space');
  await expect(showLogic).not.toBeChecked();
  await expect(panel).toHaveCount(0);

  // The visitor's page never shows it.
  await page.goto(`/form/${me.workspace.accessLink}/preview-logic`);
  await expect(page.getByLabel('City')).toBeVisible();
  await expect(page.getByRole('region', { name: 'ROUTING LOGIC' })).toHaveCount(0);
});
