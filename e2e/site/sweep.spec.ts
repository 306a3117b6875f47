import {expect, test, type ConsoleMessage} from '@playwright/test';
import perf from '../../bench/page-types.json';
import {firstLoadCode, kib, measurePage, total, type Sizes} from '../perf/weight';
import {builtPage, gotoHydrated, isMermaidScript, sitemapPaths, watchRequests} from '../support';
import {WIDE, expectPhoneLayout, expectWideLayout, layoutPages} from './layout-checks';

// Every page of the sitemap, and the not-found page, opened in the browser as a reader lands on it:
// - it answers 200 (404 for the not-found page) without a redirect, and hydrates;
// - the browser logs no error or warning and no script throws: the seam between the server's HTML and
//   what the client renders (React logs a hydration mismatch as an error), and anything else that
//   goes wrong while a page starts;
// - every request it makes succeeds (no failed request, no error status but the not-found page's own);
// - it loads no Mermaid code unless it has a diagram (built HTML: `data-mermaid-pending`);
// - it talks to the site's own host only: no fonts, scripts, images, analytics or embeds from anyone
//   else. A request to another host fails the test;
// - it fetches at most maxPageKiB of bench/page-types.json before `load` (HTML+CSS+JS, gzip,
//   prefetches left out, cache disabled), the cap of every page type's budget (e2e/perf/weight.spec.ts)
//   on every page a reader can land on;
// - its layout holds on a wide screen and at a phone's size (./layout-checks.ts), the window narrowed
//   once the page has loaded.
// One visit per page serves every check: the site's pages are most of the browser suite's time.

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

// The pages whose HTML holds a diagram, drawn when the reader comes near it: the only ones that may
// load Mermaid.
const hasDiagram = (pagePath: string) =>
  pagePath !== NOT_FOUND_PATH && builtPage(pagePath)('[data-mermaid-pending]').length > 0;

const isIgnored = (message: ConsoleMessage, pagePath: string) =>
  IGNORED.some(({text, on}) => (on === undefined || on === pagePath) && text.test(message.text()));

// One page object walks through a share of the addresses: far cheaper than a browser context per
// address, and the shares run in parallel on the available workers.
const SHARES = 4;
const shares = Array.from({length: SHARES}, (_, i) => pages.filter((_, j) => j % SHARES === i));

test.use({viewport: WIDE});

test('the sitemap lists the pages to sweep, with docs pages, tables and code in tables', () => {
  expect(sitemapPaths()).toEqual(
    expect.arrayContaining(['/', '/docs/latest/', '/docs/v1/', '/docs/v0/', '/blog/']),
  );
  expect(layoutPages.docs).toBeGreaterThan(0);
  expect(layoutPages.tables).toBeGreaterThan(0);
  expect(layoutPages.codeTables).toBeGreaterThan(0);
});

for (const [index, share] of shares.entries()) {
  test(`share ${index + 1}/${SHARES}: each page answers, hydrates, logs no error or warning, requests its own host only, fetches at most ${perf.maxPageKiB} KiB gzip before load and keeps its layout wide and on a phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30_000 + share.length * 10_000);
    // A cold cache on every page: each one weighs what a reader's first visit fetches.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const sizesOf = new Map<string, Sizes>();
    const figures: {path: string; gzip: number}[] = [];
    const ownHost = new URL(baseURL!).host;
    let current = '';
    const problems: string[] = [];
    // Observed, not intercepted: routing every request through Playwright cost 160 ms a page
    // (2026-11-28). The machine that runs the suite has no internet, so such a request fails anyway.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.host !== ownHost) {
        problems.push(`${current}: request to another host: ${request.resourceType()} ${url.href}`);
      } else if (isMermaidScript(url.href) && !hasDiagram(current)) {
        problems.push(`${current}: loads Mermaid without a diagram: ${url.pathname}`);
      }
    });
    // page.on('request') does not see WebSockets.
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).host !== ownHost) {
        problems.push(`${current}: websocket to another host: ${socket.url()}`);
      }
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).host !== ownHost) return; // reported above
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
      // Opens the page and waits for `load`, noting what had arrived by then.
      const weight = await measurePage(page, pagePath, {idle: false, sizesOf});
      expect(weight.status, pagePath).toBe(pagePath === NOT_FOUND_PATH ? 404 : 200);
      expect(weight.redirected, `${pagePath} was redirected`).toBe(false);
      figures.push({path: pagePath, gzip: total(firstLoadCode(weight)).gzip});
      await expect(page.locator('html[data-has-hydrated="true"]'), pagePath).toBeAttached();
      // The page has loaded, hydrated, and every request it made on its own has ended.
      await idle();
      await expectWideLayout(page, pagePath);
      await expectPhoneLayout(page, pagePath);
    }
    expect(problems).toEqual([]);
    const over = figures
      .filter((f) => f.gzip > perf.maxPageKiB * 1024)
      .map((f) => `${f.path}: ${kib(f.gzip)} KiB`);
    expect(over, `pages over ${perf.maxPageKiB} KiB gzip before load`).toEqual([]);
  });
}

// The walk must count as a reader's first visit does: after other pages in the same tab, a page
// type weighs what weight.spec.ts, in a context of its own, finds for it.
test('a page weighs the same after other pages as on a first visit (the check can fail)', async ({
  page,
  browser,
}) => {
  const {path: docsPage} = perf.pages.find(({type}) => type === 'docs page')!;
  const fresh = await browser.newContext();
  const first = total(firstLoadCode(await measurePage(await fresh.newPage(), docsPage))).gzip;
  await fresh.close();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  const sizesOf = new Map<string, Sizes>();
  await measurePage(page, '/', {idle: false, sizesOf});
  const walked = total(
    firstLoadCode(await measurePage(page, docsPage, {idle: false, sizesOf})),
  ).gzip;
  // React DOM and Docusaurus's runtime alone are over 100 KiB: the walk counts the scripts.
  expect(walked).toBeGreaterThan(100 * 1024);
  expect(
    Math.abs(walked - first),
    `${kib(walked)} KiB walked, ${kib(first)} KiB first`,
  ).toBeLessThan(1024);
});

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
