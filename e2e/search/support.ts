import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

// A word that only the 0.9.1 docs use: the name of the v0.9.1 connection-URL tool. Checked against the
// build before any search test runs, so that a content change that breaks the premise fails loudly
// instead of making the version test meaningless.
export const V0_ONLY_WORD = 'tdexdconnect';
export const V0_ONLY_PAGE = '/docs/v0/provider/tdexdconnect/';
// A word that every version and the blog use, to show that the latest index answers at all.
export const COMMON_WORD = 'swap';

const BUILD = path.resolve(__dirname, '../../build');

function indexText(dir: string): string {
  return readFileSync(path.join(BUILD, dir, 'search-index.json'), 'utf8').toLowerCase();
}

/** Fails unless the build really has the word in the 0.9.1 index only. */
export function assertV0OnlyWordInBuild(): void {
  const word = V0_ONLY_WORD.toLowerCase();
  expect(indexText('docs/v0'), `${word} in the 0.9.1 search index`).toContain(word);
  expect(indexText('.'), `${word} must not be in the latest/blog index`).not.toContain(word);
  expect(indexText('docs/v1'), `${word} must not be in the 1.0.0 index`).not.toContain(word);
}

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
export function results(page: Page) {
  return page.locator('[role="listbox"] [role="option"]');
}

export function selectedResult(page: Page) {
  return page.locator('[role="listbox"] [role="option"][aria-selected="true"]');
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
