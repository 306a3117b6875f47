import {expect, test, type Locator, type Page} from '@playwright/test';
import perf from '../../bench/page-types.json';
import {gotoHydrated} from '../support';

// A page with shell commands and, inside Mainnet / Testnet / Regtest tabs, a docker-compose file.
const PAGE = '/docs/latest/provider/daemon/getting_started/run_docker/';

// The first command name (`mkdir`, `docker`...) highlighted in the page's content.
const commandToken = (page: Page): Locator => page.locator('article pre .token.function').first();

/** The computed color of a code color variable in the current mode, as rgb(). */
async function codeColor(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

async function expectCodeColors(page: Page): Promise<void> {
  const pre = page.locator('article pre').first();
  expect(await pre.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    await codeColor(page, '--tdex-code-background'),
  );
  expect(await commandToken(page).evaluate((el) => getComputedStyle(el).color)).toBe(
    await codeColor(page, '--tdex-code-function'),
  );
}

test('code has the colors of the reader’s mode from the first paint, before any script runs', async ({
  page,
}) => {
  const colorsIn: Record<string, string> = {};
  for (const mode of ['light', 'dark'] as const) {
    await gotoHydrated(page, '/');
    await page.evaluate((m) => localStorage.setItem('theme', m), mode);
    // Without the bundles, what the page shows comes from the server's HTML and CSS alone.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await expectCodeColors(page);
    colorsIn[mode] = await commandToken(page).evaluate((el) => getComputedStyle(el).color);
    await page.unroute('**/assets/js/**');
  }
  expect(colorsIn.light).not.toBe(colorsIn.dark);
});

test('highlighted code is not rebuilt when the page hydrates or when the mode changes; a stored tab choice renders only its panel', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // A stored Testnet choice makes the tabs switch right after hydration.
  await page.evaluate(() => localStorage.setItem('docusaurus.tab.network', 'testnet'));
  // Remember, as the server sent them, the first line element of every code block the reader sees
  // and the text of every tab panel.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const shown = [...document.querySelectorAll('article pre code')].filter(
        (code) => !code.closest('[role=tabpanel][hidden]'),
      );
      Object.assign(window, {
        serverLines: shown.map((code) => code.firstChild),
        serverText: Object.fromEntries(
          [...document.querySelectorAll('[role=tabpanel]')].map((panel) => [
            panel.id,
            panel.textContent,
          ]),
        ),
      });
    });
  });
  await gotoHydrated(page, PAGE);
  const testnetTab = page.getByRole('tab', {name: 'Testnet', exact: true}).first();
  await expect(testnetTab).toHaveAttribute('aria-selected', 'true');
  const linesKept = () =>
    page.evaluate(() => {
      const {serverLines} = window as unknown as {serverLines: (ChildNode | null)[]};
      const now = serverLines.filter((line) => line !== null && line.isConnected);
      return {blocks: serverLines.length, kept: now.length};
    });
  const afterHydration = await linesKept();
  expect(afterHydration.blocks).toBeGreaterThan(5);
  expect(afterHydration.kept).toBe(afterHydration.blocks);
  await expectCodeColors(page);

  // The panel the stored choice opened shows the same text as the server's, highlighted.
  const panelId = await testnetTab.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  expect(await panel.locator('pre .token').count()).toBeGreaterThan(10);
  expect(await panel.evaluate((el) => el.textContent)).toBe(
    await page.evaluate(
      (id) => (window as unknown as {serverText: Record<string, string>}).serverText[id],
      panelId!,
    ),
  );

  // The mode changes through CSS variables alone.
  const before = await commandToken(page).evaluate((el) => getComputedStyle(el).color);
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: /Switch between dark and light mode/})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectCodeColors(page);
  expect(await commandToken(page).evaluate((el) => getComputedStyle(el).color)).not.toBe(before);
  expect((await linesKept()).kept).toBe(afterHydration.blocks);
});

// The highlighter's chunk (plugins/perf/client/prism-loader.ts).
const isPrismChunk = (url: string): boolean => /\/assets\/js\/prism\.[0-9a-f]+\.js$/.test(url);

test('code reached by a client-side navigation is highlighted in the browser; a page opened from a link loads no highlighter', async ({
  page,
}) => {
  const prismRequests: string[] = [];
  page.on('request', (request) => {
    if (isPrismChunk(request.url())) prismRequests.push(request.url());
  });
  await gotoHydrated(page, PAGE);
  await expect(commandToken(page)).toBeVisible();
  expect(prismRequests).toEqual([]);

  await gotoHydrated(page, '/docs/latest/provider/daemon/getting_started/overview/');
  await page.evaluate(() => {
    (window as unknown as {samePage: boolean}).samePage = true;
  });
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Run with Docker', exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(commandToken(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(
    true,
  );
  await expectCodeColors(page);
  expect(await page.locator('article pre .token').count()).toBeGreaterThan(100);
  expect(prismRequests).toHaveLength(1);
});

test('the copy button of a code block copies its code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  const block = page.locator('article .theme-code-block').first();
  // Compared line by line: the page shows blank lines that innerText does not always report.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const code = lines(await block.locator('pre code').innerText());
  expect(code.length).toBeGreaterThan(1);
  await block.hover();
  // The button says "Copied" for one second only, which a loaded machine can let pass between two
  // checks: record whether it ever said so.
  await block.evaluate((element) => {
    const seen = {copied: false};
    Object.assign(window, {copyButtonSeen: seen});
    new MutationObserver(() => {
      seen.copied ||= element.querySelector('button[aria-label="Copied"]') !== null;
    }).observe(element, {subtree: true, childList: true, attributes: true});
  });
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as {copyButtonSeen: {copied: boolean}}).copyButtonSeen.copied,
      ),
    )
    .toBe(true);
  await expect
    .poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText())))
    .toEqual(code);
});

// The word-wrap button and the state behind it are stock: on a block that keeps the server's lines
// (src/theme/CodeBlock/Content), it still wraps them.
test('the word-wrap button of a code block that scrolls sideways wraps its lines', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, PAGE);
  const blocks = page.locator('article .theme-code-block:visible');
  const index = await blocks.evaluateAll((elements) =>
    elements.findIndex((block) => {
      const pre = block.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
  expect(index, 'a code block wider than a phone').toBeGreaterThanOrEqual(0);
  const block = blocks.nth(index);
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect
    .poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth))
    .toBe(false);
});

// Phones have no hover, and stock shows a block's buttons only on hover or focus: on a phone every
// code block the reader sees shows its copy button at full strength, with no first tap. Checked on
// every page type of the bench that has code blocks (src/css/custom.css).
test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  // A touch screen without hover: the phone project only.
  test('every code block shows its copy button without a tap @phone', async ({page}) => {
    let pagesWithCode = 0;
    for (const {path: pagePath, status} of perf.pages) {
      if (status) continue;
      await gotoHydrated(page, pagePath);
      const blocks = page.locator('article .theme-code-block:visible');
      const count = await blocks.count();
      if (count === 0) continue;
      pagesWithCode += 1;
      for (let i = 0; i < count; i += 1) {
        // The reader scrolls to the block; nothing else.
        await blocks.nth(i).scrollIntoViewIfNeeded();
        const button = blocks.nth(i).getByRole('button', {name: 'Copy code to clipboard'});
        await expect(button, `${pagePath}, code block ${i + 1}`).toBeVisible();
        await expect(button, `${pagePath}, code block ${i + 1}`).toHaveCSS('opacity', '1');
      }
    }
    expect(pagesWithCode, 'page types with code blocks').toBeGreaterThan(0);
  });
});
