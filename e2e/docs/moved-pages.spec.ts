import {expect, test} from '../shared-page';
import {
  MOVES,
  counterpartIn,
  docsVersions,
  gotoHydrated,
  mainNavbar,
  pagesOf,
  builtPage,
  routeOf,
  sectionStartOf,
} from '../support';

// Pages that moved between docs versions, as moved-pages.json records them: the version dropdown
// takes the reader to the counterpart, and the not-found page suggests it. Every case comes from
// that file and the versions' reading orders (their lists of pages), so a new move needs no edit here.

const VERSIONS = docsVersions();
// What the not-found page shows for a suggestion: the page's title.
const titleOf = (route: string) => builtPage(route)('article h1').first().text().trim();

for (const group of MOVES) {
  for (const version of VERSIONS) {
    for (const id of group.filter((member) => pagesOf(version).includes(member))) {
      const route = routeOf(version, id);
      test(`${route}: the version dropdown leads to the counterpart in every version @content`, async ({
        page,
      }) => {
        await gotoHydrated(page, route);
        const dropdown = mainNavbar(page).locator('.dropdown');
        const expected = VERSIONS.map((other) => {
          const target = counterpartIn(other, id);
          if (target) return `${other.label} -> ${routeOf(other, target)}`;
          // No counterpart: the start of its section, saying so (e2e/docs/version-switch.spec.ts).
          const start = sectionStartOf(other, id);
          return `${other.label} -> ${start ? routeOf(other, start) : other.prefix}?from-version=${version.name}`;
        });
        await expect
          .poll(() =>
            dropdown
              .locator('.dropdown__link')
              .evaluateAll((links) =>
                links.map(
                  (a) =>
                    `${a.getAttribute('aria-label') ?? a.textContent} -> ${a.getAttribute('href')}`,
                ),
              ),
          )
          .toEqual(expected);

        // Follow it to a version where the page has another address.
        const moved = VERSIONS.find((other) => {
          const target = counterpartIn(other, id);
          return other !== version && target !== undefined && target !== id;
        });
        if (!moved) return; // The same address in every other version: checked above.
        const target = routeOf(moved!, counterpartIn(moved!, id)!);
        await dropdown.hover();
        await dropdown.getByRole('link', {name: moved!.label, exact: true}).click();
        await expect(page).toHaveURL((url) => url.pathname === target);
        await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
        await expect(page.locator('.theme-doc-version-badge')).toHaveText(
          `Version: ${moved!.label}`,
        );
      });
    }
  }
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
