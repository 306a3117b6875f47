import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  BUILD,
  assertV0OnlyWordInBuild,
  builtPage,
  COMMON_WORD,
  gotoHydrated,
  noResults,
  realSearchBox,
  results,
  searchBox,
  sitemapPaths,
  V0_HIT_URL,
  V0_ONLY_WORD,
} from '../support';

test.beforeAll(() => {
  assertV0OnlyWordInBuild();
});

test('a word of the 0.9.1 docs only is found from a 0.9.1 page', async ({page}) => {
  await gotoHydrated(page, '/docs/v0/');
  await searchBox(page).click();
  await page.keyboard.type(V0_ONLY_WORD);
  await expect(results(page).first()).toBeVisible();
  await expect(noResults(page)).toHaveCount(0);
  // The hit is the 0.9.1 page, opened with the term to highlight.
  await results(page).first().click();
  await expect(page).toHaveURL(V0_HIT_URL);
});

test('the same word is not found from a latest page, where other words are', async ({page}) => {
  await gotoHydrated(page, '/docs/latest/');
  await searchBox(page).click();
  await page.keyboard.type(COMMON_WORD);
  // The latest index is loaded and answers...
  await expect(results(page).first()).toBeVisible();
  // ...but has nothing for the 0.9.1-only word.
  await realSearchBox(page).fill(V0_ONLY_WORD);
  await expect(noResults(page)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('the index follows the version being read', async ({page}) => {
  const indexes: string[] = [];
  page.on('request', (r) => {
    if (/search-index[^/]*\.json/.test(r.url())) indexes.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, '/docs/v1/');
  await searchBox(page).hover();
  await expect.poll(() => indexes).toContain('/docs/v1/search-index.json');
  await gotoHydrated(page, '/docs/v0/');
  await searchBox(page).hover();
  await expect.poll(() => indexes).toContain('/docs/v0/search-index.json');
  expect(indexes.every((p) => p.startsWith('/docs/v1/') || p.startsWith('/docs/v0/'))).toBe(true);
});

// A word the latest docs' index holds and the 0.9.1 index does not, from the built indexes: the
// first such word of a latest page's title.
function latestOnlyWord(): string {
  const index = (dir: string) =>
    readFileSync(path.join(BUILD, dir, 'search-index.json'), 'utf8').toLowerCase();
  const [latest, v0] = [index('.'), index('docs/v0')];
  const titles = sitemapPaths()
    .filter((p) => p.startsWith('/docs/latest/'))
    .map((p) => builtPage(p)('article h1').first().text());
  const word = titles
    .flatMap((title) => title.toLowerCase().match(/[a-z]{5,}/g) ?? [])
    .find((w) => latest.includes(w) && !v0.includes(w));
  expect(word, 'a word of the latest docs that 0.9.1 lacks').toBeTruthy();
  return word!;
}

test('from a 0.9.1 page, the panel offers to search the latest docs, results or none @content', async ({
  page,
}) => {
  const word = latestOnlyWord();
  await gotoHydrated(page, '/docs/v0/');
  await searchBox(page).click();
  await page.keyboard.type(word);
  await expect(noResults(page)).toBeVisible();
  const offer = page.locator('[role="listbox"]').getByText(`Search the latest docs for "${word}"`);
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL((url) => url.pathname === '/search/' && url.search === `?q=${word}`);
  // The search page, on the latest index: the first hit is a latest page.
  const firstHit = page.locator('main article a[href^="/docs/latest/"]').first();
  await expect(firstHit).toBeVisible();

  // Not on a latest page, which searches the latest docs already.
  await gotoHydrated(page, '/docs/latest/');
  await searchBox(page).click();
  await page.keyboard.type(word);
  await expect(results(page).first()).toBeVisible();
  await expect(page.locator('[role="listbox"]').getByText('Search the latest docs')).toHaveCount(0);
});
