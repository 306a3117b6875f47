import {test, expect} from '@playwright/test';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import perf from '../../bench/page-types.json';
import {firstLoadCode, idleCode, kib, measurePage, total} from './weight';

// The page-weight budgets: HTML+CSS+JS that a first visit fetches before the `load` event,
// gzip, with search enabled, on every page type: its own budget (React's figure in the bench plus at
// most 5%, bench/page-types.json), and never over maxPageKiB. `npm run bench` runs this file with WEIGHT_REPORT_DIR
// set to collect the figures (raw, gzip, brotli; before load and by network idle).
const MAX_ASSET = perf.maxAssetKiB * 1024;
const REPORT_DIR = process.env.WEIGHT_REPORT_DIR;

for (const {type, path: pagePath, status, budgetKiB} of perf.pages) {
  test(`${type} (${pagePath}) stays within the first-load budget and fetches only from the site`, async ({
    page,
    baseURL,
  }) => {
    const weight = await measurePage(page, pagePath, {brotli: Boolean(REPORT_DIR)});
    expect(weight.status, 'HTTP status of the page').toBe(status ?? 200);

    const code = firstLoadCode(weight);
    const sum = total(code);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, {recursive: true});
      const file = path.join(REPORT_DIR, `${type.replace(/\W+/g, '-')}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          {
            type,
            path: pagePath,
            beforeLoad: sum,
            idle: total(idleCode(weight)),
            prefetch: total(weight.fetched.filter((f) => f.prefetch)),
            fetched: weight.fetched,
          },
          null,
          2,
        ),
      );
    }
    const listing = code.map((f) => `${kib(f.gzip)} KiB ${new URL(f.url).pathname}`).join('\n');
    expect(code.some((f) => f.kind === 'js')).toBe(true);
    const budget = Math.min(budgetKiB, perf.maxPageKiB);
    expect(
      sum.gzip,
      `${type}: ${kib(sum.gzip)} KiB gzip before load (budget ${budget} KiB):\n${listing}`,
    ).toBeLessThanOrEqual(budget * 1024);

    // No web font or image over 50 KiB on first load (everything up to network idle).
    const heavy = weight.fetched.filter(
      (f) => (f.kind === 'font' || f.kind === 'image') && f.raw > MAX_ASSET,
    );
    expect(heavy.map((f) => `${f.url} ${kib(f.raw)} KiB`)).toEqual([]);

    // No request to any host but the site's own.
    const origin = new URL(baseURL!).origin;
    const foreign = weight.requestedUrls.filter(
      (u) => /^https?:/.test(u) && new URL(u).origin !== origin,
    );
    expect(foreign).toEqual([]);
  });
}
