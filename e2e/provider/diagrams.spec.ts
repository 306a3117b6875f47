import {expect, test, type Page, type Response} from '@playwright/test';
import {gotoHydrated, revealDiagrams} from '../support/page';

// Provider pages with Mermaid diagrams, and how many each has.
const DIAGRAM_PAGES = [
  {path: '/docs/latest/provider/daemon/overview/', diagrams: 2},
  {path: '/docs/latest/provider/daemon/getting_started/overview/', diagrams: 1},
  {path: '/docs/v1/provider/daemon/overview/', diagrams: 2},
  {path: '/docs/v1/provider/daemon/getting_started/overview/', diagrams: 1},
  {path: '/docs/v0/provider/daemon/overview/', diagrams: 2},
  {path: '/docs/v0/provider/daemon/getting_started/overview/', diagrams: 1},
  {path: '/docs/v0/provider/daemon/market_fragmenter_account/', diagrams: 1},
];
const PAGE_WITHOUT_DIAGRAM = '/docs/latest/provider/daemon/fee_account/';

// Production chunk names are hashes, so the Mermaid library is recognized by its content.
const MERMAID_MARKER = 'mermaidAPI';

const diagrams = (page: Page) => page.locator('.docusaurus-mermaid-container > svg');

// Fill of the first flowchart node: Mermaid's dark and light themes paint nodes differently.
async function firstNodeFill(page: Page): Promise<string> {
  const shape = diagrams(page).first().locator('g.node').first().locator('rect, polygon, path');
  return shape.first().evaluate((el) => getComputedStyle(el).fill);
}

function collectScripts(page: Page): {url: string; body: Promise<string>}[] {
  const scripts: {url: string; body: Promise<string>}[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({url: response.url(), body: response.text().catch(() => '')});
    }
  });
  return scripts;
}

for (const {path, diagrams: count} of DIAGRAM_PAGES) {
  test(`diagrams on ${path} render in dark and light mode`, async ({page}) => {
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await revealDiagrams(page);
    await expect(diagrams(page)).toHaveCount(count);
    for (const svg of await diagrams(page).all()) await expect(svg).toBeVisible();
    const darkFill = await firstNodeFill(page);

    await gotoHydrated(page, `${path}?docusaurus-theme=light`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await revealDiagrams(page);
    await expect(diagrams(page)).toHaveCount(count);
    for (const svg of await diagrams(page).all()) await expect(svg).toBeVisible();
    expect(await firstNodeFill(page)).not.toBe(darkFill);
  });
}

test('the Mermaid library loads on a diagram page only', async ({page}) => {
  const scripts = collectScripts(page);
  await gotoHydrated(page, DIAGRAM_PAGES[0].path);
  await expect(diagrams(page).first()).toBeVisible();
  const bodies = await Promise.all(scripts.map((s) => s.body));
  expect(bodies.some((body) => body.includes(MERMAID_MARKER))).toBe(true);

  const otherPage = await page.context().newPage();
  const otherScripts = collectScripts(otherPage);
  await gotoHydrated(otherPage, PAGE_WITHOUT_DIAGRAM);
  await otherPage.waitForLoadState('networkidle');
  expect(otherScripts.map((s) => s.url).filter((url) => url.includes('mermaid'))).toEqual([]);
  const otherBodies = await Promise.all(otherScripts.map((s) => s.body));
  expect(otherBodies.filter((body) => body.includes(MERMAID_MARKER))).toHaveLength(0);
});
