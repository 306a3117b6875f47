import {test, expect} from '@playwright/test';
import {
  assertV0OnlyWordInBuild,
  COMMON_WORD,
  gotoHydrated,
  noResults,
  realSearchBox,
  results,
  searchBox,
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
