import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {sitemapPaths} from './support';

test('every page of the sitemap answers 200 with its own HTML', async ({request}) => {
  const paths = sitemapPaths();
  // The exact list is checked in tests/routes.test.mjs; here a sanity floor keeps this from passing on an empty sitemap.
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(
      new RegExp(`rel="?canonical"?[^>]*href="?https://dev\\.tdex\\.network${path}"?[ />]`),
    );
  }
});

test('the search results page answers 200', async ({request}) => {
  expect((await request.get('/search/', {maxRedirects: 0})).status()).toBe(200);
});

for (const path of ['/no/such/page/', '/docs/', '/docs/latest/provider/daemon/no-such-page/']) {
  test(`${path} answers 404 with the not-found page @mobile`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
    // The not-found page keeps the site's navbar and footer, so the reader can go on from there.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
}

test('an address without its trailing slash is redirected to the page', async ({page}) => {
  await gotoHydrated(page, '/docs/v1/trader/app');
  expect(new URL(page.url()).pathname).toBe('/docs/v1/trader/app/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
