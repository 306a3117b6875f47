// Lighthouse 12.2.3, mobile preset, each page type of bench/page-types.json once, behind the gzip
// server (scripts/serve-gzip.mjs, checked by serve-gzip.test.mjs):
// accessibility, best practices and SEO at 100 and no layout shift. These do not depend on machine
// speed; the performance score does, so `npm run bench` reports it (median of 5) and this does not
// enforce it. About 10-20 s per page on a 2-core machine.
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {runLighthouse} from '../../scripts/perf/lighthouse.mjs';
import {BUILD, ROOT, assertBuilt, readJson} from '../support/site.mjs';

const perf = readJson(path.join(ROOT, 'bench/page-types.json'));

// A page that answers 404 on purpose fails two audits by definition: SEO's "page has a successful
// HTTP status code", and best practices' "no errors in the console", where Chromium logs the 404 of
// the document itself. Those two are checked to fail for that reason only; everything else must pass.
const INHERENT_TO_404 = {seo: ['http-status-code'], 'best-practices': ['errors-in-console']};

let results;
before(async () => {
  assertBuilt();
  // The three categories and CLS only: without the performance category's other audits (its
  // screenshots and timing simulations) and the full-page screenshot: 98 s instead of 125 s for the
  // nine page types alone (2026-11-28).
  results = await runLighthouse(
    perf.pages.map((p) => p.path),
    {
      dir: BUILD,
      log: (line) => console.log(`# lighthouse ${line}`),
      categories: ['accessibility', 'best-practices', 'seo'],
      audits: ['cumulative-layout-shift'],
      fullPageScreenshot: false,
    },
  );
});

for (const {type, path: pagePath, status} of perf.pages) {
  test(`Lighthouse ${type} (${pagePath}): accessibility, best practices, SEO 100 and CLS 0`, () => {
    const [run] = results[pagePath];
    assert.equal(run.runtimeError, undefined, `Lighthouse ran (${run.runtimeError})`);
    assert.equal(run.cls, 0, `cumulative layout shift ${run.cls}`);
    const is404 = status === 404;
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      const allowed = is404 ? (INHERENT_TO_404[category] ?? []) : [];
      const failing = run.failing[category].filter((id) => !allowed.includes(id));
      assert.deepEqual(failing, [], `${category} audits failing on ${pagePath}`);
      if (!is404 || allowed.length === 0) {
        assert.equal(run.scores[category], 100, `${category} score on ${pagePath}`);
      }
    }
    if (is404) {
      assert.ok(
        run.failing.seo.includes('http-status-code'),
        'the page answers with an error status',
      );
      const consoleErrors = run.consoleErrors ?? [];
      const others = consoleErrors.filter(
        (e) =>
          !(e.source === 'network' && e.url === run.url && /status of 404/.test(e.description)),
      );
      assert.deepEqual(others, [], 'console errors other than the 404 of the page itself');
    }
  });
}
