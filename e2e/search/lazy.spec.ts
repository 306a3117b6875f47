import {test, expect, type Page, type Response} from '@playwright/test';
import {
  gotoHydrated,
  isSearchIndex,
  SEARCH_CODE_MARKERS,
  searchBox,
  watchRequests,
} from '../support';

// The search code and index load only when the reader starts a search.

async function searchCodeIn(responses: Response[]): Promise<string[]> {
  const found: string[] = [];
  for (const response of responses) {
    if (!response.url().endsWith('.js')) continue;
    const body = (await response.body().catch(() => Buffer.alloc(0))).toString();
    if (SEARCH_CODE_MARKERS.some((marker) => body.includes(marker))) found.push(response.url());
  }
  return found;
}

// What the page asks for from now on; `idle()` waits until every request so far has ended.
function record(page: Page): {
  requests: string[];
  responses: Response[];
  idle: () => Promise<void>;
} {
  const log = {requests: [] as string[], responses: [] as Response[]};
  page.on('request', (r) => log.requests.push(r.url()));
  page.on('response', (r) => log.responses.push(r));
  return {...log, idle: watchRequests(page).idle};
}

for (const path of ['/', '/docs/v0/', '/blog/']) {
  test(`${path}: no search index or search code before the first interaction`, async ({page}) => {
    const log = record(page);
    await gotoHydrated(page, path);
    await log.idle();
    expect(log.requests.filter(isSearchIndex)).toEqual([]);
    expect(await searchCodeIn(log.responses)).toEqual([]);

    // Hovering the box is enough to start: the search code and this version's index arrive.
    const before = log.responses.length;
    await searchBox(page).hover();
    const expectedIndex = path.startsWith('/docs/v0/')
      ? '/docs/v0/search-index.json'
      : '/search-index.json';
    await expect
      .poll(() => log.requests.filter(isSearchIndex).map((u) => new URL(u).pathname))
      .toEqual([expectedIndex]);
    await log.idle();
    expect((await searchCodeIn(log.responses.slice(before))).length).toBeGreaterThan(0);
  });
}

test('client-side navigation does not load search either', async ({page}) => {
  const log = record(page);
  await gotoHydrated(page, '/docs/latest/');
  await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await log.idle();
  expect(log.requests.filter(isSearchIndex)).toEqual([]);
  expect(await searchCodeIn(log.responses)).toEqual([]);
});
