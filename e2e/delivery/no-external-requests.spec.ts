import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// Readers' browsers talk to dev.tdex.network only: no fonts, scripts, images, analytics or embeds
// from anyone else. Every page of the sitemap and the 404 page is opened with every request
// intercepted; a request to any other host is blocked and fails the test.
const SITE_URL = 'https://dev.tdex.network';
const sitemap = readFileSync(path.join(process.cwd(), 'build', 'sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
  const url = new URL(match[1]);
  if (url.origin !== SITE_URL) throw new Error(`sitemap lists ${url.href}, outside ${SITE_URL}`);
  return url.pathname;
});
const NOT_FOUND_PATH = '/no-such-page-for-the-request-check/';
const allPaths = [...sitemapPaths, NOT_FOUND_PATH];

// One page object walks through a share of the addresses: far cheaper than a browser context per
// address, and the shares run in parallel on the available workers.
const SHARES = 4;
const shares = Array.from({length: SHARES}, (_, i) => allPaths.filter((_, j) => j % SHARES === i));

test('the sitemap lists the pages to check', () => {
  expect(sitemapPaths.length).toBeGreaterThan(20);
  expect(sitemapPaths).toEqual(
    expect.arrayContaining(['/', '/docs/latest/', '/docs/v1/', '/docs/v0/', '/blog/']),
  );
});

for (const [index, share] of shares.entries()) {
  test(`share ${index + 1}/${SHARES} of the sitemap and 404 pages requests its own host only`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30_000 + share.length * 10_000);
    const ownHost = new URL(baseURL!).host;
    const foreign: string[] = [];
    let current = '';
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host !== ownHost) {
        foreign.push(`${current}: ${route.request().resourceType()} ${url.href}`);
        return route.abort('blockedbyclient');
      }
      return route.continue();
    });
    // page.route does not see WebSockets.
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).host !== ownHost)
        foreign.push(`${current}: websocket ${socket.url()}`);
    });

    for (const pagePath of share) {
      current = pagePath;
      // Network idle: the page has loaded, hydrated and fetched whatever it fetches on its own.
      const response = await page.goto(pagePath, {waitUntil: 'networkidle'});
      expect(response?.status(), pagePath).toBe(pagePath === NOT_FOUND_PATH ? 404 : 200);
      await expect(page.locator('html[data-has-hydrated="true"]'), pagePath).toBeAttached();
    }
    expect(foreign).toEqual([]);
  });
}
