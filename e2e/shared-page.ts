// `test` for specs that only open pages and read them: each worker keeps one browser page and hands
// it to test after test, instead of a new browser context per test. A page opened in a warm tab loads
// about three times faster than in a new context on a loaded 2-core machine (measured: 8 pages in
// 9.5 s against 26.5 s), and these specs open one page per case. Each test keeps its own name and
// verdict. Between tests the page loses what a test can leave behind: its routes, listeners,
// cookies and storage, viewport and colour scheme. A spec that needs a page set up before it loads
// (addInitScript), permissions or a context of its own keeps Playwright's own `test`.
// After a failed test Playwright starts a new worker, so a failure never leaves its page to the next.
import {test as base, type Page} from '@playwright/test';

// Everything else as @playwright/test has it, so a spec changes only the module it imports from.
export * from '@playwright/test';

export const test = base.extend<{page: Page}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      // The project's device (desktop or Pixel 7) and address, as Playwright's own context gets them.
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL} =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({workerPage: page, viewport, colorScheme, baseURL}, use) => {
    // What the test asked for (test.use), or the project's defaults.
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme: colorScheme ?? 'light'});
    await use(page);
    await page.unrouteAll({behavior: 'ignoreErrors'});
    page.removeAllListeners();
    // Close any other tab the test opened in the shared context.
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.context().clearCookies();
    // Local storage (colour mode, preferred docs version, a dismissed announcement) belongs to the
    // site's origin; session storage to the tab. Clear both on a page of the site.
    if (!page.url().startsWith(baseURL!)) await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
});
