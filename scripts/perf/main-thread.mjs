// Main-thread cost of opening a page, in Chromium with the CPU slowed down 4x (as Lighthouse's mobile
// preset does): total blocking time, the longest task and the time until the page has hydrated.
// Used by scripts/bench.mjs, which runs it over the shipped build and a baseline build, interleaved.
//
// Each run opens the page in a fresh browser context (empty cache) served by the gzip server. Long
// tasks come from a PerformanceObserver registered before any page script runs. The window ends once
// the page has hydrated and then stayed free of long tasks for QUIET_MS, so work that hydration
// schedules right after (effects, lazy chunks) is counted too.
//
// TBT here is Lighthouse's definition applied to that window: the sum of (duration - 50 ms) over the
// long tasks that start after First Contentful Paint. Lighthouse stops at Time to Interactive, which
// its own simulation estimates; this one observes, so the figures are close but not identical.
/* global window, document, MutationObserver */
import {chromium} from '@playwright/test';
import {CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from '../chromium.mjs';

export const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;
const MAX_WAIT_MS = 30_000;

const OBSERVE = () => {
  const tasks = [];
  window.__tdexLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({start: e.startTime, duration: e.duration});
  }).observe({type: 'longtask', buffered: true});
  // The <html> element does not exist yet when this runs: watch the whole document.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-has-hydrated')) {
      window.__tdexHydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  // Elements the client runtime adds to or removes from the app's DOM while it hydrates: 0 when it
  // adopts the server's DOM as it is. Counted from the end of parsing (before any deferred script
  // runs) until the page has hydrated, in the order the changes happened.
  window.__tdexChurn = 0;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('__docusaurus');
    const elements = (nodes) => [...nodes].filter((n) => n.nodeType === 1).length;
    const churn = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          churn.disconnect();
          return;
        }
        window.__tdexChurn += elements(record.addedNodes) + elements(record.removedNodes);
      }
    });
    if (root) churn.observe(root, {childList: true, subtree: true});
    churn.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
};

/**
 * Resolves once `expression` is true in the page, asked from outside every `intervalMs` (CDP
 * Runtime.evaluate of one expression). Not Playwright's waitForFunction: the script it injects into
 * the page runs 40-70 ms at 4x CPU, a long task of the harness's own that TBT would count.
 */
async function pollPage(cdp, expression, intervalMs) {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const {result} = await cdp.send('Runtime.evaluate', {expression, returnByValue: true});
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `list` rotated left by `by` places: the interleaving order of the builds for one page visit. */
export const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

/**
 * One measured visit. Resolves to {tbt, longest, hydrated, fcp, cpu (main thread), processCpu
 * (renderer process), all in ms; tasks; churn (elements)}.
 */
async function visit(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await cdp.send('Performance.enable');
    await page.addInitScript(OBSERVE);
    await page.goto(url, {waitUntil: 'load', timeout: MAX_WAIT_MS});
    await pollPage(cdp, 'window.__tdexHydratedAt !== undefined', 100);
    // Quiet: no long task has ended in the last QUIET_MS.
    await pollPage(
      cdp,
      `(() => {
        const tasks = window.__tdexLongTasks;
        const lastEnd = Math.max(window.__tdexHydratedAt, ...tasks.map((t) => t.start + t.duration));
        return performance.now() - lastEnd >= ${QUIET_MS};
      })()`,
      250,
    );
    // CPU time of the page's main thread so far (the renderer's ThreadTime): unlike the task
    // durations behind TBT, it barely moves when other processes share the machine's cores.
    const {metrics} = await cdp.send('Performance.getMetrics');
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
    const cpu = {threadTime: metric('ThreadTime'), processTime: metric('ProcessTime')};
    const figures = await page.evaluate(() => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const tasks = window.__tdexLongTasks;
      const afterFcp = tasks.filter((t) => t.start >= fcp);
      return {
        tbt: afterFcp.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        longest: Math.max(0, ...tasks.map((t) => t.duration)),
        hydrated: window.__tdexHydratedAt,
        churn: window.__tdexChurn,
        fcp,
        tasks: tasks.length,
      };
    });
    return {...figures, cpu: cpu.threadTime, processCpu: cpu.processTime};
  } finally {
    await context.close();
  }
}

/**
 * Measures every path on every build, `runs` times, interleaved: run 1 visits page A on build X then
 * build Y, page B on X then Y, ...; the order of the builds rotates by one at every page and run
 * (`rotate`), so that no build always goes first (with two builds, it swaps). `firstRun` numbers the
 * first run, for runs added to an earlier measurement.
 * `builds` is [{label, url}] (each url the origin of a server for that build).
 * Resolves to {[label]: {[path]: [visit, ...]}}.
 */
export async function measureMainThread(
  builds,
  paths,
  {runs = 3, firstRun = 0, log = () => {}} = {},
) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_FLAGS,
  });
  const results = Object.fromEntries(builds.map(({label}) => [label, {}]));
  try {
    for (let run = firstRun; run < firstRun + runs; run += 1) {
      for (const [page, path] of paths.entries()) {
        for (const {label, url} of rotate(builds, run * paths.length + page)) {
          const result = await visit(browser, `${url}${path}`);
          (results[label][path] ??= []).push(result);
          log(
            `${label} ${path} run ${run + 1}/${firstRun + runs}: TBT ${Math.round(result.tbt)} ms, longest ${Math.round(result.longest)} ms, hydrated ${Math.round(result.hydrated)} ms, main-thread CPU ${Math.round(result.cpu)} ms, ${result.churn} elements added or removed while hydrating`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
