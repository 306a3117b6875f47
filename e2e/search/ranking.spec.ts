import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, test, type Page} from '../shared-page';
import {BUILD, gotoHydrated, readText, realSearchBox, results, searchBox} from '../support';

// Issue 11: a query that matches a page title lists that page first (plugins/search). The queries
// come from the titles of the latest search index the build wrote (latest docs and blog), so new or
// renamed pages are covered without an edit here:
// - each title, whole: that page comes first, docs page or blog post;
// - each hyphenated word of a docs title (none today), and the last two words of each docs title
//   of three words or more ("docker compose"): a docs page whose title has those words comes first.
//   The docs come before the blog (issue 23): "peg-in", a word of a post's title, lists the docs'
//   how-to first (e2e/search/tasks.spec.ts).
// "Has the words" leaves out English stop words, which the index leaves out too.

const lunr = createRequire(__filename)('lunr') as {
  stopWordFilter: (token: string) => string | undefined;
};

type IndexPart = {documents: {t: string; u: string}[]};
const [titleIndex] = JSON.parse(readText(path.join(BUILD, 'search-index.json'))) as IndexPart[];
const TITLES = [...new Set(titleIndex.documents.map((d) => d.t).filter(Boolean))];
const DOCS_TITLES = [
  ...new Set(titleIndex.documents.filter((d) => d.u.startsWith('/docs/')).map((d) => d.t)),
];

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const meaningful = (text: string) =>
  words(text).filter((w) => lunr.stopWordFilter(w) !== undefined);
const titlesWithWordsOf = (query: string) =>
  DOCS_TITLES.filter((title) => meaningful(query).every((w) => words(title).includes(w)));

const HYPHENATED = [...new Set(DOCS_TITLES.flatMap((t) => t.match(/[A-Za-z]+-[A-Za-z]+/g) ?? []))];
const LAST_TWO_WORDS = [
  ...new Set(
    DOCS_TITLES.map((t) => t.replace(/[^\w\s-]/g, '').split(/\s+/))
      .filter((w) => w.length >= 3)
      .map((w) => w.slice(-2).join(' ').toLowerCase())
      .filter((query) => meaningful(query).length > 0),
  ),
];

async function openSearch(page: Page): Promise<void> {
  await gotoHydrated(page, '/docs/latest/');
  await searchBox(page).click();
  await expect(realSearchBox(page)).toBeFocused();
}

// The title of the first result once the results for `query` are shown.
async function firstResultFor(page: Page, query: string): Promise<() => Promise<string>> {
  const box = realSearchBox(page);
  await box.fill('');
  await expect(results(page)).toHaveCount(0);
  await box.fill(query);
  await expect(results(page).first()).toBeVisible();
  return async () =>
    ((await results(page).first().locator('[class*="hitTitle"]').textContent()) ?? '').trim();
}

test.beforeAll(() => {
  // The premise of the example.
  expect(LAST_TWO_WORDS).toContain('docker compose');
});

test('a whole page title lists that page first @content', async ({page}) => {
  test.setTimeout(180_000);
  await openSearch(page);
  for (const title of TITLES) {
    const first = await firstResultFor(page, title);
    await expect.poll(first, {message: `first result for "${title}"`}).toBe(title);
  }
});

test('a word or two of a docs page title ("docker compose") list such a page first @content', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSearch(page);
  for (const query of [...HYPHENATED, ...LAST_TWO_WORDS]) {
    const expected = titlesWithWordsOf(query);
    expect(expected.length, `titles with the words of "${query}"`).toBeGreaterThan(0);
    const first = await firstResultFor(page, query);
    await expect
      .poll(async () => expected.includes(await first()), {
        message: `first result for "${query}" is one of: ${expected.join(' | ')}`,
      })
      .toBe(true);
  }
});
