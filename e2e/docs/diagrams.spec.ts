import AxeBuilder from '@axe-core/playwright';
import {test as freshTest} from '@playwright/test';
import {expect, test, type Page} from '../shared-page';
import path from 'node:path';
import {
  ROOT,
  bySource,
  docsPagesOf,
  docsTrees,
  gotoHydrated,
  isMermaidScript,
  readText,
  revealDiagrams,
  textContrast,
  watchRequests,
} from '../support';

// Mermaid diagrams, on every docs page that has any, in every version: drawn in both color modes,
// drawn, and the library loaded, only when the reader comes near them, and wide diagrams readable on
// a phone. That no page without a diagram loads the library is checked on every page, by the sweep
// (e2e/site/sweep.spec.ts), with the detector (isMermaidScript) that a test below shows to see it.
// The pages and their number of diagrams come from the sources, so a diagram added later is checked
// too.

type DiagramPage = {path: string; file: string; diagrams: number};

// The Mermaid code of a page's diagrams, in order.
const diagramCodeOf = (source: string): string[] =>
  [...source.matchAll(/^\s*```mermaid\s*\n([\s\S]*?)^\s*```\s*$/gm)].map((block) => block[1]);

const PAGES: DiagramPage[] = docsTrees().flatMap((tree: {prefix: string}) =>
  docsPagesOf(tree).map(({route, file}: {route: string; file: string}) => ({
    path: route,
    file,
    diagrams: diagramCodeOf(readText(path.join(ROOT, file))).length,
  })),
);
const WITH_DIAGRAMS = PAGES.filter((p) => p.diagrams > 0);
const MODES = ['dark', 'light'] as const;

const diagrams = (page: Page) => page.locator('.docusaurus-mermaid-container > svg');

// Fill of the first node or actor: Mermaid's dark and light themes paint them differently.
async function firstShapeFill(page: Page): Promise<string> {
  const shape = diagrams(page)
    .first()
    .locator('g.node rect, g.node polygon, g.node path, rect.actor, rect.basic')
    .first();
  return shape.evaluate((el) => getComputedStyle(el).fill);
}

// The JavaScript files `page` loads from now on that belong to Mermaid.
function mermaidChunksLoadedBy(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (isMermaidScript(response.url())) seen.push(response.url());
  });
  return seen;
}

test('the docs of every version hold diagrams to check @content', () => {
  for (const {prefix} of docsTrees()) {
    expect(
      WITH_DIAGRAMS.some((p) => p.path.startsWith(prefix)),
      prefix,
    ).toBe(true);
  }
});

// The page opens in dark mode (the site's default); the reader then switches to light with the
// navbar's toggle, and every diagram is drawn again in the light theme. One page load per page: the
// light mode on arrival is the same setting, which e2e/site/color-mode.spec.ts checks. Pages whose
// diagrams are the same Mermaid code, diagram for diagram (a page another version repeats, or kept
// its diagrams while its text changed), are drawn once, at the first (bySource).
for (const {path: pagePath, diagrams: count, alsoAt} of bySource(WITH_DIAGRAMS, (source) =>
  JSON.stringify(diagramCodeOf(source)),
)) {
  const same =
    alsoAt.length > 0 ? ` (the same diagrams as ${alsoAt.map((p) => p.path).join(', ')})` : '';
  test(`${pagePath}${same} draws its ${count} diagram(s) in dark mode and again in light mode, in that mode's colors @content`, async ({
    page,
  }) => {
    const fills: string[] = [];
    await gotoHydrated(page, pagePath);
    for (const mode of MODES) {
      if (mode === 'light') {
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await revealDiagrams(page);
      await expect(diagrams(page)).toHaveCount(count);
      // The colors follow the mode instead of being fixed: redrawn, the first shape changes fill.
      if (fills.length > 0) await expect.poll(() => firstShapeFill(page)).not.toBe(fills[0]);
      for (const svg of await diagrams(page).all()) {
        await expect(svg).toBeVisible();
        // Mermaid names the diagram type it parsed; a syntax error draws an "error" diagram.
        await expect(svg).toHaveAttribute('aria-roledescription', /^(?!error$)\S+/);
        // Drawn, not collapsed (a wide flowchart in a narrow column can be flat).
        const box = await svg.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(100);
        expect(box?.height ?? 0).toBeGreaterThan(10);
      }
      await expect(page.getByText(/Syntax error in (text|graph)/)).toHaveCount(0);
      fills.push(await firstShapeFill(page));
    }
  });
}

// What loads is seen through network events, which a resource an earlier test left in the shared
// page's cache would not fire: this test gets a fresh browser context.
freshTest(
  'a diagram far down the page is drawn, and Mermaid loaded, only when the reader scrolls near it',
  async ({page}) => {
    // Both diagrams of this page sit several screens below the top (desktop viewport, 720 px high).
    const chunks = mermaidChunksLoadedBy(page);
    const {idle} = watchRequests(page);
    await gotoHydrated(page, '/docs/latest/specs/trade-protocol/');
    // Every request the page made on its own has ended.
    await idle();
    const pending = page.locator('[data-mermaid-pending]');
    await expect(pending).toHaveCount(2);
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
    expect(chunks).toEqual([]);

    await pending.first().scrollIntoViewIfNeeded();
    const svgs = page.locator('.docusaurus-mermaid-container > svg');
    await expect(svgs).toHaveCount(2);
    await expect(svgs.first()).toBeInViewport();
    await expect(pending).toHaveCount(0);
    expect(chunks.length).toBeGreaterThan(0);
  },
);

// Diagrams in one section of a page (BOTD#4's "before a trade" and "the trade") are read
// together; drawn at different scales, their labels were of different sizes. The groups come from
// the sources: the diagrams between two level-2 headings, by their order on the page.
const sectionsOf = (source: string) => source.split(/^## /m);
const SIDE_BY_SIDE = docsTrees().flatMap((tree: {prefix: string}) =>
  docsPagesOf(tree).flatMap(({route, file}: {route: string; file: string}) => {
    let first = 0;
    const groups: {path: string; file: string; section: number; group: number[]}[] = [];
    sectionsOf(readText(path.join(ROOT, file))).forEach((text, section) => {
      const count = diagramCodeOf(text).length;
      if (count > 1) {
        groups.push({
          path: route,
          file,
          section,
          group: Array.from({length: count}, (_, i) => first + i),
        });
      }
      first += count;
    });
    return groups;
  }),
);

test('some section of the docs holds diagrams side by side @content', () => {
  expect(SIDE_BY_SIDE.length).toBeGreaterThan(0);
});

// A section another page repeats word for word is checked once, at its first address.
for (const {path: pagePath, group, alsoAt} of bySource(
  SIDE_BY_SIDE,
  (source, {section}) => sectionsOf(source)[section],
)) {
  const same =
    alsoAt.length > 0 ? ` (the same section as ${alsoAt.map((p) => p.path).join(', ')})` : '';
  test(`${pagePath}${same} draws its diagrams ${group.map((i) => i + 1).join(' and ')}, side by side, at one scale @mobile @content`, async ({
    page,
  }) => {
    await gotoHydrated(page, pagePath);
    await revealDiagrams(page);
    // A placeholder is gone once the stock component mounts; Mermaid draws its SVG after that.
    await expect.poll(() => diagrams(page).count()).toBeGreaterThan(Math.max(...group));
    const all = await diagrams(page).evaluateAll((svgs) =>
      svgs.map(
        (svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width,
      ),
    );
    const scales = group.map((i) => all[i]);
    // Within 2 %: a label of 16 px differs by less than a third of a pixel.
    expect(
      Math.min(...scales) / Math.max(...scales),
      `scales ${scales.join(', ')}`,
    ).toBeGreaterThan(0.98);
  });
}

test('a wide sequence diagram stays readable: it fits a desktop column, and scrolls sideways on a phone, by keyboard too @mobile', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/docs/latest/specs/swap-protocol/');
  await revealDiagrams(page);
  // The element that scrolls: the wrapper's, around the stock .docusaurus-mermaid-container.
  const container = page.getByTestId('diagram-scroller').first();
  const svg = container.locator('.docusaurus-mermaid-container > svg');
  const size = await svg.evaluate((el) => ({
    natural: (el as SVGSVGElement).viewBox.baseVal.width,
    drawn: el.getBoundingClientRect().width,
  }));
  const label = svg.locator('text.messageText').first();
  const scrollsSideways = () => container.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  if (!isMobile) {
    // Scaled down to the column, as Mermaid does, and not a stop for the keyboard.
    expect(size.drawn).toBeLessThan(size.natural);
    expect(await scrollsSideways()).toBe(false);
    await expect(container).not.toHaveAttribute('tabindex');
    return;
  }
  // Drawn at 3/4 of its own width at least, so its labels stay readable (they were 5 px high).
  expect(size.drawn).toBeGreaterThanOrEqual(size.natural * 0.75 - 1);
  expect(await label.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(10);
  expect(await scrollsSideways()).toBe(true);
  await expect(container).toHaveAttribute('tabindex', '0');
  await container.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => container.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const results = await new AxeBuilder({page})
    .include('[data-testid="diagram-scroller"]')
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a diagram that scrolls sideways says so above it and shades the edges with more behind them @mobile', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/docs/latest/specs/swap-protocol/');
  await revealDiagrams(page);
  const edges = page.getByTestId('diagram-edges').first();
  const container = edges.getByTestId('diagram-scroller');
  const hint = page.getByText('Wider than the screen: scroll sideways to see all of it.');
  if (!isMobile) {
    // It fits a desktop column: no hint, no shadows.
    await expect(hint).toHaveCount(0);
    await expect(edges).not.toHaveAttribute('data-scrolls-sideways');
    return;
  }
  await expect(hint.first()).toBeVisible();
  // The hint sits above the diagram and describes it to screen readers.
  const hintBox = (await hint.first().boundingBox())!;
  expect(hintBox.y).toBeLessThan((await edges.boundingBox())!.y);
  const hintId = await hint.first().getAttribute('id');
  await expect(container).toHaveAttribute('aria-describedby', hintId!);
  expect(await textContrast(hint.first())).toBeGreaterThanOrEqual(4.5);

  const shadows = () =>
    edges.evaluate((el) => ({
      left: getComputedStyle(el, '::before').opacity,
      right: getComputedStyle(el, '::after').opacity,
    }));
  // At the start, more diagram on the right only.
  await expect.poll(shadows).toEqual({left: '0', right: '1'});
  await container.evaluate((el) => el.scrollTo({left: el.scrollWidth / 3, behavior: 'instant'}));
  await expect.poll(shadows).toEqual({left: '1', right: '1'});
  await container.evaluate((el) => el.scrollTo({left: el.scrollWidth, behavior: 'instant'}));
  await expect.poll(shadows).toEqual({left: '1', right: '0'});
});
