import {test, expect, type Page, type Response} from '@playwright/test';
import perf from '../../bench/page-types.json';
import {gotoHydrated, SEARCH_CODE_MARKERS, searchBox, watchRequests} from '../support';

// plugins/perf/compile-hints.ts: the scripts that render a route ask Chromium to compile all their
// functions while they download, off the main thread. Code that a component loads on demand (the
// search box, Mermaid, Prism, the not-found page's suggestions) does not, since most of it never
// runs. The figures are in bench/README.md (decision 7).
const HINT = '//# allFunctionsCalledOnLoad';

function scriptResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') responses.push(r);
  });
  return responses;
}

const hinted = async (response: Response): Promise<boolean> =>
  (await response.body()).toString().startsWith(`${HINT}\n`);

const pathOf = (response: Response): string => new URL(response.url()).pathname;

for (const {type, path: pagePath} of perf.pages) {
  test(`${type} (${pagePath}): main.js and the scripts of its route carry the compile hint`, async ({
    page,
  }) => {
    // main.js sets window.docusaurus and, in the same task, preloads the route: it requests every
    // chunk the route renders with. Scripts requested by the end of that task are the route's;
    // later ones are loaded on demand by a component (the not-found page's suggestions, say).
    await page.addInitScript(() => {
      let value: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => value,
        set(next) {
          value = next;
          setTimeout(() => {
            (window as {routeRequested?: number}).routeRequested = performance.now();
          });
        },
      });
    });
    const scripts = scriptResponses(page);
    await gotoHydrated(page, pagePath);
    const requested = await page.evaluate(() => {
      const {routeRequested} = window as {routeRequested?: number};
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < routeRequested!)
        .map((e) => new URL(e.name).pathname);
    });
    const route = scripts.filter((r) => requested.includes(pathOf(r)));
    expect(route.map(pathOf), 'main.js and route chunks').toContainEqual(
      expect.stringMatching(/\/main\.[0-9a-f]+\.js$/),
    );
    expect(route.length, 'main.js and route chunks').toBeGreaterThan(2);
    const missing: string[] = [];
    for (const response of route) {
      // A part the server rendered whose code loads on demand (the 404's body) is requested early
      // by src/clientModules/onDemand.ts, in the same task; it is not a route script.
      const onDemand = (await response.body()).includes('"data-on-demand":');
      if (!onDemand && !(await hinted(response))) missing.push(pathOf(response));
    }
    expect(missing).toEqual([]);
  });
}

test('a navigation loads hinted route scripts; the search box code loads without the hint', async ({
  page,
}) => {
  const {idle} = watchRequests(page);
  await gotoHydrated(page, '/docs/latest/');
  await idle();

  const navigation = scriptResponses(page);
  await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await idle();
  const routeScripts: string[] = [];
  for (const response of navigation)
    if (await hinted(response)) routeScripts.push(pathOf(response));
  expect(routeScripts.length, 'hinted scripts among those the blog route loaded').toBeGreaterThan(
    0,
  );

  const search = scriptResponses(page);
  await searchBox(page).hover();
  await expect
    .poll(async () => {
      const code: boolean[] = [];
      for (const response of search) {
        const body = (await response.body()).toString();
        if (SEARCH_CODE_MARKERS.some((marker) => body.includes(marker)))
          code.push(body.startsWith(HINT));
      }
      return code.length > 0 && !code.includes(true);
    }, 'the search code arrives, without the hint')
    .toBe(true);
});
