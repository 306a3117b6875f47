import {expect, test} from '../shared-page';
import {
  MOVES,
  builtDropdownLinks,
  builtPage,
  counterpartIn,
  docsVersions,
  dropdownLinks,
  gotoHydrated,
  mainNavbar,
  pagesOf,
  routeOf,
  wrongBuiltDropdowns,
} from '../support';

// Pages that moved between docs versions, as moved-pages.json records them: the version dropdown
// takes the reader to the counterpart, and the not-found page suggests it. The dropdown of every
// moved page is read from the built pages; the browser opens one per version, where it checks that
// the dropdown it shows is the built one and follows it. Every case comes from that file and the
// versions' reading orders (their lists of pages), so a new move needs no edit here.

const VERSIONS = docsVersions();
// What the not-found page shows for a suggestion: the page's title.
const titleOf = (route: string) => builtPage(route)('article h1').first().text().trim();

for (const version of VERSIONS) {
  const moved = MOVES.flatMap((group) => group.filter((id) => pagesOf(version).includes(id)));
  if (moved.length === 0) continue;

  // Every moved page of the version, as built.
  test(`${version.label}: the version dropdown of each moved page leads to its counterpart in every version @content`, () => {
    expect(wrongBuiltDropdowns(version, moved)).toEqual([]);
  });

  // In the browser, on a moved page that has another address in another version: the dropdown
  // shows what the build wrote, and following it lands on the counterpart.
  const id = moved.find((member) =>
    VERSIONS.some(
      (other) => other !== version && ![undefined, member].includes(counterpartIn(other, member)),
    ),
  );
  if (!id) continue;
  const route = routeOf(version, id);
  test(`${route}: the version dropdown shows the built links and leads to the counterpart @content`, async ({
    page,
  }) => {
    await gotoHydrated(page, route);
    await expect.poll(() => dropdownLinks(page)).toEqual(builtDropdownLinks(route));
    const other = VERSIONS.find(
      (v) => v !== version && ![undefined, id].includes(counterpartIn(v, id)),
    )!;
    const target = routeOf(other, counterpartIn(other, id)!);
    const dropdown = mainNavbar(page).locator('.dropdown');
    await dropdown.hover();
    await dropdown.getByRole('link', {name: other.label, exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${other.label}`);
  });
}

for (const group of MOVES) {
  for (const version of VERSIONS) {
    for (const id of group.filter((member) => !pagesOf(version).includes(member))) {
      const target = counterpartIn(version, id);
      if (!target) continue;
      const missing = routeOf(version, id);
      const suggested = routeOf(version, target);
      test(`${missing} (moved) suggests ${suggested}, in the same version @content`, async ({
        page,
      }) => {
        const response = await page.goto(missing);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
        await expect(page.getByTestId('not-found-suggestion')).toHaveText(
          `Did you mean ${titleOf(suggested)}?`,
        );
      });
    }
  }
}

// The previous portal published pages without a version (/docs/specs/swap-protocol/): the first
// page of each section of the latest docs, asked for that way, is suggested in the latest docs.
const latest = VERSIONS.find((version) => version.name === 'current')!;
for (const {steps} of latest.sections) {
  const id = steps[0][0];
  if (id === 'intro') continue;
  test(`/docs/${id}/ (no version) suggests the latest docs @content`, async ({page}) => {
    const response = await page.goto(`/docs/${id}/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId('not-found-suggestion')).toHaveText(
      `Did you mean ${titleOf(routeOf(latest, id))}, in the latest docs?`,
    );
  });
}
