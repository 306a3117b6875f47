import {expect, test} from '../shared-page';
import {
  builtDropdownLinks,
  builtPage,
  counterpartIn,
  pagesOf,
  docsPagesOf,
  docsTrees,
  docsVersions,
  dropdownLinks,
  gotoHydrated,
  mainNavbar,
  dropdownTarget,
  routeOf,
  wrongBuiltDropdowns,
  type DocsVersion,
} from '../support';

// Issue 23: a version switch never drops the reader silently. A page with no counterpart in another
// version (not the same id, not a move of moved-pages.json) leads to the start of its section there
// and says so on arrival; the version menu says which tdex-daemon release each version documents;
// an unmaintained version's banner names its release and links the migration guide. Every case
// comes from the reading orders, moved-pages.json, the pages' front matter and the build.

const VERSIONS = docsVersions();

// Pages that lack a counterpart in at least one other version.
const orphans = VERSIONS.flatMap((from) =>
  pagesOf(from)
    .filter((id) => VERSIONS.some((to) => to !== from && counterpartIn(to, id) === undefined))
    .map((id) => ({from, id})),
);

// The tdex-daemon tag most pages of a version were checked against (their front matter).
function daemonReleaseOf(version: DocsVersion): string {
  const tree = docsTrees().find((t: {name: string}) => t.name === version.name);
  const counts = new Map<string, number>();
  for (const {data} of docsPagesOf(tree)) {
    for (const source of (data.checked_against ?? []) as {repo?: string; ref?: string}[]) {
      if (source.repo === 'tdex-network/tdex-daemon' && source.ref) {
        counts.set(source.ref, (counts.get(source.ref) ?? 0) + 1);
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

const isUnmaintained = (version: DocsVersion) =>
  builtPage(version.prefix)('.theme-doc-version-banner').length > 0;

test('some pages have no counterpart in another version @content', () => {
  expect(orphans.length).toBeGreaterThan(0);
});

// Every such page, as built (the browser shows the built dropdown: checked below).
for (const from of VERSIONS) {
  const ids = orphans.filter((o) => o.from === from).map((o) => o.id);
  if (ids.length === 0) continue;
  test(`${from.label}: the version menu of each page without a counterpart somewhere leads to the closest page of every version @content`, () => {
    expect(wrongBuiltDropdowns(from, ids)).toEqual([]);
  });
}

// Once per version pair direction found: follow the menu and read the notice.
const followed = VERSIONS.flatMap((from) => {
  const orphan = orphans.find((o) => o.from === from);
  const to =
    orphan && VERSIONS.find((v) => v !== from && counterpartIn(v, orphan.id) === undefined);
  return orphan && to ? [{...orphan, to}] : [];
});

for (const {from, id, to} of followed) {
  test(`switching from ${routeOf(from, id)} to ${to.label} says the page has no counterpart @content`, async ({
    page,
  }) => {
    await gotoHydrated(page, routeOf(from, id));
    // The menu the reader sees is the one the build wrote.
    await expect.poll(() => dropdownLinks(page)).toEqual(builtDropdownLinks(routeOf(from, id)));
    const dropdown = mainNavbar(page).locator('.dropdown');
    await dropdown.hover();
    await dropdown.getByRole('link', {name: to.label, exact: true}).click();
    const target = dropdownTarget(id, from, to).split('?')[0];
    await expect(page).toHaveURL((url) => url.pathname === target);
    const notice = page.getByRole('status').filter({hasText: 'no counterpart'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`${from.label} docs`);
    await expect(notice).toContainText(`${to.label} docs`);
    await expect(notice).toBeInViewport();
    // The notice holds for this arrival only: the menu's links do not carry it on.
    const hrefs = await dropdown
      .locator('.dropdown__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.includes(`from-version=${from.name}`))).toEqual([]);
  });
}

test('the notice shows only after a switch that lost the page @mobile', async ({page}) => {
  const [{from, id, to}] = followed;
  const target = dropdownTarget(id, from, to);
  await gotoHydrated(page, target);
  await expect(page.getByTestId('version-switch-notice')).toBeInViewport();
  // The same page reached any other way has no notice.
  await gotoHydrated(page, target.split('?')[0]);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByTestId('version-switch-notice')).toHaveCount(0);
});

test('the version menu names the tdex-daemon release each version documents @content', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/latest/');
  const dropdown = mainNavbar(page).locator('.dropdown');
  await dropdown.hover();
  for (const version of VERSIONS) {
    const link = dropdown.getByRole('link', {name: version.label, exact: true});
    const release = `tdex-daemon ${daemonReleaseOf(version)}`;
    await expect(link).toHaveAccessibleDescription(
      isUnmaintained(version) ? `${release}, unmaintained` : release,
    );
    await expect(link).toContainText(release);
  }
});

for (const version of VERSIONS.filter(isUnmaintained)) {
  test(`the ${version.label} banner names tdex-daemon ${version.label} and links the migration guide @mobile @content`, async ({
    page,
  }) => {
    const latest = VERSIONS.find((v) => v.name === 'current')!;
    const page1 = routeOf(
      version,
      pagesOf(version).find((id) => id !== 'intro')!,
    );
    await gotoHydrated(page, page1);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`tdex-daemon ${version.label}`);
    await expect(banner).toContainText('no longer actively maintained');
    const guide = banner.getByRole('link', {name: /migrate/i});
    const href = (await guide.getAttribute('href'))!;
    expect(href.startsWith(latest.prefix), href).toBe(true);
    // A page of the latest docs about migrating the daemon.
    expect(builtPage(href)('article h1').text()).toMatch(/migrate|migration/i);
    await guide.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator('article h1')).toHaveText(/migrate|migration/i);
  });
}
