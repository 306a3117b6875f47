import {expect, test} from '@playwright/test';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import perf from '../../bench/page-types.json';
import {sitemapPaths} from '../support';
import {firstLoadCode, kib, measurePage, total} from './weight';

// The cap of bench/page-types.json (maxPageKiB) holds on every page a reader can land on, not only on
// the page types that weight.spec.ts samples: every address of the sitemap, and the not-found page.
// Counted as there: HTML+CSS+JS complete before `load`, gzip, prefetches left out, cache disabled.
// Each worker's page walks through a share of the addresses without waiting for network idle, so the
// whole site costs about a second per page on an idle machine.

const NOT_FOUND_PATH = '/no-such-page-for-the-weight-check/';
const pages = [...sitemapPaths(), NOT_FOUND_PATH];
const SHARES = 2;
const shares = Array.from({length: SHARES}, (_, i) => pages.filter((_, j) => j % SHARES === i));
const REPORT_DIR = process.env.WEIGHT_REPORT_DIR;

for (const [index, share] of shares.entries()) {
  test(`share ${index + 1}/${SHARES}: every page fetches at most ${perf.maxPageKiB} KiB gzip before load`, async ({
    page,
  }) => {
    // About a second a page on an idle machine; the ceiling allows for a loaded one.
    test.setTimeout(60_000 + share.length * 15_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const gzipOf = new Map<string, number>();
    const figures: {path: string; status: number; gzip: number}[] = [];
    for (const pagePath of share) {
      const weight = await measurePage(page, pagePath, {idle: false, gzipOf});
      figures.push({
        path: pagePath,
        status: weight.status,
        gzip: total(firstLoadCode(weight)).gzip,
      });
    }
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, {recursive: true});
      writeFileSync(
        path.join(REPORT_DIR, `every-page-${index + 1}.json`),
        JSON.stringify(figures, null, 2),
      );
    }
    const wrongStatus = figures
      .filter((f) => f.status !== (f.path === NOT_FOUND_PATH ? 404 : 200))
      .map((f) => `${f.path}: HTTP ${f.status}`);
    expect(wrongStatus).toEqual([]);
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
  const gzipOf = new Map<string, number>();
  await measurePage(page, '/', {idle: false, gzipOf});
  const walked = total(
    firstLoadCode(await measurePage(page, docsPage, {idle: false, gzipOf})),
  ).gzip;
  // React DOM and Docusaurus's runtime alone are over 100 KiB: the walk counts the scripts.
  expect(walked).toBeGreaterThan(100 * 1024);
  expect(
    Math.abs(walked - first),
    `${kib(walked)} KiB walked, ${kib(first)} KiB first`,
  ).toBeLessThan(1024);
});
