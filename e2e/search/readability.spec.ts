import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '../shared-page';
import {
  allResultsLink,
  COMMON_WORD,
  gotoHydrated,
  NO_RESULTS,
  realSearchBox,
  results,
  searchBox,
  selectedResult,
  textContrast,
} from '../support';

// Issue 11: the open search panel is readable in both color modes (4.5:1 for all of its text,
// the selected and the hovered result included) and passes axe.

const MIN_CONTRAST = 4.5;

async function openResults(page: Page, mode: 'dark' | 'light', query = COMMON_WORD) {
  await gotoHydrated(page, `/docs/latest/?docusaurus-theme=${mode}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await searchBox(page).click();
  await realSearchBox(page).fill(query);
  await expect(results(page).first()).toBeVisible();
}

// Every piece of text of a result: its title, its path, and the highlighted words.
async function expectReadable(option: Locator, state: string): Promise<void> {
  const parts = option.locator('[class*="hitTitle"], [class*="hitPath"], mark');
  expect(await parts.count(), `${state}: text in the result`).toBeGreaterThan(1);
  for (const part of await parts.all()) {
    const text = (await part.textContent())?.trim();
    expect(await textContrast(part), `${state}: "${text}"`).toBeGreaterThanOrEqual(MIN_CONTRAST);
  }
}

for (const mode of ['dark', 'light'] as const) {
  test(`${mode} mode: every result reads at 4.5:1, selected, hovered or not`, async ({page}) => {
    await openResults(page, mode);
    expect(await results(page).count()).toBeGreaterThan(3);
    // The first result is selected as results arrive.
    await expect(selectedResult(page)).toHaveCount(1);
    await expectReadable(selectedResult(page), 'selected');
    await expectReadable(results(page).nth(2), 'not selected');
    // Hovering a result selects it, with the same colors.
    await results(page).nth(3).hover();
    await expect(results(page).nth(3)).toHaveAttribute('aria-selected', 'true');
    await expectReadable(results(page).nth(3), 'hovered');

    const allResults = allResultsLink(page);
    await expect(allResults).toHaveText(/See all/);
    expect(await textContrast(allResults), '"See all results" link').toBeGreaterThanOrEqual(
      MIN_CONTRAST,
    );
  });

  test(`${mode} mode: "No results" reads at 4.5:1`, async ({page}) => {
    await gotoHydrated(page, `/docs/latest/?docusaurus-theme=${mode}`);
    await searchBox(page).click();
    await realSearchBox(page).fill('zzqxjv');
    const empty = page.locator('[role="listbox"]').getByText(NO_RESULTS);
    await expect(empty).toBeVisible();
    expect(await textContrast(empty)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  test(`${mode} mode: axe finds no violations with the search panel open`, async ({page}) => {
    await openResults(page, mode);
    await results(page).nth(1).hover();
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const found = await new AxeBuilder({page}).analyze();
    const violations = found.violations.map((v) => ({
      rule: v.id,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
    expect(violations).toEqual([]);
  });
}
