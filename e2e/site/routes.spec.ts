import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support';

// Addresses outside the sitemap (every sitemap page is opened by sweep.spec.ts; the not-found page is
// errors.spec.ts).

test('the search results page answers 200', async ({request}) => {
  expect((await request.get('/search/', {maxRedirects: 0})).status()).toBe(200);
});

test('an address without its trailing slash is redirected to the page', async ({page}) => {
  await gotoHydrated(page, '/docs/v1/trader/app');
  expect(new URL(page.url()).pathname).toBe('/docs/v1/trader/app/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
