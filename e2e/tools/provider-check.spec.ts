import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '../shared-page';
import {BUILD, ROOT, expectColorMode, gotoHydrated} from '../support';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  foreignOrigins,
  nextResult,
  recordRequests,
} from './support';

// The provider check (/tools/provider-check/) in Chromium, against fixture providers that answer as
// tdex-daemon's code does (tests/support/provider-fixtures.mjs: the project's v2 mock behind the
// daemon's CORS, and each state): what the page says for each state, that it sends nothing until the
// reader asks and then only to the address typed, and what it says where a browser cannot go.

const PAGE = '/tools/provider-check/';

type State = 'open' | 'closed' | 'unfunded' | 'nocors' | 'v1' | 'unreachable';
let providers: {urls: Record<State, string>; market: {baseAsset: string; quoteAsset: string}};
let fixtures: ChildProcess;

// The fixture providers run in their own process (an ES module, which Playwright cannot load here);
// it prints their addresses as one line of JSON.
test.beforeAll(async () => {
  fixtures = spawn(process.execPath, [path.join(ROOT, 'tests/support/provider-fixtures.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  providers = await new Promise((resolve, reject) => {
    let out = '';
    fixtures.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out));
    });
    fixtures.on('exit', (code) => reject(new Error(`the fixture providers stopped (${code})`)));
  });
});
test.afterAll(() => {
  fixtures?.kill('SIGTERM');
});

const results = (page: Page) => page.getByTestId('check-results');
const finding = (page: Page, id: string) =>
  results(page).locator(`li[data-rule^="answer-${id}-"], li[data-rule*="-${id}-"]`);

async function check(
  page: Page,
  endpoint: string,
  market?: {baseAsset: string; quoteAsset: string},
) {
  await page.getByTestId('check-endpoint').fill(endpoint);
  if (market) {
    await page.locator('summary').filter({hasText: 'not listed'}).click();
    await page.getByTestId('check-base').fill(market.baseAsset);
    await page.getByTestId('check-quote').fill(market.quoteAsset);
  }
  await nextResult(results(page), () =>
    page.getByRole('button', {name: 'Check', exact: true}).click(),
  );
}

// [state, the finding the page must show, its status]
const STATES: [string, string, string][] = [
  ['closed', 'closed', 'fail'],
  ['unfunded', 'unfunded', 'fail'],
  ['v1', 'v1', 'fail'],
  ['nocors', 'cors', 'fail'],
  ['unreachable', 'unreachable', 'fail'],
];

test('an open, funded market passes: listed, priced, previewed both ways; plain http is flagged', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, PAGE);
  const requests = recordRequests(page);
  await page.getByTestId('check-endpoint').fill(providers.urls.open);
  // Typing sends nothing.
  expect(foreignOrigins(requests, [new URL(baseURL!).origin])).toEqual([]);
  await nextResult(results(page), () =>
    page.getByRole('button', {name: 'Check', exact: true}).click(),
  );
  const market = page.getByTestId('check-market');
  await expect(market).toHaveCount(1);
  await expect(market.locator('li[data-status="fail"]')).toHaveCount(0);
  await expect(market.locator('li[data-status="pass"]')).toHaveCount(3);
  await expect(finding(page, 'no-tls')).toHaveAttribute('data-status', 'warn');
  await expect(finding(page, 'protocol')).toHaveAttribute('data-status', 'pass');
  // Requests went to this site (its code) and to the endpoint typed, nowhere else.
  expect(foreignOrigins(requests, [new URL(baseURL!).origin, providers.urls.open])).toEqual([]);
  expect(requests.some((r) => r.url().startsWith(`${providers.urls.open}/v2/trade/preview`))).toBe(
    true,
  );
});

for (const [state, id, status] of STATES) {
  test(`a provider in state "${state}" gets the finding ${id}, with the page that fixes it`, async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, PAGE);
    const requests = recordRequests(page);
    await check(
      page,
      providers.urls[state as State],
      state === 'closed' ? providers.market : undefined,
    );
    const item = finding(page, id);
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-status', status);
    await expect(item.getByRole('link')).toHaveAttribute('href', /^\/docs\/latest\//);
    // The first failure first.
    await expect(results(page).locator('li').first()).toHaveAttribute('data-status', 'fail');
    expect(
      foreignOrigins(requests, [new URL(baseURL!).origin, providers.urls[state as State]]),
    ).toEqual([]);
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

/** Serves build/ as https://dev.tdex.network, the published address: an https page. */
async function openOverHttps(page: Page, sitePath: string): Promise<void> {
  await page.route('https://dev.tdex.network/**', (route) => {
    const {pathname} = new URL(route.request().url());
    let file = path.join(BUILD, decodeURIComponent(pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return route.fulfill({status: 404, body: ''});
    return route.fulfill({
      status: 200,
      body: readFileSync(file),
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
  });
  await page.goto(`https://dev.tdex.network${sitePath}`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

test('from the https site, an http endpoint and an onion address are explained, and nothing is sent', async ({
  page,
}) => {
  await openOverHttps(page, PAGE);
  const requests = recordRequests(page);
  await check(page, 'http://203.0.113.7:9945');
  await expect(page.getByTestId('check-blocked')).toHaveAttribute('data-kind', 'mixed');
  await expect(page.getByTestId('check-blocked')).toContainText('mixed content');
  await expect(page.getByTestId('check-blocked')).toContainText(
    'curl -s -X POST http://203.0.113.7:9945/v2/markets',
  );
  await expect(finding(page, 'no-tls')).toHaveAttribute('data-status', 'fail');
  const onion = `http://${'x'.repeat(56)}.onion:80`;
  await check(page, onion);
  await expect(page.getByTestId('check-blocked')).toHaveAttribute('data-kind', 'onion');
  await expect(page.getByTestId('check-blocked')).toContainText('--socks5-hostname');
  expect(foreignOrigins(requests, ['https://dev.tdex.network'])).toEqual([]);
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations with results, details and an error shown in ${mode} mode`, async ({
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, `${PAGE}?docusaurus-theme=${mode}`);
    await expectColorMode(page, mode);
    await page.locator('summary').filter({hasText: 'What it checks'}).click();
    await check(page, providers.urls.unfunded);
    await expect(page.getByTestId('check-market')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await check(page, 'provider.example.com');
    await expect(page.getByTestId('check-error')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('works by keyboard: type the endpoint, check, read the result', async ({page}) => {
  await gotoHydrated(page, PAGE);
  await page.getByTestId('check-endpoint').focus();
  await page.keyboard.insertText(providers.urls.v1);
  await page.keyboard.press('Tab');
  await expect(page.locator('summary').filter({hasText: 'not listed'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Check', exact: true})).toBeFocused();
  await nextResult(results(page), () => page.keyboard.press('Enter'));
  await expect(results(page)).toBeFocused();
  await expect(finding(page, 'v1')).toBeVisible();
});

test('on a phone (390x844) the form and the findings fit the screen @phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('button', {name: 'Check', exact: true})).toBeInViewport();
  await check(page, providers.urls.nocors);
  await expect(finding(page, 'cors')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
