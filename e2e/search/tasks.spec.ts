import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {
  blogPosts,
  docsPagesOf,
  docsTrees,
  gotoHydrated,
  readText,
  realSearchBox,
  results,
  searchBox,
} from '../support';

// Issue 23: search answers the tasks readers bring. e2e/search/queries.json lists what a reader
// types and, per docs version, the page that must come first, typed into the real search box of that
// version. A page is named by its file: relative to the version's docs folder, or blog/<file>.
// Adding a query is an edit of the JSON file only.

type Expectations = Record<string, string>;
type Query = {query: string; first: Expectations};
const {queries} = JSON.parse(readText(path.join(__dirname, 'queries.json'))) as {queries: Query[]};

type Tree = {name: string; dir: string; prefix: string};
// The versions as queries.json names them: "latest" for the current docs, else the version name.
const versionLabel = (tree: Tree) => (tree.name === 'current' ? 'latest' : tree.name);
const TREES = (docsTrees() as Tree[]).map((tree) => ({tree, label: versionLabel(tree)}));
const POSTS = blogPosts() as {file: string; path: string}[];

// The address of the page a file names in a version; a clear failure when there is none.
function routeOf(tree: Tree, label: string, file: string): string {
  if (file.startsWith('blog/')) {
    const post = POSTS.find((p) => p.file === file);
    if (!post) throw new Error(`queries.json: ${file} is not a published blog post`);
    return post.path;
  }
  const page = (docsPagesOf(tree) as {file: string; route: string}[]).find(
    (p) => p.file === `${tree.dir}/${file}`,
  );
  if (!page) {
    throw new Error(`queries.json: ${file} is not a page of the ${label} docs (${tree.dir}/)`);
  }
  return page.route;
}

// The address (path only) of the page the first result opens, typed into the search box of the docs
// version at `home`. The results panel carries no addresses: a click on the result tells. Between
// two queries the reader goes Back to `home`, a client-side navigation, so the page and the
// version's index load once per version, not once per query.
async function firstResultFor(page: Page, home: string, query: string): Promise<string> {
  if (page.url() === 'about:blank') {
    await gotoHydrated(page, home);
  } else {
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === home && !url.search);
  }
  await searchBox(page).click();
  await expect(realSearchBox(page)).toBeFocused();
  // The box may still hold the last query: empty it, so the first result shown is this query's.
  await realSearchBox(page).fill('');
  await expect(results(page)).toHaveCount(0);
  await realSearchBox(page).fill(query);
  await expect(results(page).first()).toBeVisible();
  await results(page).first().click();
  // A result opens its page with the words to highlight.
  await page.waitForURL(/[?&]_highlight=/);
  return new URL(page.url()).pathname;
}

test('queries.json names every docs version it checks, and at least 25 queries', () => {
  expect(queries.length).toBeGreaterThanOrEqual(25);
  const labels = TREES.map(({label}) => label);
  for (const {query, first} of queries) {
    for (const version of Object.keys(first)) {
      expect(labels, `"${query}": unknown docs version ${version}`).toContain(version);
    }
  }
});

for (const {tree, label} of TREES) {
  const checks = queries
    .filter(({first}) => first[label])
    .map(({query, first}) => ({query, file: first[label]}));
  if (checks.length === 0) continue;

  test(`the ${label} search lists the page that answers each query first @content`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + checks.length * 5_000);
    const expected = checks.map((check) => ({...check, route: routeOf(tree, label, check.file)}));
    const misses: string[] = [];
    for (const {query, file, route} of expected) {
      const opened = await firstResultFor(page, tree.prefix, query);
      if (opened !== route) misses.push(`"${query}": ${opened}, not ${file} (${route})`);
    }
    expect(misses, `${label}: the first result opens another page`).toEqual([]);
  });
}
