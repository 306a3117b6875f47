import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, revealDiagrams} from '../support/page';
import {textContrast} from '../support/contrast';

// Every doc version with its source folder and its URL prefix.
const VERSIONS = [
  {label: 'latest', folder: 'docs', base: '/docs/latest/specs/'},
  {label: '1.0.0', folder: 'versioned_docs/version-1.0.0', base: '/docs/v1/specs/'},
  {label: '0.9.1', folder: 'versioned_docs/version-0.9.1', base: '/docs/v0/specs/'},
] as const;

type SpecPage = {version: string; path: string; diagrams: number};

// The spec pages of every version, read from the sources, with the number of Mermaid blocks each
// one holds: the test follows the content, so a diagram added later is checked too.
function specPages(): SpecPage[] {
  return VERSIONS.flatMap(({label, folder, base}) => {
    const dir = join(folder, 'specs');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => {
        const source = readFileSync(join(dir, file), 'utf8');
        const slug = file.replace(/\.md$/, '').replace(/^\d+-/, '');
        return {
          version: label,
          path: `${base}${slug}/`,
          diagrams: (source.match(/^```mermaid\s*$/gm) ?? []).length,
        };
      });
  });
}

const PAGES = specPages();
const WITH_DIAGRAMS = PAGES.filter((p) => p.diagrams > 0);
const WITHOUT_DIAGRAMS = PAGES.filter((p) => p.diagrams === 0);
const MODES = ['dark', 'light'] as const;

// The URL that opens a page in a colour mode. Dark is the site default; light is forced with
// Docusaurus's query parameter.
const inMode = (path: string, mode: (typeof MODES)[number]): string =>
  mode === 'dark' ? path : `${path}?docusaurus-theme=light`;

// Records the JavaScript the page loads that belongs to Mermaid: either a file named after it,
// or the chunk that carries the Mermaid library itself (production chunks have numeric names).
// `settle` waits until every response seen so far has been inspected.
function watchMermaidChunks(page: Page): {settle: () => Promise<string[]>} {
  const inspections: Promise<string | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.toLowerCase().includes('mermaid')) {
      inspections.push(Promise.resolve(url));
    } else if (new URL(url).pathname.endsWith('.js')) {
      inspections.push(
        response
          .text()
          .then((body) => (body.includes('mermaidAPI') ? url : null))
          .catch(() => null),
      );
    }
  });
  return {
    settle: async () =>
      (await Promise.all(inspections)).filter((url): url is string => url !== null),
  };
}

test('the spec pages of every version hold sequence diagrams to check', () => {
  // Guards the enumeration: each version has the transport, swap and trade diagrams.
  for (const {label} of VERSIONS) {
    const paths = WITH_DIAGRAMS.filter((p) => p.version === label).map((p) => p.path);
    expect(paths.some((p) => p.endsWith('/transport-protocol/'))).toBe(true);
    expect(paths.some((p) => p.endsWith('/swap-protocol/'))).toBe(true);
    expect(paths.some((p) => p.endsWith('/trade-protocol/'))).toBe(true);
  }
});

for (const {path, diagrams} of WITH_DIAGRAMS) {
  for (const mode of MODES) {
    test(`${path} renders its ${diagrams} sequence diagram(s) as SVG in ${mode} mode`, async ({
      page,
    }) => {
      await gotoHydrated(page, inMode(path, mode));
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await revealDiagrams(page);

      const svgs = page.locator('.docusaurus-mermaid-container > svg');
      await expect(svgs).toHaveCount(diagrams);
      for (const svg of await svgs.all()) {
        // Mermaid marks a successfully parsed sequence diagram with this role description; a
        // syntax error renders a different SVG.
        await expect(svg).toHaveAttribute('aria-roledescription', 'sequence');
        await expect(svg.locator('text.actor').first()).toBeVisible();
        const box = await svg.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(100);
        expect(box?.height ?? 0).toBeGreaterThan(100);
      }
      await expect(page.getByText(/Syntax error in (text|graph)/)).toHaveCount(0);
    });
  }
}

test('sequence diagrams follow the colour mode instead of fixed colours', async ({page}) => {
  const path = '/docs/latest/specs/swap-protocol/';
  const actorFill = async (mode: (typeof MODES)[number]): Promise<string> => {
    await gotoHydrated(page, inMode(path, mode));
    await revealDiagrams(page);
    const actor = page.locator('.docusaurus-mermaid-container > svg rect.actor').first();
    await expect(actor).toBeVisible();
    return actor.evaluate((el) => getComputedStyle(el).fill);
  };
  const dark = await actorFill('dark');
  const light = await actorFill('light');
  expect(dark).not.toBe(light);
});

test('a spec page with a diagram loads the Mermaid library', async ({page}) => {
  // Positive control for the test below: the detector does see Mermaid when it is needed.
  const chunks = watchMermaidChunks(page);
  await gotoHydrated(page, '/docs/latest/specs/swap-protocol/');
  await revealDiagrams(page);
  await expect(page.locator('.docusaurus-mermaid-container > svg').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await chunks.settle()).length).toBeGreaterThan(0);
});

test('a diagram far down the page is drawn, and Mermaid loaded, only when the reader scrolls near it', async ({
  page,
}) => {
  // Both diagrams of this page sit several screens below the top (desktop viewport, 720 px high).
  const chunks = watchMermaidChunks(page);
  await gotoHydrated(page, '/docs/latest/specs/trade-protocol/');
  await page.waitForLoadState('networkidle');
  const pending = page.locator('[data-mermaid-pending]');
  await expect(pending).toHaveCount(2);
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  expect(await chunks.settle()).toEqual([]);

  await pending.first().scrollIntoViewIfNeeded();
  const svgs = page.locator('.docusaurus-mermaid-container > svg');
  await expect(svgs).toHaveCount(2);
  await expect(svgs.first()).toBeInViewport();
  await expect(pending).toHaveCount(0);
  expect((await chunks.settle()).length).toBeGreaterThan(0);
});

for (const {path} of WITHOUT_DIAGRAMS) {
  test(`${path} has no diagram and loads no Mermaid chunk`, async ({page}) => {
    const chunks = watchMermaidChunks(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article')).toBeVisible();
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
    expect(await chunks.settle()).toEqual([]);
  });
}

test('a wide sequence diagram stays readable: it fits a desktop column, and scrolls sideways on a phone, by keyboard too @mobile', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/docs/latest/specs/swap-protocol/');
  await revealDiagrams(page);
  const container = page.locator('.docusaurus-mermaid-container').first();
  const svg = container.locator('svg');
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
  const results = await new AxeBuilder({page}).include('.docusaurus-mermaid-container').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a diagram that scrolls sideways says so above it and shades the edges with more behind them @mobile', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/docs/latest/specs/swap-protocol/');
  await revealDiagrams(page);
  const edges = page.getByTestId('diagram-edges').first();
  const container = edges.locator('.docusaurus-mermaid-container');
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
