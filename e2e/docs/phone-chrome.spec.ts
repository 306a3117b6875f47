import path from 'node:path';
import {expect, test} from '../shared-page';
import {ROOT, docsVersions, gotoHydrated, mainNavbar, readText} from '../support';

// What stands above a docs page's title on a phone (390x844): the version menu of the phone menu,
// and "Copy page as Markdown". Each must be readable whole and take no more room than it needs
// (src/css/custom.css, src/components/PageMarkdown). The breadcrumbs of every docs page are checked
// in the sweep (e2e/site/sweep.spec.ts), in its visit of each page.
// Tagged @phone: the phone project only.

const PHONE = {width: 390, height: 844};
test.use({viewport: PHONE});

const VERSIONS = docsVersions();
test('the phone menu lists each docs version with its release on a line of its own @phone', async ({
  page,
}) => {
  // The home page has no sidebar of its own, so the menu opens on the navbar items.
  await gotoHydrated(page, '/');
  const navbar = mainNavbar(page);
  await navbar.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = navbar.locator('.navbar-sidebar');
  await menu.getByRole('button', {name: 'Versions'}).click();
  for (const {label} of VERSIONS) {
    const link = menu.getByRole('link', {name: label, exact: true});
    await expect(link).toBeInViewport();
    const release = link.locator('.tdex-version-release');
    // The link is named by the version, and described by the release it documents.
    const releaseText = (await release.textContent())!;
    expect(releaseText).toMatch(/^tdex-daemon v\d/);
    await expect(link).toHaveAccessibleDescription(releaseText);
    // Its text keeps a space between the two, and the release sits under the label.
    await expect(link).toHaveText(`${label} ${releaseText}`);
    const labelBox = (await link.locator('[data-version-label]').boundingBox())!;
    const releaseBox = (await release.boundingBox())!;
    expect(releaseBox.y, `${label}: the release under the label`).toBeGreaterThanOrEqual(
      labelBox.y + labelBox.height - 1,
    );
  }
});

// The page types of bench/page-types.json that are docs pages: the latest docs and 0.9.1, whose
// unmaintained banner stands above everything else.
const {pages: PAGE_TYPES} = JSON.parse(readText(path.join(ROOT, 'bench/page-types.json'))) as {
  pages: {type: string; path: string; status?: number}[];
};
const DOCS_PAGE_TYPES = PAGE_TYPES.filter(
  (type) => !type.status && VERSIONS.some((v) => type.path.startsWith(v.prefix)),
);

for (const {type, path: sitePath} of DOCS_PAGE_TYPES) {
  test(`${type}: the title starts right under the page's chrome, with "Copy page as Markdown" beside it @phone`, async ({
    page,
  }) => {
    await gotoHydrated(page, sitePath);
    const title = page.getByRole('heading', {level: 1});
    const toggle = page.locator('.theme-doc-toc-mobile');
    const copy = page.getByRole('button', {name: 'Copy page as Markdown', exact: true});
    const titleBox = (await title.boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    const copyBox = (await copy.boundingBox())!;
    const gap = await toggle.evaluate((el) => parseFloat(getComputedStyle(el).marginBottom));
    // Nothing between the last part of the chrome ("On this page") and the title but the toggle's
    // own margin: the copy control takes no row of its own.
    expect(titleBox.y, 'title top').toBeLessThanOrEqual(toggleBox.y + toggleBox.height + gap + 1);
    // The control starts level with the title, at its right.
    expect(Math.abs(copyBox.y - titleBox.y), 'control level with the title').toBeLessThanOrEqual(2);
    expect(copyBox.x + copyBox.width, 'control at the right').toBeGreaterThan(PHONE.width / 2);

    // The chrome itself, from the top: the title in the first third of the screen (the audit of
    // 2026-11-27 found it at 285 px, under a full-width row of the copy button), lower only by the
    // height of the unmaintained banner where a version has one.
    const banner = page.locator('.theme-doc-version-banner');
    const bannerHeight = (await banner.count()) > 0 ? (await banner.boundingBox())!.height : 0;
    expect(titleBox.y, 'title top').toBeLessThanOrEqual(PHONE.height / 3 + bannerHeight);

    // Reachable by keyboard, right after the table of contents' toggle, with its name.
    await toggle.getByRole('button').focus();
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
  });
}
