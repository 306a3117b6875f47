import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {
  BUILD,
  ROOT,
  codeBrokenInsideNames,
  docsVersions,
  gotoHydrated,
  punctuationOrphanedAfterCode,
  readText,
  realSearchBox,
  results,
  routeOf,
  searchBox,
  sitemapPaths,
} from '../support';

// At a phone's size (390x844): no page scrolls sideways, every table reads without doing so, every
// docs page shows its breadcrumbs whole, inline code never breaks inside a name and leaves no
// punctuation alone on a line, a docs page's title and the start of its first paragraph are on the
// first screen in every version, and the search results span the screen with two lines per snippet.
// The pages come from the site's sources: every docs page and every page with a table of the
// sitemap, the page types of bench/page-types.json, and the deepest page of each docs version. The same inline-code checks on a wide screen are in
// e2e/docs/inline-code.spec.ts.
// Tagged @phone: they set a phone's viewport themselves, so they run on the mobile project only.

const PHONE = {width: 390, height: 844};
test.use({viewport: PHONE});

const {pages: PAGE_TYPES} = JSON.parse(readText(path.join(ROOT, 'bench/page-types.json'))) as {
  pages: {type: string; path: string; status?: number}[];
};
const VERSIONS = docsVersions();

// The page of each version with the most path segments, the first of them in reading order.
const deepestPages = VERSIONS.map((version) => {
  const ids = version.sections.flatMap((section) => section.sidebar);
  const depth = (id: string) => id.split('/').length;
  const deepest = ids.reduce((best, id) => (depth(id) > depth(best) ? id : best));
  return {type: `deepest page of ${version.label}`, path: routeOf(version, deepest)};
});

const docsPageTypes = [
  ...PAGE_TYPES.filter((type) => type.path.startsWith('/docs/') && !type.status),
  ...deepestPages,
];

// Every page of the docs versions, from the sitemap.
const docsPages = sitemapPaths().filter((p) => VERSIONS.some((v) => p.startsWith(v.prefix)));

// Every page whose built HTML has a Markdown table.
const pagesWithTables = sitemapPaths().filter((sitePath) => {
  const file = path.join(BUILD, sitePath, 'index.html');
  return existsSync(file) && readText(file).includes('<table');
});

async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('article table, .markdown table')]
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map((table) => `table of ${table.scrollWidth}px in ${table.clientWidth}px`);
    if (document.documentElement.scrollWidth > window.innerWidth) {
      wide.push(`page of ${document.documentElement.scrollWidth}px`);
    }
    return wide;
  });
  expect(overflow, `${where}: what scrolls sideways`).toEqual([]);
}

test('the page lists have docs pages and tables to check @phone @content', () => {
  expect(docsPages.length).toBeGreaterThan(0);
  expect(pagesWithTables.length).toBeGreaterThan(0);
});

// Breadcrumb links whose text is cut, and separators narrower than they are high (the chevron is
// square), as the reader sees them.
const cutBreadcrumbs = (page: Page) =>
  page.locator('.theme-doc-breadcrumbs').evaluate((nav) => {
    const cut = [...nav.querySelectorAll<HTMLElement>('.breadcrumbs__link')]
      .filter((link) => link.getClientRects().length > 0 && link.scrollWidth > link.clientWidth)
      .map((link) => `"${link.textContent}" cut: ${link.scrollWidth} px in ${link.clientWidth} px`);
    const squeezed = [...nav.querySelectorAll<HTMLElement>('.breadcrumbs__item')]
      .filter((item) => item.getClientRects().length > 0)
      .map((item) => getComputedStyle(item, '::after'))
      .filter((after) => after.content !== 'none' && after.display !== 'none')
      .filter((after) => parseFloat(after.width) < parseFloat(after.height) - 0.5)
      .map((after) => `separator ${after.width} wide, ${after.height} high`);
    return [...cut, ...squeezed];
  });

// Each cell of a stacked table whose ::before does not show its column's header.
const unlabelledCells = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.markdown table')].flatMap((table) => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      return [...table.querySelectorAll('tbody tr')].flatMap((row) =>
        [...row.children].flatMap((cell, i) => {
          const label = getComputedStyle(cell, '::before').content;
          const expected = headers[i] ? JSON.stringify(headers[i]) : 'none';
          return label === expected || (!headers[i] && label === 'normal')
            ? []
            : [`"${cell.textContent?.slice(0, 30)}": label ${label}, header ${expected}`];
        }),
      );
    }),
  );

// One visit per page for all the checks: these pages are most of the phone suite's time.
test('no page scrolls sideways, every table cell shows its column name, breadcrumbs show whole, and inline code breaks neither inside a name nor before its punctuation @phone @content', async ({
  page,
}) => {
  const pages = [
    ...new Set([...PAGE_TYPES.map((type) => type.path), ...docsPages, ...pagesWithTables]),
  ];
  test.setTimeout(30_000 + pages.length * 5_000);
  for (const sitePath of pages) {
    await gotoHydrated(page, sitePath);
    await expectNoSidewaysScrolling(page, sitePath);
    if (pagesWithTables.includes(sitePath)) {
      expect(await unlabelledCells(page), `${sitePath}: cells without their column name`).toEqual(
        [],
      );
    }
    // A version's landing page has no breadcrumbs.
    const crumbs = page.locator('.theme-doc-breadcrumbs');
    if (docsPages.includes(sitePath) && (await crumbs.count()) > 0) {
      await expect(crumbs.getByRole('link').first(), `${sitePath}: breadcrumbs`).toBeVisible();
      expect(await cutBreadcrumbs(page), `${sitePath}: breadcrumbs`).toEqual([]);
    }
    expect(await codeBrokenInsideNames(page), `${sitePath}: names broken inside`).toEqual([]);
    expect(
      await punctuationOrphanedAfterCode(page),
      `${sitePath}: punctuation on a line of its own`,
    ).toEqual([]);
  }
});

for (const {type, path: sitePath} of docsPageTypes) {
  test(`${type}: the title and the start of the first paragraph are on the first screen @phone @content`, async ({
    page,
  }) => {
    await gotoHydrated(page, sitePath);
    const title = page.locator('article h1').first();
    const paragraph = page.locator('article .markdown > p').first();
    const titleBox = (await title.boundingBox())!;
    const paragraphBox = (await paragraph.boundingBox())!;
    const lineHeight = await paragraph.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
    // The title in the upper half, and two lines of the paragraph above the fold.
    expect(titleBox.y, 'title top').toBeLessThan(PHONE.height / 2);
    expect(paragraphBox.y + 2 * lineHeight, 'second line of the first paragraph').toBeLessThan(
      PHONE.height,
    );
  });
}

test('the search results span the screen and show two lines of each snippet @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/latest/');
  await searchBox(page).click();
  // A word found in long headings and passages.
  await realSearchBox(page).fill('fee');
  await expect(results(page).first()).toBeVisible();
  const panel = page.locator('[role="listbox"]');
  const box = (await panel.boundingBox())!;
  expect(box.x, 'panel left').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'panel right').toBeLessThanOrEqual(PHONE.width);
  expect(box.width, 'panel width').toBeGreaterThanOrEqual(PHONE.width - 32);

  const cut = await results(page).evaluateAll((options) =>
    options.flatMap((option) =>
      [...option.querySelectorAll('[class*="hitTitle"], [class*="hitPath"]')].flatMap((part) => {
        const style = getComputedStyle(part);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        const lines = Math.round(part.clientHeight / lineHeight);
        // Text that needs two lines or more gets two; one that fits shows whole.
        const needsMore = part.scrollHeight > part.clientHeight + 1;
        const cutSideways = part.scrollWidth > part.clientWidth + 1;
        return cutSideways || (needsMore && lines < 2)
          ? [`"${part.textContent?.slice(0, 40)}": ${lines} line(s), cut sideways: ${cutSideways}`]
          : [];
      }),
    ),
  );
  expect(cut).toEqual([]);
});
