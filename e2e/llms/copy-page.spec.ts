import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import perf from '../../bench/page-types.json';
import {expectColorMode, gotoHydrated, revealDiagrams, watchRequests} from '../support';

// "Copy page as Markdown" on docs pages and blog posts (src/components/PageMarkdown), and the
// footer's link to llms.txt: the page types of bench/page-types.json that have the button.
const WITH_CONTROL = ['docs page', 'spec page with a diagram', 'blog post', '0.9.1 page'];
const PAGES = perf.pages.filter(({type}) => WITH_CONTROL.includes(type));

const BUTTON = {name: 'Copy page as Markdown', exact: true};

test.use({permissions: ['clipboard-read', 'clipboard-write']});

function control(page: Page) {
  const button = page.getByRole('button', BUTTON);
  return {button, status: button.locator('..').getByRole('status')};
}

// The Markdown inside the mermaid fences of a copy.
const mermaidOf = (markdown: string): string =>
  [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]).join('\n');

for (const {type, path} of PAGES) {
  test(`${type}: the button copies the page's Markdown copy, by keyboard, and says so`, async ({
    page,
    baseURL,
  }) => {
    const {requests, idle} = watchRequests(page);
    await gotoHydrated(page, path);
    // Whatever the page fetches on its own has been asked for and has arrived.
    await idle();

    const copyUrl = new URL(`${path}index.md`, baseURL).href;
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `https://dev.tdex.network${path}index.md`,
    );
    // Nothing loads before the first use: neither the copy nor the code that fetches it.
    const before = requests.map((r) => r.url());
    expect(before).not.toContain(copyUrl);

    const {button, status} = control(page);
    await expect(button).toHaveText('Copy page as Markdown');
    await expect(status).toBeEmpty();
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Page copied as Markdown.');

    const after = requests.map((r) => r.url()).slice(before.length);
    expect(after).toContain(copyUrl);
    const lateScripts = after.filter((url) => url.endsWith('.js') && !before.includes(url));
    expect(lateScripts.length, 'the copy code loads with the click').toBeGreaterThan(0);

    const markdown = await (await page.request.get(copyUrl)).text();
    expect(markdown).toMatch(/^# .+\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

    // Every label a diagram of the page shows is in the copy's mermaid source.
    await revealDiagrams(page);
    const labels = await page
      .locator('.docusaurus-mermaid-container')
      .locator('.nodeLabel, .edgeLabel, .messageText, .actor, .label text, text')
      .allTextContents();
    const source = mermaidOf(markdown);
    // Mermaid draws the condition of an alt or loop block in brackets.
    const shown = labels.map((l) => l.trim().replace(/^\[(.*)\]$/, '$1')).filter(Boolean);
    for (const label of new Set(shown)) {
      expect(source, `diagram label "${label}"`).toContain(label);
    }
  });
}

test('the footer of every page links the llms.txt that lists the docs and the posts', async ({
  page,
  baseURL,
}) => {
  for (const {path} of PAGES) {
    await gotoHydrated(page, path);
    const link = page.getByRole('contentinfo').getByRole('link', {name: 'llms.txt', exact: true});
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe('/llms.txt');
    const response = await page.request.get(new URL(href, baseURL).href);
    expect(response.status(), href).toBe(200);
    const index = await response.text();
    // An llms.txt (llmstxt.org: a title line first) that links the Markdown copies.
    expect(index).toMatch(/^# .+\n/);
    expect(index).toContain('https://dev.tdex.network/docs/latest/');
  }
});

test('the button works with the space bar too, and each copy is announced anew', async ({page}) => {
  // Each fetch of the copy waits until the test lets it through, so the test sees the status empty
  // while a copy is on its way, then filled: screen readers announce the change each time.
  const pending: (() => void)[] = [];
  await page.route('**/index.md', (route) => {
    pending.push(() => void route.continue());
  });
  await gotoHydrated(page, PAGES[0].path);
  const {button, status} = control(page);
  await button.focus();
  for (const n of [1, 2]) {
    await page.keyboard.press('Space');
    await expect.poll(() => pending.length).toBe(n);
    await expect(status).toBeEmpty();
    pending[n - 1]();
    await expect(status).toHaveText('Page copied as Markdown.');
  }
});

test('a failed copy is announced, with a link to the Markdown copy', async ({page}) => {
  const {path} = PAGES[0];
  await page.route('**/index.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await gotoHydrated(page, path);
  const {button, status} = control(page);
  await button.click();
  await expect(status).toContainText('Could not copy the page');
  await expect(status.getByRole('link', {name: 'open the Markdown copy'})).toHaveAttribute(
    'href',
    `${path}index.md`,
  );
});

test('the button sits clear of the page title @mobile', async ({page}) => {
  for (const {path} of PAGES) {
    await gotoHydrated(page, path);
    const {button} = control(page);
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    // The boxes of the title's lines of text (the title's own box runs under the floated button).
    const lines = await page.getByRole('heading', {level: 1}).evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return [...range.getClientRects()].map(({x, y, width, height}) => ({x, y, width, height}));
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const overlap =
        box.x < line.x + line.width &&
        line.x < box.x + box.width &&
        box.y < line.y + line.height &&
        line.y < box.y + box.height;
      expect(overlap, `${path}: the button covers the title`).toBe(false);
    }
  }
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations once a copy is announced, in ${mode} mode`, async ({page}) => {
    for (const {path} of PAGES.filter(({type}) => /docs page|blog post/.test(type))) {
      await gotoHydrated(page, `${path}?docusaurus-theme=${mode}`);
      await expectColorMode(page, mode);
      const {button, status} = control(page);
      await button.click();
      await expect(status).toHaveText('Page copied as Markdown.');
      // The control and its announcement: what a copy changes. The page around them is checked at
      // rest, in both modes, by e2e/site/accessibility.spec.ts.
      const results = await new AxeBuilder({page}).include('[class*="pageMarkdown_"]').analyze();
      expect(results.passes.length, 'axe checked the control').toBeGreaterThan(0);
      const violations = results.violations.map((v) => ({
        rule: v.id,
        nodes: v.nodes.map(
          (n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`,
        ),
      }));
      expect(violations, path).toEqual([]);
    }
  });
}
