import {expect, test} from '@playwright/test';
import {expectColorMode, gotoHydrated, mainNavbar} from '../support';

// The reader's system asks for light: the portal must still start dark (system preference not followed).
test.use({colorScheme: 'light'});

const TOGGLE_NAME = /Switch between dark and light mode/;

test('the site is dark by default even when the system prefers light @mobile', async ({page}) => {
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true);
  await expectColorMode(page, 'dark');
  // Not just the attribute: the page is painted with the dark background.
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  ).toBe('rgb(11, 11, 11)');
  // Nothing was stored: the default is not a choice the reader made.
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  // Client navigation and other pages keep it.
  await page.getByRole('contentinfo').getByRole('link', {name: 'Trader', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/latest\/trader\/intro\/$/);
  await expectColorMode(page, 'dark');
  await gotoHydrated(page, '/docs/v0/');
  await expectColorMode(page, 'dark');
});

test('the toggle is stored under `theme`, applied on reload and in a second tab', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/docs/latest/');
  const secondTab = await context.newPage();
  await gotoHydrated(secondTab, '/blog/');
  await expectColorMode(secondTab, 'dark');

  await mainNavbar(page).getByRole('button', {name: TOGGLE_NAME}).click();
  await expectColorMode(page, 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  // Infima's light background is transparent (the canvas is white); the text color tells the modes apart.
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(28, 30, 33)');
  // The other tab follows without a reload.
  await expectColorMode(secondTab, 'light');

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expectColorMode(page, 'light');
  await gotoHydrated(page, '/docs/v1/');
  await expectColorMode(page, 'light');

  // And back from the second tab.
  await mainNavbar(secondTab).getByRole('button', {name: TOGGLE_NAME}).click();
  await expectColorMode(secondTab, 'dark');
  await expectColorMode(page, 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the stored choice is applied before the page hydrates (no flash of the wrong mode)', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  // Block the JS bundles: whatever color the page has now comes from the HTML's inline script.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/blog/');
  await expectColorMode(page, 'light');
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
});

test('the `docusaurus-theme` URL parameter switches the mode', async ({page}) => {
  await gotoHydrated(page, '/docs/latest/?docusaurus-theme=light');
  await expectColorMode(page, 'light');
  await gotoHydrated(page, '/docs/latest/?docusaurus-theme=dark');
  await expectColorMode(page, 'dark');
});
