import {expect, test} from '../shared-page';
import {
  docsVersions,
  gotoHydrated,
  mainNavbar,
  routeOf,
  sectionStartOf,
  type DocsVersion,
} from '../support';

test.describe('desktop navbar', () => {
  test('has the logo, the title and the items of the portal', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    const navbar = mainNavbar(page);
    const brand = navbar.locator('a.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.getByRole('img', {name: 'TDEX logo'})).toBeVisible();
    await expect(brand.getByRole('img', {name: 'TDEX logo'})).toHaveAttribute('src', /\.svg$/);
    await expect(brand).toContainText('Developer Portal');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/docs/latest/',
    );
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute(
      'href',
      '/blog/',
    );
    const github = navbar.getByRole('link', {name: /GitHub/});
    await expect(github).toHaveAttribute('href', 'https://github.com/tdex-network');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(
      navbar.getByRole('button', {name: /Switch between dark and light mode/}),
    ).toBeVisible();
  });

  test('Docs and Blog navigate on the client and mark themselves active', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = mainNavbar(page);
    await page.evaluate(
      () => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true),
    );
    await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/latest\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveClass(
      /navbar__link--active/,
    );
    await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveClass(
      /navbar__link--active/,
    );
    // Both moves were client-side navigations: the document (and the marker on it) survived.
    expect(
      await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument),
    ).toBe(true);
  });

  test('the version dropdown lists every docs version and keeps the reader on the same page @content', async ({
    page,
  }) => {
    // A page every version has, and one that only some have (moved pages: moved-pages.spec.ts).
    const versions = docsVersions();
    const [latest] = versions;
    const pagesOf = (version: DocsVersion) => version.sections.flatMap((s) => s.sidebar);
    // A page the version lacks: the start of its section there, saying which version was left
    // (e2e/docs/version-switch.spec.ts).
    const hrefIn = (version: DocsVersion, id: string, from = latest) => {
      if (pagesOf(version).includes(id)) return routeOf(version, id);
      const start = sectionStartOf(version, id);
      return `${start ? routeOf(version, start) : version.prefix}?from-version=${from.name}`;
    };
    const oldest = versions[versions.length - 1];
    const navbar = mainNavbar(page);
    const dropdown = navbar.locator('.dropdown');
    const menu = dropdown.locator('.dropdown__menu');

    for (const id of ['provider/daemon/webhooks', 'provider/daemon/migrate_daemon']) {
      await gotoHydrated(page, routeOf(latest, id));
      await expect(dropdown.getByRole('button', {name: latest.label})).toBeVisible();
      await dropdown.hover();
      await expect(menu).toBeVisible();
      // Newest first; each entry links to the same page in that version, or to its section.
      await expect(menu.locator('[data-version-label]')).toHaveText(versions.map((v) => v.label));
      for (const version of versions) {
        await expect(menu.getByRole('link', {name: version.label, exact: true})).toHaveAttribute(
          'href',
          hrefIn(version, id),
        );
      }
    }

    await menu.getByRole('link', {name: oldest.label, exact: true}).click();
    await expect(page).toHaveURL(
      (url) => `${url.pathname}${url.search}` === hrefIn(oldest, 'provider/daemon/migrate_daemon'),
    );
    await expect(dropdown.getByRole('button', {name: oldest.label})).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the DOCS, COMMUNITY and MORE columns with their links, and the 2025 copyright @mobile', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['DOCS', 'COMMUNITY', 'MORE']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    const expected: [string | RegExp, string][] = [
      ['Specifications', '/docs/latest/specs/index/'],
      ['Trader', '/docs/latest/trader/intro/'],
      ['Liquidity Provider', '/docs/latest/provider/intro/'],
      [/X|Twitter/, 'https://twitter.com/tdexnetwork'],
      ['Blog', '/blog/'],
      [/GitHub/, 'https://github.com/tdex-network'],
    ];
    for (const [name, href] of expected) {
      const link = footer.getByRole('link', {name, exact: typeof name === 'string'});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toBeVisible();
    }
    await expect(footer).toContainText(/© 2025 TDEX Network/);
    // The license line, under the copyright (docusaurus.config.ts).
    await expect(
      footer.getByText(/^TDEX is free and open-source software, released under the MIT license\.$/),
    ).toBeVisible();
    await expect(
      footer.getByRole('link', {name: 'free and open-source software', exact: true}),
    ).toHaveAttribute('href', 'https://github.com/tdex-network');
  });

  test('its docs links lead to the latest pages', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', {name: 'Liquidity Provider', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/latest\/provider\/intro\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await footer.getByRole('link', {name: 'Specifications', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/latest\/specs\/index\/$/);
    await footer.getByRole('link', {name: 'Trader', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/latest\/trader\/intro\/$/);
  });
});

test.describe('mobile layout', () => {
  // The menu exists at the phone width only: the phone project.
  test('the menu opens, lists the navbar items and closes when the reader navigates @phone @content', async ({
    page,
  }) => {
    // The home page has no sidebar of its own, so the menu opens on the navbar items.
    await gotoHydrated(page, '/');
    const navbar = mainNavbar(page);
    const toggle = navbar.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    // The desktop items are hidden at this width.
    const topBar = navbar.locator('.navbar__inner');
    await expect(topBar.getByRole('link', {name: 'Docs', exact: true})).toBeHidden();
    await expect(topBar.getByRole('link', {name: 'Blog', exact: true})).toBeHidden();

    const menu = navbar.locator('.navbar-sidebar');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', {name: 'Docs', exact: true})).toBeInViewport();
    await expect(menu.getByRole('link', {name: 'Blog', exact: true})).toBeInViewport();
    // The version dropdown is a collapsible group in the menu, with every docs version.
    await menu.getByRole('button', {name: 'Versions'}).click();
    for (const {label, prefix} of docsVersions()) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toBeInViewport();
      await expect(menu.getByRole('link', {name: label, exact: true})).toHaveAttribute(
        'href',
        prefix,
      );
    }
    await expect(menu.getByRole('link', {name: /GitHub/})).toBeInViewport();

    // The close button closes it.
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', {name: 'Blog', exact: true})).not.toBeInViewport();

    // Following a link in it navigates and closes it.
    await toggle.click();
    await menu.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/latest\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', {name: 'Blog', exact: true})).not.toBeInViewport();

    // On a docs page the menu opens on the docs sidebar, with a way back to the main menu.
    await toggle.click();
    await expect(menu.getByRole('link', {name: 'Introduction', exact: true})).toBeInViewport();
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await menu.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('996 px wide is the mobile layout, 997 px the desktop one', async ({page}) => {
    const navbar = mainNavbar(page);
    const toggle = navbar.getByRole('button', {name: 'Toggle navigation bar'});
    const docsItem = navbar
      .locator('.navbar__inner')
      .getByRole('link', {name: 'Docs', exact: true});
    const docsSidebar = page.getByRole('navigation', {name: 'Docs sidebar'});

    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/docs/latest/');
    await expect(toggle).toBeVisible();
    await expect(docsItem).toBeHidden();
    await expect(docsSidebar).toBeHidden();

    await page.setViewportSize({width: 997, height: 800});
    await expect(toggle).toBeHidden();
    await expect(docsItem).toBeVisible();
    await expect(docsSidebar).toBeVisible();

    // And back: the layout follows the width without a reload.
    await page.setViewportSize({width: 996, height: 800});
    await expect(toggle).toBeVisible();
    await expect(docsItem).toBeHidden();
  });
});
