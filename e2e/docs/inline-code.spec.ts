import {expect, test} from '../shared-page';
import {
  codeBrokenInsideNames,
  gotoHydrated,
  pagesWithCodeInTables,
  punctuationOrphanedAfterCode,
  tableCodeWrappedThoughItFits,
} from '../support';

// Inline code on a wide screen (1440x900), on every page whose tables hold inline code (flag,
// variable and message tables, the services of the specifications): a table never squeezes a name
// into pieces, and punctuation after code never starts a line of its own (src/css/custom.css).
// The same checks at a phone's size are in e2e/docs/phone-layout.spec.ts, in its visit of each page.

test.use({viewport: {width: 1440, height: 900}});

const PAGES = pagesWithCodeInTables();

test('the page list has tables with inline code to check @content', () => {
  expect(PAGES.length).toBeGreaterThan(0);
});

test('no table cell splits a name that fits it, and no punctuation is left alone on a line @content', async ({
  page,
}) => {
  test.setTimeout(30_000 + PAGES.length * 5_000);
  for (const sitePath of PAGES) {
    await gotoHydrated(page, sitePath);
    expect(await tableCodeWrappedThoughItFits(page), `${sitePath}: code wrapped in a cell`).toEqual(
      [],
    );
    expect(await codeBrokenInsideNames(page), `${sitePath}: names broken inside`).toEqual([]);
    expect(
      await punctuationOrphanedAfterCode(page),
      `${sitePath}: punctuation on a line of its own`,
    ).toEqual([]);
  }
});
