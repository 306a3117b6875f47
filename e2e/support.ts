// The one support module of the browser tests: opening pages, the parts of the page several specs
// use, and what the site's sources and build say (docs versions and their reading orders, blog
// posts and tags, the sitemap), read through the node tests' helper module (tests/support/site.mjs)
// so that both suites read the sources the same way. A test that takes its expectations from the
// content carries the @content tag: scripts/content-meta-test.mjs runs those against a copy of the
// site with a new page, post, tag and version. That copy holds every page of the site and more, so
// `npm test` runs them there only, not a second time on build/.
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page, type Request} from '@playwright/test';
import type {ReadingSection} from '../plugins/reading-order/index.mjs';
import {
  BUILD,
  ROOT,
  blogPosts,
  builtPage,
  docsPagesOf,
  docsTrees,
  filesUnder,
  readText,
  sitemap,
  usedBlogTags,
} from '../tests/support/site.mjs';

export {BUILD, ROOT, blogPosts, builtPage, docsPagesOf, docsTrees, readText, usedBlogTags};

/**
 * Docs pages grouped by their Markdown source, byte for byte: a docs version just cut repeats the
 * pages of the current docs, and the same source renders the same content at each address. A spec
 * whose check of a page's content is costly checks each source once, at its first address, and names
 * the others. `partOf` narrows the source to the part the check is about (a page's diagrams, one
 * section), for pages that differ elsewhere. Pages as docsPagesOf lists them, in the order given.
 */
export function bySource<T extends {file: string}>(
  pages: T[],
  partOf: (source: string, page: T) => string = (source) => source,
): (T & {alsoAt: T[]})[] {
  const groups = new Map<string, T & {alsoAt: T[]}>();
  for (const page of pages) {
    const source = partOf(readText(path.join(ROOT, page.file)), page);
    const group = groups.get(source);
    if (group) group.alsoAt.push(page);
    else groups.set(source, {...page, alsoAt: []});
  }
  return [...groups.values()];
}

// --- Pages ----------------------------------------------------------------------------------------

// Opens a path and waits until the page has hydrated: before that, clicks and storage writes can be lost.
export async function gotoHydrated(page: Page, urlPath: string): Promise<void> {
  await page.goto(urlPath);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

// Every page of the build, as a path, from the sitemap the build wrote (tests/site/sitemap.test.mjs
// proves that it lists every page).
export function sitemapPaths(): string[] {
  return sitemap().paths;
}

export function mainNavbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

// The version dropdown's entries, each as `label -> address`: in the browser, and in the page as
// the build wrote it. A reader who lands on a page gets the built one, kept by hydration (a spec
// checks both agree on a page of each version); the built pages check every page.
const SELECTOR_DROPDOWN_LINKS = 'nav[aria-label="Main"] .dropdown .dropdown__link';

export function dropdownLinks(page: Page): Promise<string[]> {
  return page
    .locator(SELECTOR_DROPDOWN_LINKS)
    .evaluateAll((links) =>
      links.map(
        (a) => `${a.getAttribute('aria-label') ?? a.textContent} -> ${a.getAttribute('href')}`,
      ),
    );
}

export function builtDropdownLinks(route: string): string[] {
  const $ = builtPage(route);
  return $(SELECTOR_DROPDOWN_LINKS)
    .toArray()
    .map((a) => `${$(a).attr('aria-label') ?? $(a).text()} -> ${$(a).attr('href')}`);
}

export async function expectColorMode(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * Watches the requests `page` makes from now on. `requests` lists them as they start; `idle()`
 * resolves once every request started so far has finished or failed. A condition on the requests
 * themselves, where the `networkidle` load state waits for half a second without any. `stop()` ends
 * the watch.
 */
export function watchRequests(page: Page): {
  requests: Request[];
  idle: () => Promise<void>;
  stop: () => void;
} {
  const requests: Request[] = [];
  const pending = new Set<Request>();
  const started = (request: Request) => {
    requests.push(request);
    pending.add(request);
  };
  const done = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    requests,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
    idle: () =>
      expect
        .poll(() => [...pending].map((r) => r.url()), {
          message: 'requests still in flight',
          // Every 50 ms, not expect.poll's widening steps (up to 1 s): the sweep waits on this once
          // per page of the site (80 ms a page less, 2026-11-28).
          intervals: [50],
        })
        .toEqual([]),
  };
}

// The script files of the build that carry the Mermaid library: production chunk names are hashes,
// so they are found by their code (Mermaid's API), on disk, once, when a spec first asks.
let mermaidChunks: Set<string> | undefined;
/** Whether a request for `url` loads Mermaid: a file named after it, or a chunk that carries it. */
export function isMermaidScript(url: string): boolean {
  mermaidChunks ??= new Set(
    readdirSync(path.join(BUILD, 'assets/js'))
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readText(path.join(BUILD, 'assets/js', file)).includes('mermaidAPI'))
      .map((file) => `/assets/js/${file}`),
  );
  return url.toLowerCase().includes('mermaid') || mermaidChunks.has(new URL(url).pathname);
}

// Diagrams are drawn once they come near the viewport (src/theme/Mermaid). Scrolls to each one still
// waiting, until none is left, then back to the top, so that a test can check every diagram.
export async function revealDiagrams(page: Page): Promise<void> {
  const pending = page.locator('[data-mermaid-pending]');
  // Counting and scrolling in one step: a diagram drawn between the two would leave a locator
  // waiting for a placeholder that is gone.
  const scrollToFirstPending = () =>
    page.evaluate(() => {
      const all = document.querySelectorAll('[data-mermaid-pending]');
      all[0]?.scrollIntoView({block: 'center'});
      return all.length;
    });
  for (let left = await scrollToFirstPending(); left > 0; left = await scrollToFirstPending()) {
    await expect.poll(() => pending.count()).toBeLessThan(left);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

// Scrolls the window to `top` at once (no smooth scrolling) and resolves after the browser has
// dispatched the resulting scroll event and painted a frame, so listeners have seen this position.
export async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === y) {
          resolve();
          return;
        }
        window.addEventListener(
          'scroll',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          {once: true},
        );
        window.scrollTo({top: y, behavior: 'instant'});
      }),
    top,
  );
}

// WCAG contrast of an element's text on what is behind it, from computed styles: the text color,
// and the background colors of the element and its ancestors, blended from the first opaque one up
// to the element (a semi-transparent layer over the page counts as what the reader sees).
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const channels = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [channels[0], channels[1], channels[2], channels[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a)).concat(1) as Rgba;
    };
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    let background: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const text = over(parse(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  });
}

// --- Docs versions and their reading orders -------------------------------------------------------
// Each version's reading-order.json, parsed by the plugin the site uses (plugins/reading-order): the
// tests take the sections from it, and check what the built pages do with them by their properties
// (e2e/docs/reading-path.spec.ts), not against a second copy of the plugin's rules.

export type {ReadingSection};

let readingOrders: Map<string, ReadingSection[]> | undefined;

/**
 * The sections of the reading order of the docs tree at `treeDir` (relative to the root), from the
 * plugin's readingOrderOf(). In a node process of its own: the plugin is an ES module that reads
 * import.meta, which Playwright's loader for these TypeScript files cannot load. One call for all
 * trees, on first use.
 */
function readingOrderOf(treeDir: string): ReadingSection[] {
  readingOrders ??= new Map(
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '--eval',
          `import {readingOrderOf} from './plugins/reading-order/index.mjs';
           const trees = JSON.parse(process.argv[1]);
           console.log(JSON.stringify(trees.map((dir) => [dir, readingOrderOf(dir)])));`,
          JSON.stringify(docsTrees().map(({dir}: {dir: string}) => dir)),
        ],
        {cwd: ROOT, encoding: 'utf8'},
      ),
    ) as [string, ReadingSection[]][],
  );
  const sections = readingOrders.get(treeDir);
  if (!sections) throw new Error(`no reading order read for ${treeDir}`);
  return sections;
}

export interface DocsVersion {
  /** `current` or the version number. */
  name: string;
  /** What the dropdown shows: `latest` or the version number. */
  label: string;
  /** Its address, such as `/docs/v0/`, as the version dropdown of the built site links it. */
  prefix: string;
  sections: ReadingSection[];
}

/** Every docs version, newest first: the current docs, then versions.json. */
export function docsVersions(): DocsVersion[] {
  const $ = builtPage('/docs/latest/');
  const prefixes = new Map(
    $('.navbar .dropdown__menu .dropdown__link')
      .toArray()
      // The label alone: under it, each entry names its daemon release (data-version-label).
      .map((a) => {
        const label = $(a).find('[data-version-label]');
        return [(label.length ? label : $(a)).text(), $(a).attr('href') ?? ''] as const;
      }),
  );
  return docsTrees().map(({name, dir}: {name: string; dir: string}) => {
    const label = name === 'current' ? 'latest' : name;
    const prefix = prefixes.get(label);
    if (!prefix) throw new Error(`no dropdown entry for docs version ${label}`);
    return {name, label, prefix, sections: readingOrderOf(dir)};
  });
}

/** The address of a doc page: its id after the version's prefix; `intro` is the version's landing page. */
export function routeOf(version: DocsVersion, id: string): string {
  return id === 'intro' ? version.prefix : `${version.prefix}${id}/`;
}

/** The groups of moved-pages.json: ids of one page that has another address in another version. */
export const MOVES = (
  JSON.parse(readText(path.join(ROOT, 'moved-pages.json'))) as {moves: string[][]}
).moves;

/** The ids of a version's pages, in reading order. */
export const pagesOf = (version: DocsVersion): string[] =>
  version.sections.flatMap((section) => section.sidebar);

/**
 * A page's counterpart in `version`, by the rule moved-pages.json states: the same page if the version
 * has it, else the first page of its group there; undefined when the version has neither.
 */
export function counterpartIn(version: DocsVersion, id: string): string | undefined {
  const pages = pagesOf(version);
  if (pages.includes(id)) return id;
  return MOVES.find((group) => group.includes(id))?.find((other) => pages.includes(other));
}

/**
 * Where a page with no counterpart in `version` leads, as reading-order.json and moved-pages.json
 * state the rule (src/utils/movedPages.mjs is what the site uses): the first step of the section of
 * `version` that holds the first page of the page's nearest folder; null when no folder is shared.
 */
export function sectionStartOf(version: DocsVersion, id: string): string | null {
  const segments = id.toLowerCase().split('/');
  for (let n = segments.length - 1; n > 0; n -= 1) {
    const folder = `${segments.slice(0, n).join('/')}/`;
    const section = version.sections.find((s) =>
      s.sidebar.some((page) => page.toLowerCase().startsWith(folder)),
    );
    if (section) return section.steps[0][0];
  }
  return null;
}

/**
 * Where the version dropdown of page `id` of `from` leads in `to`: its counterpart there, else the
 * start of its section (or the version's landing page), saying so with `?from-version=`.
 */
export function dropdownTarget(id: string, from: DocsVersion, to: DocsVersion): string {
  const same = counterpartIn(to, id);
  if (same !== undefined) return routeOf(to, same);
  const start = sectionStartOf(to, id);
  return `${start ? routeOf(to, start) : to.prefix}?from-version=${from.name}`;
}

/** The pages among `ids` of `from` whose built dropdown is not `dropdownTarget` for every version. */
export function wrongBuiltDropdowns(from: DocsVersion, ids: string[]): string[] {
  const versions = docsVersions();
  return ids.flatMap((id) => {
    const route = routeOf(from, id);
    const built = builtDropdownLinks(route);
    const expected = versions.map((to) => `${to.label} -> ${dropdownTarget(id, from, to)}`);
    return JSON.stringify(built) === JSON.stringify(expected)
      ? []
      : [`${route}: ${built.join(', ')}; expected ${expected.join(', ')}`];
  });
}

// --- Search ---------------------------------------------------------------------------------------

// A word that only the 0.9.1 docs use: a function of the tdex-sdk 1.7 JavaScript SDK, which only the
// 0.9.1 trader pages document. Checked against the build before any search test runs, so that a
// content change that breaks the premise fails loudly instead of making the version test meaningless.
export const V0_ONLY_WORD = 'greedyCoinSelector';
// A word that every version and the blog use, to show that the latest index answers at all.
export const COMMON_WORD = 'swap';

function indexText(dir: string): string {
  return readFileSync(path.join(BUILD, dir, 'search-index.json'), 'utf8').toLowerCase();
}

const htmlUnder = (dir: string): string[] =>
  filesUnder(path.join(BUILD, dir), (f: string) => f.endsWith('.html')).map((f: string) =>
    path.join(BUILD, dir, f),
  );

const mentions = (file: string) =>
  readFileSync(file, 'utf8').toLowerCase().includes(V0_ONLY_WORD.toLowerCase());

/** Fails unless the build has the word in 0.9.1 pages and its index, and nowhere else. */
export function assertV0OnlyWordInBuild(): void {
  const word = V0_ONLY_WORD.toLowerCase();
  expect(indexText('docs/v0').includes(word), `${word} is in the 0.9.1 search index`).toBe(true);
  expect(indexText('.').includes(word), `${word} is in the latest/blog index`).toBe(false);
  expect(indexText('docs/v1').includes(word), `${word} is in the 1.0.0 index`).toBe(false);
  for (const dir of ['docs/latest', 'docs/v1', 'blog']) {
    const pages = htmlUnder(dir).filter(mentions);
    expect(
      pages.map((f) => path.relative(BUILD, f)),
      `pages of ${dir} using ${word}`,
    ).toEqual([]);
  }
}

/** A 0.9.1 page that uses the word (its path on the site). */
export function v0PageWithWord(): string {
  const file = htmlUnder('docs/v0').find(mentions);
  expect(file, `a 0.9.1 page uses ${V0_ONLY_WORD}`).toBeTruthy();
  return `/${path.relative(BUILD, path.dirname(file!)).split(path.sep).join('/')}/`;
}

/** URL of a 0.9.1 page opened from a search hit for the word. */
export const V0_HIT_URL = new RegExp(`/docs/v0/.*\\?_highlight=${V0_ONLY_WORD}`, 'i');

/**
 * The navbar search box as the reader finds it: the look-alike before the first interaction, the real
 * one after (for one frame during the swap both exist; the look-alike is then aria-hidden).
 */
export function searchBox(page: Page) {
  return page.locator('.navbar__search-input:not([aria-hidden="true"])');
}

/** The plugin's real search box, once loaded (autocomplete.js makes it a combobox). */
export function realSearchBox(page: Page) {
  return page.getByRole('combobox', {name: 'Search'});
}

// The dropdown's options. A CSS locator on the ARIA roles: the input's aria-owns makes the role
// engine see the listbox twice (under the combobox and in place), so getByRole counts each hit twice.
// The "See all results" link is an option too (src/theme/SearchBar), but not a result.
export function results(page: Page) {
  return page.locator('[role="listbox"] [role="option"]:not(a)');
}

/** The "See all results" link at the foot of the dropdown. */
export function allResultsLink(page: Page) {
  return page.locator('[role="listbox"] a[href*="/search/"]');
}

export function selectedResult(page: Page) {
  return page.locator('[role="listbox"] [role="option"][aria-selected="true"]:not(a)');
}

// Text the search plugin shows when the index of this version has no match.
export const NO_RESULTS = 'No results';

export function noResults(page: Page) {
  return page.locator('[role="listbox"]').getByText(NO_RESULTS);
}

/** Search-related requests: any version's index, or a script chunk that holds search code. */
export function isSearchIndex(url: string): boolean {
  return /\/search-index[^/]*\.json/.test(new URL(url).pathname);
}

// Strings found only in the plugin's real search box (autocomplete.js event) and in its worker client.
export const SEARCH_CODE_MARKERS = ['autocomplete:selected', 'search-index'];

// --- Inline code in running text and tables ---------------------------------------------------------

/**
 * Inline code (not in a code block) that breaks between two characters of a name: a run of letters,
 * digits and underscores (`rpcserver`, `TDEX_DATADIR`) split over two lines. Code wraps like text, at
 * a space, after a hyphen or a slash; only a word (a run without spaces) wider than the room it
 * could have may break anywhere (the body's overflow-wrap). That room is the block's width, or in a
 * table the width of the table: a column may be narrow, but a table that squeezes a name below its
 * width while the table has room to spare has broken it (a phone's stacked card: the cell's width).
 * A word runs on through text glued to the code without a space. Each entry: the code and the broken part.
 */
export function codeBrokenInsideNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const widthOf = (range: Range) =>
      [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
    const linesOf = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size;
    for (const code of document.querySelectorAll<HTMLElement>('.markdown code')) {
      if (code.closest('pre') || code.getClientRects().length === 0) continue;
      // A table laid out as a table sizes its columns to its content; a phone's stacked cards
      // (src/components/ScrollableTable) make each cell a block of its own.
      const cell = code.closest('td, th');
      const block =
        cell && getComputedStyle(cell).display === 'table-cell'
          ? code.closest('table')!
          : code.parentElement!.closest('p, li, td, th, div, blockquote, dd')!;
      const style = getComputedStyle(block);
      const room =
        block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // The block's text nodes in order, to follow a word beyond the code: text glued to it
      // without a space ("(" before a URL, "/" between two names) makes one longer word.
      const texts: Text[] = [];
      const inBlock = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = inBlock.nextNode(); node; node = inBlock.nextNode()) texts.push(node as Text);
      const glued = (text: Text, start: number, end: number): Range => {
        const whole = document.createRange();
        whole.setStart(text, start);
        whole.setEnd(text, end);
        if (start === 0) {
          for (let i = texts.indexOf(text) - 1; i >= 0; i -= 1) {
            const space = texts[i].data.search(/\s\S*$/);
            whole.setStart(texts[i], space + 1);
            if (space >= 0) break;
          }
        }
        if (end === text.data.length) {
          for (let i = texts.indexOf(text) + 1; i < texts.length; i += 1) {
            const space = texts[i].data.search(/\s/);
            whole.setEnd(texts[i], space >= 0 ? space : texts[i].data.length);
            if (space >= 0) break;
          }
        }
        return whole;
      };
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const range = (start: number, end: number) => {
          const r = document.createRange();
          r.setStart(text, start);
          r.setEnd(text, end);
          return r;
        };
        for (const word of text.data.matchAll(/\S+/g)) {
          const whole = range(word.index, word.index + word[0].length);
          if (linesOf(whole) < 2) continue;
          if (widthOf(glued(text, word.index, word.index + word[0].length)) > room) continue;
          for (const part of word[0].matchAll(/\w{2,}/g)) {
            const start = word.index + part.index;
            if (linesOf(range(start, start + part[0].length)) > 1) {
              found.push(`${code.textContent}: "${part[0]}"`);
            }
          }
        }
      }
    }
    return found;
  });
}

/**
 * Punctuation that follows inline code but starts a new line (a lone "," or ";" under the code),
 * where the code's last line and the punctuation would fit the block together. (When they would not,
 * as after a URL that fills a phone's line, only a break inside the code could keep them together.)
 * Each entry: the code's text and the punctuation.
 */
export function punctuationOrphanedAfterCode(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const code of document.querySelectorAll<HTMLElement>('.markdown code')) {
      if (code.closest('pre') || code.getClientRects().length === 0) continue;
      const block = code.parentElement!.closest('p, li, td, th, div, blockquote, dd')!;
      // The first text after the code, within its block (the code may sit inside a link).
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      walker.currentNode = code;
      let next: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (code.contains(node)) continue;
        if ((node as Text).data.length > 0) {
          next = node as Text;
          break;
        }
      }
      const punctuation = next && /^[.,;:!?)\]…]+/.exec(next.data)?.[0];
      if (!next || !punctuation) continue;
      const range = document.createRange();
      range.setStart(next, 0);
      range.setEnd(next, punctuation.length);
      const mark = [...range.getClientRects()].find((r) => r.width > 0);
      // The room the code takes on its last line: its box there when it flows inline (padding
      // included), else (an inline-block, whose box spans all its lines) its last line of text.
      const text = document.createRange();
      text.selectNodeContents(code);
      const last =
        getComputedStyle(code).display === 'inline'
          ? [...code.getClientRects()].at(-1)
          : [...text.getClientRects()].filter((r) => r.width > 0).at(-1);
      const style = getComputedStyle(block);
      const room =
        block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (mark && last && mark.top >= last.bottom - 1 && last.width + mark.width <= room) {
        found.push(`${code.textContent}${punctuation}`);
      }
    }
    return found;
  });
}

/**
 * Inline code that starts a line of a table cell (a name in a column of names, or the first word of
 * a line) and runs over two lines or more although it would fit the cell on one: the table gave its
 * column less room than the name needs. (Code that starts within a line wraps like the words around
 * it, at a space, a hyphen or a slash; codeBrokenInsideNames() checks that it never breaks inside a
 * name.) Each entry: the code's text, the width it needs (with any text glued to it) and the cell's.
 */
export function tableCodeWrappedThoughItFits(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.markdown td code')].flatMap((code) => {
      if (code.closest('pre') || code.getClientRects().length === 0) return [];
      const range = document.createRange();
      range.selectNodeContents(code);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const lines = new Set(rects.map((r) => Math.round(r.top)));
      if (lines.size < 2) return [];
      const cell = code.closest('td')!;
      const style = getComputedStyle(cell);
      const left = cell.getBoundingClientRect().left + parseFloat(style.paddingLeft);
      const room =
        cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // The code's own left padding and border sit before its text.
      const codeStyle = getComputedStyle(code);
      const inset = parseFloat(codeStyle.paddingLeft) + parseFloat(codeStyle.borderLeftWidth);
      if (rects[0].left - inset - left > 1) return [];
      const before = code.style.whiteSpace;
      code.style.whiteSpace = 'nowrap';
      let needed = code.getBoundingClientRect().width;
      code.style.whiteSpace = before;
      // Text glued to the code (a closing bracket, a comma) stays on its line: it needs room too.
      const next = code.nextSibling;
      const glued = next?.nodeType === Node.TEXT_NODE ? /^\S+/.exec((next as Text).data) : null;
      if (glued) {
        const tail = document.createRange();
        tail.setStart(next!, 0);
        tail.setEnd(next!, glued[0].length);
        needed += tail.getBoundingClientRect().width;
      }
      return needed > room
        ? []
        : [`${code.textContent}: ${Math.round(needed)} px in a cell of ${Math.round(room)} px`];
    }),
  );
}

/** Every page of the build whose tables hold inline code, as site paths. */
export function pagesWithCodeInTables(): string[] {
  return sitemapPaths().filter((sitePath) => {
    const $ = builtPage(sitePath);
    return $('.markdown td code').length > 0;
  });
}
