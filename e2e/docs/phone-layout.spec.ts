import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  ROOT,
  docsVersions,
  gotoHydrated,
  readText,
  realSearchBox,
  results,
  routeOf,
  searchBox,
} from '../support';

// At a phone's size (390x844): a docs page's title and the start of its first paragraph are on the
// first screen in every version, and the search results span the screen with two lines per snippet.
// The pages come from the site's sources: the docs page types of bench/page-types.json and the
// deepest page of each docs version (the longest breadcrumbs). The layout of every page at this size
// (tables, breadcrumbs, inline code, nothing scrolling sideways) is checked by the sweep
// (e2e/site/sweep.spec.ts, e2e/site/layout-checks.ts), in its visit of each page.
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
