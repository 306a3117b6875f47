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
  textContrast,
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

// A page of the latest docs that 0.9.1 does not have (no page at the same place under /docs/v0/),
// from the sitemap, with its title: the migration guide today.
function latestOnlyPage(): {path: string; title: string} {
  const paths = sitemapPaths();
  const found = paths
    .filter((p) => p.startsWith('/docs/latest/') && p !== '/docs/latest/')
    .find((p) => !paths.includes(p.replace('/docs/latest/', '/docs/v0/')));
  expect(found, 'a page of the latest docs that 0.9.1 lacks').toBeTruthy();
  return {path: found!, title: builtPage(found!)('article h1').first().text().trim()};
}

// A word that neither index holds, checked against the built indexes.
const NOWHERE = 'qzxwvk';

test('from a 0.9.1 page, the panel offers to search the latest docs, with results or none @content', async ({
  page,
}) => {
  for (const dir of ['.', 'docs/v0']) {
    const text = readFileSync(path.join(BUILD, dir, 'search-index.json'), 'utf8').toLowerCase();
    expect(text.includes(NOWHERE), `${dir}/search-index.json holds ${NOWHERE}`).toBe(false);
  }
  const latest = latestOnlyPage();
  const offer = page
    .locator('[role="listbox"]')
    .getByRole('option', {name: /^Search the latest docs/});

  // No result in 0.9.1: the offer is there all the same, with the words typed, readable (4.5:1) in
  // both color modes.
  for (const mode of ['dark', 'light']) {
    await gotoHydrated(page, `/docs/v0/?docusaurus-theme=${mode}`);
    await searchBox(page).click();
    await page.keyboard.type(NOWHERE);
    await expect(noResults(page)).toBeVisible();
    await expect(offer).toHaveText(`Search the latest docs for "${NOWHERE}"`);
    expect(await textContrast(offer), `${mode} mode`).toBeGreaterThanOrEqual(4.5);
  }

  // The title of a page that only the latest docs have: the 0.9.1 results cannot hold it, and the
  // offer leads to the search page on the latest index, which finds it.
  await realSearchBox(page).fill(latest.title);
  await expect(offer).toHaveText(`Search the latest docs for "${latest.title}"`);
  await expect(page.locator(`[role="listbox"] a[href^="${latest.path}"]`)).toHaveCount(0);
  await offer.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search/' && url.searchParams.get('q') === latest.title,
  );
  await expect(page.locator(`article a[href^="${latest.path}"]`).first()).toBeVisible();

  // Not on a latest page, which searches the latest docs already.
  await gotoHydrated(page, '/docs/latest/');
  await searchBox(page).click();
  await page.keyboard.type(latest.title);
  await expect(results(page).first()).toBeVisible();
  await expect(offer).toHaveCount(0);
});
