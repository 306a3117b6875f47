import {expect, test, type Response} from '@playwright/test';
import {gzipSync} from 'node:zlib';
import perf from '../../bench/page-types.json';
import {firstLoadCode, kib, measurePage, total} from '../perf/weight';
import {gotoHydrated} from '../support';

// The builder tools keep the site's first-load rule (issue 21): HTML+CSS+JS before `load` within
// maxPageKiB of bench/page-types.json, and nothing from other hosts. The inspector's decoder and the
// provider check's logic load only on first use: no page, the tools' own included, fetches them on
// its first load. Each test notes its figures (KiB gzip) as an annotation, for the bench.

const TOOL_PAGES = ['/tools/', '/tools/swap-inspector/', '/tools/provider-check/'];
// Strings that survive minification, one in each tool's lazily loaded logic.
const MARKERS = {
  'the swap inspector': 'refuses the call with INVALID_ARGUMENT',
  'the provider check': 'it lists open markets only',
};

for (const pagePath of TOOL_PAGES) {
  test(`${pagePath} stays within the first-load budget and fetches only from the site`, async ({
    page,
    baseURL,
  }) => {
    const weight = await measurePage(page, pagePath);
    expect(weight.status).toBe(200);
    const sum = total(firstLoadCode(weight));
    test
      .info()
      .annotations.push({type: 'KiB gzip before load', description: String(kib(sum.gzip))});
    console.log(`${pagePath}: ${kib(sum.gzip)} KiB gzip before load`);
    expect(sum.gzip).toBeLessThanOrEqual(perf.maxPageKiB * 1024);
    const origin = new URL(baseURL!).origin;
    expect(
      weight.requestedUrls.filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin),
    ).toEqual([]);
  });
}

/** Every script body the page fetches from now on. */
function scriptsOf(
  page: import('@playwright/test').Page,
): Promise<{url: string; body: Buffer}[]>[] {
  const bodies: Promise<{url: string; body: Buffer}[]>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(
        response
          .body()
          .then((body) => [{url: response.url(), body}])
          .catch(() => []),
      );
  });
  return bodies;
}

test('the tools’ logic is in no page’s first load, and loads on first use (its size noted)', async ({
  page,
}) => {
  test.slow();
  const pages = [...TOOL_PAGES, ...perf.pages.filter((p) => !p.status).map((p) => p.path)];
  for (const pagePath of pages) {
    const pending = scriptsOf(page);
    await page.goto(pagePath, {waitUntil: 'load'});
    const scripts = (await Promise.all(pending)).flat();
    for (const [what, marker] of Object.entries(MARKERS)) {
      const holders = scripts.filter((s) => s.body.includes(marker)).map((s) => s.url);
      expect(holders, `${what} in the first load of ${pagePath}`).toEqual([]);
    }
    page.removeAllListeners('response');
  }

  await gotoHydrated(page, '/tools/swap-inspector/');
  const pending = scriptsOf(page);
  await page.getByRole('button', {name: 'SwapAccept', exact: true}).click();
  await expect(page.getByTestId('inspector-recognized')).toBeVisible();
  const lazy = (await Promise.all(pending)).flat();
  expect(lazy.some((s) => s.body.includes(MARKERS['the swap inspector']))).toBe(true);
  const gzip = lazy.reduce((n, s) => n + gzipSync(s.body, {level: 6}).length, 0);
  test
    .info()
    .annotations.push({type: 'inspector lazy chunks, KiB gzip', description: String(kib(gzip))});
  console.log(
    `swap inspector code loaded on first use: ${lazy.length} scripts, ${kib(gzip)} KiB gzip`,
  );
});
