import path from 'node:path';
import {test as base} from '@playwright/test';
import {load} from 'cheerio';
import perf from '../../bench/page-types.json';
import {expect, test, type Page} from '../shared-page';
import {BUILD, builtPage, docsVersions, gotoHydrated, readText, routeOf} from '../support';

// The tags the site manages in <head> (title, description, canonical and alternate links, Open Graph,
// structured data) are the same in the browser as in the server's HTML of the page: after hydration,
// and after a client-side navigation to another page. This is what a reader, a search engine or a
// share preview sees.

type HeadTag = string;

// Structured data as a value, whatever the order of its keys (the build's HTML minifier reorders them).
function normalizedText(name: string, attributes: [string, string][], text: string): string {
  const isJson = name === 'script' && attributes.some(([, value]) => value.endsWith('json'));
  if (!isJson) return text.trim();
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, v]) => [key, sorted(v)]),
          )
        : value;
  return JSON.stringify(sorted(JSON.parse(text)));
}

// One managed tag as text: its name, its attributes sorted (without the marker), its text.
function describeTag(name: string, attributes: [string, string][], text: string): HeadTag {
  const attrs = attributes
    .filter(([key]) => key !== 'data-rh')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `<${name} ${attrs}>${normalizedText(name, attributes, text)}`;
}

// The <title> is compared on its own: react-helmet-async drops its marker once it has set it.
function serverHead(route: string): {title: string; tags: HeadTag[]} {
  const $ = builtPage(route);
  const tags = $('head [data-rh]:not(title)')
    .toArray()
    .map((el) => describeTag(el.tagName, Object.entries(el.attribs), $(el).text()))
    .sort();
  return {title: $('head title').text(), tags};
}

async function browserHead(page: Page): Promise<{title: string; tags: HeadTag[]}> {
  const {title, tags} = await page.evaluate(() => ({
    title: document.title,
    tags: [...document.head.querySelectorAll('[data-rh]:not(title)')].map((el) => ({
      name: el.tagName.toLowerCase(),
      attributes: [...el.attributes].map((a): [string, string] => [a.name, a.value]),
      text: el.textContent ?? '',
    })),
  }));
  return {title, tags: tags.map((t) => describeTag(t.name, t.attributes, t.text)).sort()};
}

for (const version of docsVersions()) {
  test(`${version.label}: the head matches the server's after hydration and after a client-side navigation @content`, async ({
    page,
  }) => {
    const section = version.sections.find((s) => s.steps.length > 1)!;
    const [first, second] = section.steps.map((step) => routeOf(version, step[0]));
    await gotoHydrated(page, first);
    // react-helmet-async writes to <head> in the animation frame after a change: poll.
    await expect.poll(() => browserHead(page)).toEqual(serverHead(first));
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL((url) => url.pathname === second);
    await expect.poll(() => browserHead(page)).toEqual(serverHead(second));
  });
}

// The tab title never flickers: from the first script until the page has hydrated (and the frames
// after it, when react-helmet-async writes), every value of document.title is the page's own, as
// the server sent it. A crawler or a test that reads the title at any moment gets the right one.
// At 4x CPU, as the bench measures, hydration yields to the browser often enough to show a title
// that only part of the page has set. Every page type, and a not-found address under the docs.
const TITLE_PAGES = [
  ...perf.pages.map(({path, status}) => ({path, notFound: status === 404})),
  {path: '/docs/latest/no-such-page-for-the-title/', notFound: true},
];
const serverTitle = (pagePath: string, notFound: boolean): string =>
  notFound
    ? load(readText(path.join(BUILD, '404.html')))('head title').text()
    : builtPage(pagePath)('head title').text();

for (const {path: pagePath, notFound} of TITLE_PAGES) {
  base(
    `${pagePath}: the tab title is the page's own from the first script until hydrated`,
    async ({page}) => {
      await page.addInitScript(() => {
        const titles: string[] = [];
        Object.assign(window, {seenTitles: titles});
        const note = () => {
          if (document.title && titles.at(-1) !== document.title) titles.push(document.title);
        };
        new MutationObserver(note).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await gotoHydrated(page, pagePath);
      // react-helmet-async writes in the next animation frame: let two pass.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const seen = await page.evaluate(
        () => (window as unknown as {seenTitles: string[]}).seenTitles,
      );
      expect(seen).toEqual([serverTitle(pagePath, notFound)]);
    },
  );
}
