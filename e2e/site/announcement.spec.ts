import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, mainNavbar} from '../support';

const announcementBar = (page: Page) => page.getByRole('region', {name: 'Announcement'});
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('the announcement bar points at the v2 post, closes and stays closed @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const bar = announcementBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'Read the announcement'})).toHaveAttribute(
    'href',
    '/blog/announcing-tdex-v2/',
  );

  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
  // The id is derived from the announcement's content (see docusaurus.config.ts).
  expect(await stored(page, 'docusaurus.announcement.id')).toMatch(/^announcement-[0-9a-f]{8}$/);

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(bar).toBeHidden();

  await gotoHydrated(page, '/docs/v0/trader/cli/');
  await expect(bar).toBeHidden();
  await mainNavbar(page).getByRole('link', {name: 'TDEX logo Developer Portal'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a reader who closed an older announcement sees the new one', async ({page}) => {
  await gotoHydrated(page, '/');
  const currentId = await stored(page, 'docusaurus.announcement.id');
  expect(currentId).toMatch(/^announcement-[0-9a-f]{8}$/);
  // What a reader who closed a previous announcement has in storage.
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'announcement-00000000');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(announcementBar(page)).toBeVisible();
  expect(await stored(page, 'docusaurus.announcement.id')).toBe(currentId);
  expect(await stored(page, 'docusaurus.announcement.dismiss')).not.toBe('true');
});

test('a closed announcement does not flash before the page hydrates', async ({page}) => {
  await gotoHydrated(page, '/');
  await announcementBar(page).getByRole('button', {name: 'Close'}).click();
  await expect(announcementBar(page)).toBeHidden();
  // Without JavaScript only the server HTML and its inline scripts run.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/blog/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeAttached();
  await expect(bar).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
});
