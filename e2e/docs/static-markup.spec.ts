import {expect, test, type Page} from '@playwright/test';
import perf from '../../bench/page-types.json';
import {gotoHydrated} from '../support';

// Markdown prose that needs nothing from the browser keeps the server's markup while the page
// hydrates (src/components/StaticMarkup). What a reader must never notice: prose that comes out
// empty or changed, or a link to another page that stops navigating inside the app.

const DOCS_PAGES = perf.pages.filter(({path}) => path.startsWith('/docs/')).map(({path}) => path);
const PROSE = 'article :is(p, li, td, blockquote, h2, h3, h4, h5, h6)';
const HEADINGS = 'article .markdown :is(h2, h3, h4, h5, h6)';

/**
 * Opens `path` and returns, for the elements matching `selector`, what `read` gives on the markup
 * the server sent (at DOMContentLoaded, before any script ran) and on the hydrated page.
 */
async function serverAndHydrated(
  page: Page,
  path: string,
  selector: string,
  read: 'textContent' | 'outerHTML',
): Promise<{server: (string | null)[]; hydrated: (string | null)[]}> {
  await page.addInitScript(
    ([sel, key]) => {
      document.addEventListener('DOMContentLoaded', () => {
        const values = [...document.querySelectorAll(sel)].map((el) => el[key]);
        Object.assign(window, {serverMarkup: values});
      });
    },
    [selector, read] as const,
  );
  await gotoHydrated(page, path);
  const server = await page.evaluate(
    () => (window as unknown as {serverMarkup: string[]}).serverMarkup,
  );
  const hydrated = await page
    .locator(selector)
    .evaluateAll((els, key) => els.map((el) => el[key]), read);
  return {server, hydrated};
}

for (const path of DOCS_PAGES) {
  test(`${path}: the prose reads as the server sent it once hydrated`, async ({page}) => {
    const {server, hydrated} = await serverAndHydrated(page, path, PROSE, 'textContent');
    expect(server.length).toBeGreaterThan(5);
    expect(hydrated).toEqual(server);
  });

  test(`${path}: every heading keeps its id, classes and "#" link once hydrated`, async ({
    page,
  }) => {
    const {server, hydrated} = await serverAndHydrated(page, path, HEADINGS, 'outerHTML');
    expect(server.length).toBeGreaterThan(0);
    expect(hydrated).toEqual(server);
    // The "#" link of a heading goes to that heading, and the address says so.
    const heading = page.locator(HEADINGS).last();
    const id = (await heading.getAttribute('id'))!;
    await heading.hover();
    await heading.locator('a.hash-link').click();
    await expect(page).toHaveURL((url) => url.hash === `#${id}`);
    await expect(heading).toBeInViewport();
  });
}

/**
 * Opens the first docs page and finds a link to another docs page inside its prose (a paragraph or
 * a list item, not a same-page anchor); marks the document, so that `expectSameDocument` can tell
 * that a navigation did not load a new one.
 */
async function openWithPageLink(page: Page) {
  const path = DOCS_PAGES[0]!;
  await gotoHydrated(page, path);
  const link = page
    .locator('article :is(p, li) a[href^="/docs/"]')
    .filter({hasNot: page.locator('[href*="#"]')})
    .first();
  await expect(link).toBeAttached();
  const target = (await link.getAttribute('href'))!;
  await page.evaluate(() => Object.assign(window, {samePage: true}));
  return {path, link, target};
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(
    true,
  );
}

test('a link to another page inside a paragraph navigates in the app, and the new page’s prose is rendered', async ({
  page,
}) => {
  const {link, target} = await openWithPageLink(page);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  // Still the same document: the router handled the link.
  await expectSameDocument(page);
  // Rendered in the browser: every paragraph of the new page has its text, as on the server.
  const response = await page.request.get(target);
  const serverHtml = await response.text();
  const rendered = await page
    .locator('article p')
    .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  expect(rendered.length).toBeGreaterThan(0);
  for (const text of rendered) {
    expect(text.trim()).not.toBe('');
  }
  // The first paragraph's opening words appear in the server's page too.
  expect(serverHtml).toContain(rendered[0]!.slice(0, 20).replace(/&/g, '&amp;'));
});

test('a page link inside a paragraph follows the keyboard in the app, and Ctrl+click leaves the page as it is', async ({
  page,
  context,
}) => {
  const {path, link, target} = await openWithPageLink(page);

  // Ctrl+click (Cmd on a Mac): a new tab, as for any link; this page neither moves nor reloads.
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    link.click({modifiers: ['ControlOrMeta']}),
  ]);
  await expect(opened).toHaveURL((url) => url.pathname === target);
  expect(new URL(page.url()).pathname).toBe(path);
  await opened.close();

  // Enter on the focused link: the router navigates, in the same document.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expectSameDocument(page);
});
