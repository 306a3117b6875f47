import {expect, type Page} from '@playwright/test';
import {
  builtPage,
  codeBrokenInsideNames,
  docsVersions,
  pagesWithCodeInTables,
  punctuationOrphanedAfterCode,
  sitemapPaths,
  tableCodeWrappedThoughItFits,
} from '../support';

// The layout of every page as the sweep (e2e/site/sweep.spec.ts) opens it, at two sizes:
// - on a wide screen (1440x900), a table never squeezes inline code into pieces, and punctuation
//   after code never starts a line of its own (src/css/custom.css), on every page whose tables hold
//   inline code (flag, variable and message tables, the services of the specifications);
// - at a phone's size (390x844): no page scrolls sideways, every table reads without doing so and
//   shows each cell's column name (stacked cards), every docs page shows its breadcrumbs whole, and
//   inline code breaks neither inside a name nor before its punctuation.
// The pages come from the site's sources: the sitemap and the built HTML.

export const WIDE = {width: 1440, height: 900};
export const PHONE = {width: 390, height: 844};

const VERSIONS = docsVersions();
const docsPages = new Set(
  sitemapPaths().filter((p) => VERSIONS.some((v) => p.startsWith(v.prefix))),
);
const pagesWithTables = new Set(
  sitemapPaths().filter((sitePath) => builtPage(sitePath)('.markdown table').length > 0),
);
const pagesWithCodeTables = new Set(pagesWithCodeInTables());

/** How many pages each check has: none would mean a check that checks nothing. */
export const layoutPages = {
  docs: docsPages.size,
  tables: pagesWithTables.size,
  codeTables: pagesWithCodeTables.size,
};

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

// Tables wider than their box, and a page wider than the window.
const sidewaysScrolling = (page: Page) =>
  page.evaluate(() => {
    const wide = [...document.querySelectorAll('article table, .markdown table')]
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map((table) => `table of ${table.scrollWidth}px in ${table.clientWidth}px`);
    if (document.documentElement.scrollWidth > window.innerWidth) {
      wide.push(`page of ${document.documentElement.scrollWidth}px`);
    }
    return wide;
  });

// Two animation frames: React re-renders what depends on the window's size (the docs' mobile
// table of contents and sidebar) on the resize event, and the layout follows in the next frame.
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** The checks of a page on the wide screen, where the page is open at WIDE. */
export async function expectWideLayout(page: Page, sitePath: string): Promise<void> {
  if (!pagesWithCodeTables.has(sitePath)) return;
  expect(await tableCodeWrappedThoughItFits(page), `${sitePath}: code wrapped in a cell`).toEqual(
    [],
  );
  expect(await codeBrokenInsideNames(page), `${sitePath}: names broken inside`).toEqual([]);
  expect(
    await punctuationOrphanedAfterCode(page),
    `${sitePath}: punctuation on a line of its own`,
  ).toEqual([]);
}

/** Narrows the window to a phone's, checks the page there, and widens it again. */
export async function expectPhoneLayout(page: Page, sitePath: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await settle(page);
  try {
    expect(await sidewaysScrolling(page), `${sitePath} at 390 px: what scrolls sideways`).toEqual(
      [],
    );
    if (pagesWithTables.has(sitePath)) {
      expect(
        await unlabelledCells(page),
        `${sitePath} at 390 px: cells without their column name`,
      ).toEqual([]);
    }
    const crumbs = page.locator('.theme-doc-breadcrumbs');
    // A version's landing page has no breadcrumbs.
    if (docsPages.has(sitePath) && (await crumbs.count()) > 0) {
      await expect(crumbs.getByRole('link').first(), `${sitePath}: breadcrumbs`).toBeVisible();
      expect(await cutBreadcrumbs(page), `${sitePath} at 390 px: breadcrumbs`).toEqual([]);
    }
    expect(await codeBrokenInsideNames(page), `${sitePath} at 390 px: names broken`).toEqual([]);
    expect(
      await punctuationOrphanedAfterCode(page),
      `${sitePath} at 390 px: punctuation on a line of its own`,
    ).toEqual([]);
  } finally {
    await page.setViewportSize(WIDE);
  }
}
