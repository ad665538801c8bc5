import { expect, test } from '@playwright/test';
import { book, createEvent, createHost, hostPage, uniqueEmail, utcAt, xsrfHeaders } from './support-meetings';

/**
 * A host whose profile says UTC, day-first dates and a 24-hour clock works from a browser in
 * New York: every time they read or pick in the dashboard is in the profile's zone and formats,
 * labelled with the zone, so a rescheduled meeting lands exactly where it was picked.
 */

test('a host in a browser on another zone reschedules to the time they picked, in their profile zone', async ({
  playwright,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const host = await createHost(playwright, baseURL, 'UTC');
  const profile = await host.api.patch('/api/v1/bookings/agent/profile', {
    data: { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' },
    headers: await xsrfHeaders(host),
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const eventId = await createEvent(host, 'zone-call', { name: 'Zone call' });
  const start = utcAt(3, 10);
  const { meetingId } = await book(host, eventId, start, {
    fullName: 'Mary Jackson',
    emailId: uniqueEmail('mary'),
  });
  const link = await host.api.post('/api/v1/bookings/share-link', {
    data: { eventId, limit: 1 },
    headers: await xsrfHeaders(host),
  });
  expect(link.status(), await link.text()).toBe(201);

  const page = await hostPage(browser, host, 'America/New_York');
  const dayFirst = (iso: string) => {
    const [year, month, day] = iso.slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  };

  await page.goto('/app/calendar');
  await page.getByRole('button', { name: 'Zone call with Mary Jackson' }).click();
  const drawer = page.getByRole('dialog', { name: 'Zone call' });
  await expect(drawer.getByText('10:00 – 10:30')).toBeVisible();
  await expect(drawer.getByText(new RegExp(dayFirst(start)))).toBeVisible();
  await expect(drawer.getByText('UTC (GMT)')).toBeVisible();

  await drawer.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
  await expect(dialog.getByText('Your time zone, from your profile')).toBeVisible();
  await expect(dialog.getByText(/in UTC \(GMT\)/)).toBeVisible();
  await dialog.getByRole('button', { name: '14:00', exact: true }).click();
  await expect(dialog.getByText('14:00 – 14:30')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm reschedule' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(drawer.getByText('14:00 – 14:30')).toBeVisible();

  const detail = await host.api.get(`/api/v1/bookings/meet/meet/${meetingId}`);
  expect((await detail.json()).time).toBe(utcAt(3, 14));

  // The share links list writes dates the same way, with the zone.
  await page.goto(`/app/event-types/${eventId}?section=share-links`);
  const section = page.getByRole('region', { name: 'Share links' });
  const today = new Date().toISOString();
  await expect(section.getByText(new RegExp(`${dayFirst(today)}, \\d\\d:\\d\\d \\(UTC\\)`))).toBeVisible();
  await page.context().close();
});
