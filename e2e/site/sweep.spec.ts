import {expect, test, type ConsoleMessage} from '@playwright/test';
import {gotoHydrated, sitemapPaths, watchRequests} from '../support';

// Every page of the sitemap, and the not-found page, opened in the browser as a reader lands on it:
// - it answers 200 (404 for the not-found page) without a redirect, and hydrates;
// - the browser logs no error or warning and no script throws: the seam between the server's HTML and
//   what the client renders (React logs a hydration mismatch as an error), and anything else that
//   goes wrong while a page starts;
// - every request it makes succeeds (no failed request, no error status but the not-found page's own);
// - it talks to the site's own host only: no fonts, scripts, images, analytics or embeds from anyone
//   else. Every request is intercepted; one to another host is blocked and fails the test.

const NOT_FOUND_PATH = '/no-such-page-for-the-sweep/';
const pages = [...sitemapPaths(), NOT_FOUND_PATH];

// Console messages that are not faults of the page, each with why. Keep it empty if at all possible.
const IGNORED: {text: RegExp; on?: string; why: string}[] = [
  {
    // Chromium logs the 404 status of the document itself; answering 404 is the point of that page.
    text: /Failed to load resource: the server responded with a status of 404/,
    on: NOT_FOUND_PATH,
    why: 'the not-found page answers 404 on purpose',
  },
];

const isIgnored = (message: ConsoleMessage, pagePath: string) =>
  IGNORED.some(({text, on}) => (on === undefined || on === pagePath) && text.test(message.text()));

// One page object walks through a share of the addresses: far cheaper than a browser context per
// address, and the shares run in parallel on the available workers.
const SHARES = 4;
const shares = Array.from({length: SHARES}, (_, i) => pages.filter((_, j) => j % SHARES === i));

test('the sitemap lists the pages to sweep', () => {
  expect(sitemapPaths()).toEqual(
    expect.arrayContaining(['/', '/docs/latest/', '/docs/v1/', '/docs/v0/', '/blog/']),
  );
});

for (const [index, share] of shares.entries()) {
  test(`share ${index + 1}/${SHARES}: each page answers, hydrates, logs no error or warning and requests its own host only`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30_000 + share.length * 10_000);
    const ownHost = new URL(baseURL!).host;
    let current = '';
    const problems: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host !== ownHost) {
        problems.push(
          `${current}: request to another host: ${route.request().resourceType()} ${url.href}`,
        );
        return route.abort('blockedbyclient');
      }
      return route.continue();
    });
    // page.route does not see WebSockets.
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).host !== ownHost) {
        problems.push(`${current}: websocket to another host: ${socket.url()}`);
      }
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).host !== ownHost) return; // blocked above, already reported
      // Cancelled by the browser, not failed by the site: moving on to the next address aborts the
      // prefetches of linked pages still in flight. A missing file answers 404 (checked below).
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.push(
        `${current}: request failed: ${request.url()} (${request.failure()?.errorText})`,
      );
    });
    page.on('response', (response) => {
      const status = response.status();
      const isNotFoundPage = current === NOT_FOUND_PATH && response.request().isNavigationRequest();
      if (status >= 400 && !isNotFoundPage) {
        problems.push(`${current}: ${status} for ${response.url()}`);
      }
    });
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type()) || isIgnored(message, current)) return;
      problems.push(`${current}: console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      problems.push(`${current}: uncaught ${error.name}: ${error.message}`),
    );

    const {idle} = watchRequests(page);
    for (const pagePath of share) {
      current = pagePath;
      const response = await page.goto(pagePath);
      expect(response?.status(), pagePath).toBe(pagePath === NOT_FOUND_PATH ? 404 : 200);
      expect(response?.request().redirectedFrom(), `${pagePath} was redirected`).toBeNull();
      await expect(page.locator('html[data-has-hydrated="true"]'), pagePath).toBeAttached();
      // The page has loaded, hydrated, and every request it made on its own has ended.
      await idle();
    }
    expect(problems).toEqual([]);
  });
}

test('the sweep sees a console error, a warning and a thrown error (the check can fail)', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) seen.push(message.type());
  });
  page.on('pageerror', () => seen.push('pageerror'));
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    console.error('planted error');
    console.warn('planted warning');
    setTimeout(() => {
      throw new Error('planted throw');
    });
  });
  await expect.poll(() => [...seen].sort()).toEqual(['error', 'pageerror', 'warning']);
});
