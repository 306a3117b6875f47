import {expect, test, type Page} from '../shared-page';
import {
  counterpartIn,
  docsVersions,
  gotoHydrated,
  mainNavbar,
  pagesOf,
  routeOf,
  sectionStartOf,
} from '../support';

const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
const versionBanner = (page: Page) => page.locator('.theme-doc-version-banner');
const storedPreference = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY);

test('0.9.1 pages carry the unmaintained banner, pointing at the same page in latest @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v0/provider/daemon/webhooks/');
  const banner = versionBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner).toContainText('tdex-daemon 0.9.1');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute(
    'href',
    '/docs/latest/provider/daemon/webhooks/',
  );
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 0.9.1');

  // A page that moved points at its counterpart in the latest docs (moved-pages.json); a page that
  // only 0.9.1 has, at the start of its section there.
  const [latest, v0] = ['current', '0.9.1'].map(
    (name) => docsVersions().find((version) => version.name === name)!,
  );
  const moved = pagesOf(v0).find((id) => ![id, undefined].includes(counterpartIn(latest, id)));
  const alone = pagesOf(v0).find((id) => !counterpartIn(latest, id) && sectionStartOf(latest, id));
  const cases = [
    moved && [moved, counterpartIn(latest, moved)!],
    alone && [alone, sectionStartOf(latest, alone)!],
  ].filter((c): c is string[] => Boolean(c));
  expect(cases.length, '0.9.1 has pages that moved or that latest lacks').toBeGreaterThan(0);
  for (const [id, target] of cases) {
    await gotoHydrated(page, routeOf(v0, id));
    await expect(
      versionBanner(page).getByRole('link', {name: 'latest version'}),
      id,
    ).toHaveAttribute('href', routeOf(latest, target));
  }
});

for (const path of [
  '/docs/latest/',
  '/docs/latest/provider/daemon/feeder/',
  '/docs/latest/specs/swap-protocol/',
  '/docs/v1/',
  '/docs/v1/provider/daemon/webhooks/',
  '/docs/v1/trader/app/',
]) {
  test(`${path} has no version banner`, async ({page}) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-version-badge')).toBeVisible();
    await expect(versionBanner(page)).toHaveCount(0);
  });
}

test('following the banner to the latest docs makes latest the preferred version', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v0/provider/intro/');
  await versionBanner(page).getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/docs\/latest\/provider\/intro\/$/);
  await expect(versionBanner(page)).toHaveCount(0);
  expect(await storedPreference(page)).toBe('current');
});

test('the version chosen in the dropdown is stored and followed by the Docs link elsewhere', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/latest/trader/intro/');
  expect(await storedPreference(page)).toBeNull();
  const navbar = mainNavbar(page);
  const dropdown = navbar.locator('.dropdown');
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '1.0.0'}).click();
  await expect(page).toHaveURL(/\/docs\/v1\/trader\/intro\/$/);
  await expect.poll(() => storedPreference(page)).toBe('1.0.0');

  // Outside the docs, the navbar's Docs link and the dropdown follow the stored choice, across reloads.
  await gotoHydrated(page, '/blog/');
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
    'href',
    '/docs/v1/',
  );
  await expect(dropdown.getByRole('button', {name: '1.0.0'})).toBeVisible();
  await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/v1\/$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 1.0.0');
});

test('an invalid stored preferred version is cleared and the site keeps working', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await gotoHydrated(page, '/blog/');
  // What a reader might have kept from an older portal whose versions no longer exist.
  await page.evaluate((key) => localStorage.setItem(key, '0.0.1-removed'), PREFERRED_VERSION_KEY);
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect.poll(() => storedPreference(page)).toBeNull();
  const navbar = mainNavbar(page);
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
    'href',
    '/docs/latest/',
  );
  await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/latest\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  expect(pageErrors).toEqual([]);
});

test.describe('the version dropdown closes on Escape', () => {
  test('opened from the keyboard: Escape closes it and the focus goes back to its toggle', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/latest/provider/intro/');
    const dropdown = mainNavbar(page).locator('.dropdown');
    const toggle = dropdown.getByRole('button', {name: 'latest'});
    const menu = dropdown.locator('.dropdown__menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // Into the menu, then out of it with Escape.
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', {name: 'latest', exact: true})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // It opens again from the keyboard.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
  });

  test('opened by hovering: Escape hides it until the pointer leaves', async ({page}) => {
    await gotoHydrated(page, '/docs/latest/provider/intro/');
    const dropdown = mainNavbar(page).locator('.dropdown');
    const menu = dropdown.locator('.dropdown__menu');
    await dropdown.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.mouse.move(0, 400);
    await dropdown.hover();
    await expect(menu).toBeVisible();
  });
});
