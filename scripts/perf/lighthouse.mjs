// Lighthouse 12.2.3 over the built site behind the gzip server, mobile preset (Lighthouse's default
// config), in Debian's Chromium with the same flags as playwright.config.ts. Used by
// tests/lighthouse.test.mjs (category scores and CLS, one run per page) and by bench (performance,
// median of several runs).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {startGzipServer} from '../serve-gzip.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../chromium.mjs';

export {CHROMIUM_FLAGS};

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Scores (0-100), CLS and the failing audits of one Lighthouse result. */
export function summarize(lhr) {
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
  );
  const failing = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  }
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    url: lhr.finalDisplayedUrl,
    status: lhr.audits['http-status-code']?.score === 0 ? 'error status' : 'ok',
    scores,
    cls: metric('cumulative-layout-shift'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
    failing,
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => ({
      source: item.source,
      description: item.description,
      url: item.sourceLocation?.url,
    })),
    runtimeError: lhr.runtimeError?.code,
  };
}

/**
 * Serves build/ with gzip on a free port, starts one Chromium, and runs Lighthouse `runs` times on
 * each page path. Resolves to {path: [summary, ...]}.
 */
export async function runLighthouse(paths, {runs = 1, dir = 'build', log = () => {}} = {}) {
  const server = await startGzipServer({dir, port: 0});
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const results = {};
  try {
    for (const path of paths) {
      results[path] = [];
      for (let i = 0; i < runs; i += 1) {
        const url = `${server.url}${path}`;
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          // The 404 page answers 404 on purpose; audit it anyway.
          ignoreStatusCode: true,
        });
        const summary = summarize(runner.lhr);
        log(`${path} run ${i + 1}/${runs}: ${JSON.stringify(summary.scores)} CLS ${summary.cls}`);
        results[path].push(summary);
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return results;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
