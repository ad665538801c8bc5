import { expect, test } from '@playwright/test';
import { startFakeGraph } from '../../apps/server/test/fake-graph';
import { expectNoSeriousViolations } from '../support/axe';
import { connectCalendarAccount, hostWithConsult, timeButton } from '../support/calendar-accounts';

/**
 * A host connects Microsoft 365 through the consent page (the server talks to a local stand-in
 * of Microsoft's sign-in and Graph on E2E_MICROSOFT_PORT), picks which of its calendars count,
 * and the busy events of those calendars leave the public page.
 */
test.use({ timezoneId: 'UTC' });

test('a host connects Microsoft 365, picks the calendars that count, and their busy events leave the booking page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const graph = await startFakeGraph({ port: Number(process.env.E2E_MICROSOFT_PORT) });
  // A calendar shared with the host, read-only: it does not count until the host says so.
  graph.calendars.push({ id: 'AAMkFamily', name: 'Family', canEdit: false });
  try {
    const host = await hostWithConsult(page);
    const at = (time: string) => Date.parse(`${host.date}T${time}:00Z`);
    graph.store.add({ calendarId: 'AAMkCal1', start: at('10:00'), end: at('11:00'), free: false });
    graph.store.add({ calendarId: 'AAMkCal1', start: at('12:00'), end: at('13:00'), free: true });
    graph.store.add({ calendarId: 'AAMkFamily', start: at('14:00'), end: at('15:00'), free: false });
    const before = await host.openDay();
    await expect(timeButton(before, '10:00am')).toBeVisible();
    await expect(timeButton(before, '2:00pm')).toBeVisible();

    const card = await connectCalendarAccount(page, 'Microsoft 365 / Outlook', 'Microsoft');
    const calendars = card.getByRole('list', { name: 'Calendars of host@example.test' });
    await expect(calendars.getByText('Destination')).toBeVisible();
    await expect(card.getByText(/^Microsoft 365 \/ Outlook · Last read/)).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Check Calendar for conflicts' })).toBeChecked();
    const family = card.getByRole('switch', { name: 'Check Family for conflicts' });
    await expect(family).not.toBeChecked();
    await expectNoSeriousViolations(page);

    // The busy event of the counted calendar blocks its hour; the free one and the Family one do not.
    let times = await host.openDay();
    await expect(timeButton(times, '11:00am')).toBeVisible();
    await expect(timeButton(times, '10:00am')).toHaveCount(0);
    await expect(timeButton(times, '12:00pm')).toBeVisible();
    await expect(timeButton(times, '2:00pm')).toBeVisible();

    // The switch's input is visually hidden; the keyboard reaches it. A reload shows it was saved.
    await page.goto('/app/apps');
    await family.focus();
    await page.keyboard.press('Space');
    await expect(family).toBeChecked();
    await page.reload();
    await expect(family).toBeChecked();
    times = await host.openDay();
    await expect(timeButton(times, '1:00pm')).toBeVisible();
    await expect(timeButton(times, '2:00pm')).toHaveCount(0);
    await expect(timeButton(times, '10:00am')).toHaveCount(0);
  } finally {
    await graph.close();
  }
});
