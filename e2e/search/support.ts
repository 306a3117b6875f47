import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

// A word that only the 0.9.1 docs use: a function of the tdex-sdk 1.7 JavaScript SDK, which only the
// 0.9.1 trader pages document. Checked against the build before any search test runs, so that a
// content change that breaks the premise fails loudly instead of making the version test meaningless.
export const V0_ONLY_WORD = 'greedyCoinSelector';
// A word that every version and the blog use, to show that the latest index answers at all.
export const COMMON_WORD = 'swap';

const BUILD = path.resolve(__dirname, '../../build');

function indexText(dir: string): string {
  return readFileSync(path.join(BUILD, dir, 'search-index.json'), 'utf8').toLowerCase();
}

function htmlFiles(dir: string): string[] {
  return readdirSync(path.join(BUILD, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(BUILD, dir, f));
}

const mentions = (file: string) =>
  readFileSync(file, 'utf8').toLowerCase().includes(V0_ONLY_WORD.toLowerCase());

/** Fails unless the build has the word in 0.9.1 pages and its index, and nowhere else. */
export function assertV0OnlyWordInBuild(): void {
  const word = V0_ONLY_WORD.toLowerCase();
  expect(indexText('docs/v0').includes(word), `${word} is in the 0.9.1 search index`).toBe(true);
  expect(indexText('.').includes(word), `${word} is in the latest/blog index`).toBe(false);
  expect(indexText('docs/v1').includes(word), `${word} is in the 1.0.0 index`).toBe(false);
  for (const dir of ['docs/latest', 'docs/v1', 'blog']) {
    const pages = htmlFiles(dir).filter(mentions);
    expect(
      pages.map((f) => path.relative(BUILD, f)),
      `pages of ${dir} using ${word}`,
    ).toEqual([]);
  }
}

/** A 0.9.1 page that uses the word (its path on the site). */
export function v0PageWithWord(): string {
  const file = htmlFiles('docs/v0').find(mentions);
  expect(file, `a 0.9.1 page uses ${V0_ONLY_WORD}`).toBeTruthy();
  return `/${path.relative(BUILD, path.dirname(file!)).split(path.sep).join('/')}/`;
}

/** URL of a 0.9.1 page opened from a search hit for the word. */
export const V0_HIT_URL = new RegExp(`/docs/v0/.*\\?_highlight=${V0_ONLY_WORD}`, 'i');

/**
 * The navbar search box as the reader finds it: the look-alike before the first interaction, the real
 * one after (for one frame during the swap both exist; the look-alike is then aria-hidden).
 */
export function searchBox(page: Page) {
  return page.locator('.navbar__search-input:not([aria-hidden="true"])');
}

/** The plugin's real search box, once loaded (autocomplete.js makes it a combobox). */
export function realSearchBox(page: Page) {
  return page.getByRole('combobox', {name: 'Search'});
}

// The dropdown's options. A CSS locator on the ARIA roles: the input's aria-owns makes the role
// engine see the listbox twice (under the combobox and in place), so getByRole counts each hit twice.
// The "See all results" link is an option too (src/theme/SearchBar), but not a result.
export function results(page: Page) {
  return page.locator('[role="listbox"] [role="option"]:not(a)');
}

/** The "See all results" link at the foot of the dropdown. */
export function allResultsLink(page: Page) {
  return page.locator('[role="listbox"] a[href*="/search/"]');
}

export function selectedResult(page: Page) {
  return page.locator('[role="listbox"] [role="option"][aria-selected="true"]:not(a)');
}

export function noResults(page: Page) {
  return page.locator('[role="listbox"]').getByText(NO_RESULTS);
}

// Text the search plugin shows when the index of this version has no match.
export const NO_RESULTS = 'No results';

/** Search-related requests: any version's index, or a script chunk that holds search code. */
export function isSearchIndex(url: string): boolean {
  return /\/search-index[^/]*\.json/.test(new URL(url).pathname);
}

// Strings found only in the plugin's real search box (autocomplete.js event) and in its worker client.
export const SEARCH_CODE_MARKERS = ['autocomplete:selected', 'search-index'];
