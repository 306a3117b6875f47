import {test as freshTest} from '@playwright/test';
import {expect, test, type Page} from '../shared-page';
import {
  builtPage,
  docsVersions,
  isSearchIndex,
  routeOf,
  watchRequests,
  type DocsVersion,
} from '../support';

// The not-found page finds the page. A version typed in another common form (`0.9.1`,
// `1.0.0`, `v0.9.1`, the major alone) is honoured; a section's root suggests the section's first
// page; a suggestion shows the page's title; and the page offers the site's search. The cases come
// from versions.json (through the version menu) and each version's reading order.

const VERSIONS = docsVersions();
const titleOf = (route: string) => builtPage(route)('article h1').first().text().trim();

async function openNotFound(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

async function expectSuggestion(page: Page, route: string): Promise<void> {
  const suggestion = page.getByTestId('not-found-suggestion');
  // The title, once the page's Markdown copy has been read; no version named: the one asked for.
  await expect(suggestion).toHaveText(`Did you mean ${titleOf(route)}?`);
  await expect(suggestion.getByRole('link')).toHaveAttribute('href', route);
}

// The forms of a released version's number a reader may type, besides its published address.
const typedForms = (version: DocsVersion): string[] => {
  const major = version.name.split('.')[0];
  const forms = [version.name, `v${version.name}`];
  // The major alone names the newest release of that major: this one if it is.
  if (VERSIONS.find((v) => v.name.split('.')[0] === major) === version) forms.push(major);
  return forms.filter((form) => `/docs/${form}/` !== version.prefix);
};

for (const version of VERSIONS.filter((v) => /^\d/.test(v.name))) {
  const id = version.sections.find((s) => s.name !== 'Introduction')!.steps[0][0];
  for (const form of typedForms(version)) {
    test(`/docs/${form}/${id}/ suggests the page in ${version.label} @content`, async ({page}) => {
      await openNotFound(page, `/docs/${form}/${id}/`);
      await expectSuggestion(page, routeOf(version, id));
    });
  }
}

for (const version of VERSIONS) {
  // Folders that hold a page of an earlier section: a folder shared by several sections (trader/:
  // Trader, then Protocol v2 Client) leads to the first of them.
  const taken = new Set<string>();
  for (const section of version.sections) {
    const first = section.steps[0][0];
    const folder = first.split('/')[0];
    const shared = taken.has(folder);
    for (const id of section.sidebar) if (id.includes('/')) taken.add(id.split('/')[0]);
    // A section whose pages live in a folder of their own (the Introduction is one page).
    if (
      shared ||
      !first.includes('/') ||
      !section.sidebar.every((id) => id.startsWith(`${folder}/`))
    ) {
      continue;
    }
    const root = `${version.prefix}${folder}/`;
    test(`${root} suggests the first page of ${section.name} @content`, async ({page}) => {
      await openNotFound(page, root);
      await expectSuggestion(page, routeOf(version, first));
    });
  }
}

// No request for the search index is seen through network events, which an index an earlier test
// left in the shared page's cache would not fire: this test gets a fresh browser context.
freshTest(
  'the not-found page searches the site, loading no search code until asked @mobile',
  async ({page}) => {
    const {requests, idle} = watchRequests(page);
    await openNotFound(page, '/docs/latest/provider/webhook-setup/');
    const form = page.getByRole('search', {name: 'Search the docs and blog'});
    const box = form.getByRole('searchbox', {name: 'Search for'});
    // The words of the address, ready to search.
    await expect(box).toHaveValue('provider webhook setup');
    // Once everything the page asked for on its own (its suggestion included) has arrived.
    await idle();
    expect(requests.map((r) => r.url()).filter(isSearchIndex)).toEqual([]);

    await box.fill('webhook');
    await form.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=webhook$/);
    const firstHit = page.locator('article a[href*="/docs/"]').first();
    await expect(firstHit).toBeVisible();
    await expect(firstHit).toContainText(/webhook/i);
  },
);
