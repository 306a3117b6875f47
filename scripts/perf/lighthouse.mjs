// Lighthouse 12.2.3 over the built site behind the gzip server, mobile preset (Lighthouse's default
// config), in Debian's Chromium with the same flags as playwright.config.ts. Used by
// tests/perf/lighthouse.test.mjs (category scores and CLS, one run per page) and by bench (performance,
// median of several runs).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {startGzipServer} from '../serve-gzip.mjs';
import {rotate} from './main-thread.mjs';
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
    // Lighthouse's measure of the machine's speed: its simulated 4x CPU multiplies the time each task
    // took on this machine, so a slower machine scores lower for the same page.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * Runs Lighthouse `runs` times on each page path, in one Chromium. Without `targets`, it serves `dir`
 * with gzip on a free port and resolves to {path: [summary, ...]}. With `targets` ([{label, url}],
 * servers already running), it visits each path on every target in turn, the order of the targets
 * rotating by one at every page and run (with two targets, it swaps), and resolves to
 * {label: {path: [summary, ...]}}. `firstRun` numbers the first run (runs added to earlier ones).
 * `categories` and `audits` choose what runs; `fullPageScreenshot: false` leaves out the screenshot of
 * the whole page that only the HTML report shows.
 */
export async function runLighthouse(
  paths,
  {
    runs = 1,
    firstRun = 0,
    dir = 'build',
    targets,
    log = () => {},
    categories = CATEGORIES,
    audits,
    fullPageScreenshot = true,
  } = {},
) {
  const server = targets ? null : await startGzipServer({dir, port: 0});
  const list = targets ?? [{label: 'site', url: server.url}];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const results = Object.fromEntries(list.map(({label}) => [label, {}]));
  try {
    for (let i = firstRun; i < firstRun + runs; i += 1) {
      for (const [page, path] of paths.entries()) {
        for (const {label, url} of rotate(list, i * paths.length + page)) {
          const runner = await lighthouse(`${url}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
            // Audits run besides those of the categories (`onlyAudits` adds to `onlyCategories`).
            onlyAudits: audits,
            disableFullPageScreenshot: !fullPageScreenshot,
            // The 404 page answers 404 on purpose; audit it anyway.
            ignoreStatusCode: true,
          });
          const summary = summarize(runner.lhr);
          log(
            `${targets ? `${label} ` : ''}${path} run ${i + 1}/${firstRun + runs}: ${JSON.stringify(summary.scores)}${summary.tbt === undefined ? '' : ` TBT ${Math.round(summary.tbt)} ms`} CLS ${summary.cls}`,
          );
          (results[label][path] ??= []).push(summary);
        }
      }
    }
  } finally {
    await chrome.kill();
    await server?.close();
  }
  return targets ? results : results.site;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
