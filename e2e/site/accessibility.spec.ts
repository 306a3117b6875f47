import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '../shared-page';
import {docsVersions, expectColorMode, gotoHydrated, revealDiagrams} from '../support';

// One page of each type the portal has.
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'docs page': '/docs/latest/provider/daemon/getting_started/run_docker/',
  '0.9.1 page': '/docs/v0/provider/daemon/getting_started/run_docker/',
  // Tables wide enough to scroll sideways, many h2/h3, a diagram. The trade protocol, the longest
  // spec page, is built of the same parts; axe's contrast check alone takes 25 s there, and
  // Lighthouse's accessibility audits (axe's rules) already run on it (tests/perf/lighthouse.test.mjs).
  'spec page': '/docs/latest/specs/swap-protocol/',
  'blog list': '/blog/',
  'blog post': '/blog/announcing-tdex-v2/',
  'tag page': '/blog/tags/tdex/',
  'not-found page': '/docs/latest/provider/daemon/webhook/',
};

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page}).analyze();
  // Readable on failure: rule, impact and the offending elements.
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(violations).toEqual([]);
}

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations with the version dropdown open in ${mode} mode`, async ({page}) => {
    await gotoHydrated(page, `/docs/latest/provider/intro/?docusaurus-theme=${mode}`);
    await expectColorMode(page, mode);
    const dropdown = page.getByRole('navigation', {name: 'Main'}).locator('.dropdown');
    await dropdown.getByRole('button', {name: 'latest'}).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test(`axe finds no violations with the mobile menu open in ${mode} mode`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, `/docs/latest/provider/intro/?docusaurus-theme=${mode}`);
    await expectColorMode(page, mode);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // Wait for the slide-in to end: axe measures contrast on what is painted.
    await expect
      .poll(() => menu.evaluate((el) => el.getAnimations({subtree: true}).length))
      .toBe(0);
    await expectNoViolations(page);
  });

  test(`axe finds no violations on a phone: stacked tables and the version-switch notice in ${mode} mode`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({width: 390, height: 844});
    // Arrived from the oldest version by a switch that lost the page: the notice shows.
    const oldest = docsVersions().at(-1)!;
    await gotoHydrated(
      page,
      `${PAGE_TYPES['spec page']}?from-version=${oldest.name}&docusaurus-theme=${mode}`,
    );
    await expectColorMode(page, mode);
    await expect(page.getByTestId('version-switch-notice')).toBeVisible();
    await expectNoViolations(page);
  });

  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    test(`axe finds no violations on the ${type} in ${mode} mode`, async ({page}) => {
      // axe's contrast check on the longest pages takes 40 s on a loaded 2-core machine.
      test.slow();
      await gotoHydrated(page, `${path}?docusaurus-theme=${mode}`);
      await expectColorMode(page, mode);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      // Diagrams are drawn when scrolled near; axe checks them too (contrast of their labels).
      await revealDiagrams(page);
      const results = await new AxeBuilder({page}).analyze();
      // Readable on failure: rule, impact and the offending elements.
      const violations = results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.map(
          (n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`,
        ),
      }));
      expect(violations).toEqual([]);
    });
  }
}

test('the skip link is the first stop of the keyboard and takes it past the navbar and sidebar', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/latest/provider/daemon/overview/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and removes its temporary tabindex; Chromium then moves focus to
  // <body> but keeps <main> as the starting point of sequential navigation, so the next Tab lands
  // on the first link of the content (the breadcrumbs), not on the navbar or the docs sidebar.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(
    await focused.evaluate((el) => ({
      inMain: !!el.closest('main'),
      inNavbar: !!el.closest('nav[aria-label="Main"]'),
      inSidebar: !!el.closest('nav[aria-label="Docs sidebar"]'),
    })),
  ).toEqual({inMain: true, inNavbar: false, inSidebar: false});
});
