// The reading order of each docs version, from the `reading-order.json` at the root of its docs
// tree (docs/, versioned_docs/version-X.Y.Z/; cutting a version copies it along). It is the one
// source of both the sidebar order and each page's Previous/Next links; the browser tests read the
// same files. Plain JavaScript so that the config, node's test runner and Playwright can all load it.
//
// A section lists its pages in sidebar order. An entry is a page id (a step of the path), `{"oneOf":
// [ids]}` (one step the reader takes one of several ways) or `{"offPath": id}` (in the sidebar, not a
// step: no Previous/Next on it, and no step leads to it). Navigation, section by section:
// - Next: the following step; when that step is a choice, its first alternative.
// - Previous: the closest earlier step that is a single page (never one of several alternatives,
//   which the reader may not have taken).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {closestPage, sectionStarts} from '../../src/utils/movedPages.mjs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
// Docusaurus's own number-prefix rules (`00-index.md` has the id `index`), through the package's
// public `./lib/*` export.
const {
  DefaultNumberPrefixParser,
  stripPathNumberPrefixes,
} = require('@docusaurus/plugin-content-docs/lib/numberPrefix.js');

export const READING_ORDER_FILE = 'reading-order.json';
const HELP = 'See CONTRIBUTING.md, "Place a page in the reading order".';

function fail(file, message) {
  throw new Error(`${file}: ${message} ${HELP}`);
}

/**
 * Reads and checks a reading order. Returns its sections, each as
 * `{name, steps: string[][], offPath: string[], sidebar: string[]}`: `steps` in path order (a step is
 * one page, or the alternatives of a choice), `sidebar` every page in sidebar order.
 */
export function parseReadingOrder(json, file = READING_ORDER_FILE) {
  if (!json || !Array.isArray(json.sections)) fail(file, 'expected {"sections": [...]}.');
  const seen = new Set();
  const checkId = (id) => {
    if (typeof id !== 'string' || id === '')
      fail(file, `expected a page id, got ${JSON.stringify(id)}.`);
    if (seen.has(id)) fail(file, `"${id}" is listed twice.`);
    seen.add(id);
    return id;
  };
  return json.sections.map((section) => {
    if (typeof section?.name !== 'string' || !Array.isArray(section.pages)) {
      fail(
        file,
        `expected each section as {"name": "...", "pages": [...]}, got ${JSON.stringify(section)}.`,
      );
    }
    const steps = [];
    const offPath = [];
    const sidebar = [];
    for (const entry of section.pages) {
      if (typeof entry === 'string') {
        steps.push([checkId(entry)]);
        sidebar.push(entry);
      } else if (entry && Array.isArray(entry.oneOf) && Object.keys(entry).length === 1) {
        if (entry.oneOf.length < 2)
          fail(file, `a "oneOf" needs two pages or more: ${JSON.stringify(entry)}.`);
        steps.push(entry.oneOf.map(checkId));
        sidebar.push(...entry.oneOf);
      } else if (entry && 'offPath' in entry && Object.keys(entry).length === 1) {
        offPath.push(checkId(entry.offPath));
        sidebar.push(entry.offPath);
      } else {
        fail(
          file,
          `unknown entry ${JSON.stringify(entry)} in section "${section.name}": expected a page id, {"oneOf": [ids]} or {"offPath": id}.`,
        );
      }
    }
    return {name: section.name, steps, offPath, sidebar};
  });
}

/** Previous and next page id of every page (null: no link), by the rules at the top of this file. */
export function readingNavigation(sections) {
  const navigation = new Map();
  for (const {steps, offPath} of sections) {
    steps.forEach((step, i) => {
      const before = steps
        .slice(0, i)
        .reverse()
        .find((s) => s.length === 1);
      const after = steps[i + 1];
      for (const id of step) {
        navigation.set(id, {prev: before?.[0] ?? null, next: after?.[0] ?? null});
      }
    });
    for (const id of offPath) navigation.set(id, {prev: null, next: null});
  }
  return navigation;
}

const cache = new Map();

/** The reading order of the docs tree at `treeDir`, parsed (read again when the file changes). */
export function readingOrderOf(treeDir) {
  const file = path.join(treeDir, READING_ORDER_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: every docs version needs its reading order. ${HELP}`);
  }
  const text = readFileSync(file, 'utf8');
  const cached = cache.get(file);
  if (cached?.text === text) return cached.sections;
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(file, `is not valid JSON (${error.message}).`);
  }
  const sections = parseReadingOrder(json, file);
  cache.set(file, {text, sections});
  return sections;
}

// The docs tree (docs/ or versioned_docs/version-X.Y.Z/) holding a file, or null for any other file.
function docsTreeOf(siteDir, filePath) {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  const match = /^(docs|versioned_docs\/version-[^/]+)\/(.+)$/.exec(relative);
  return match ? {treeDir: path.join(siteDir, match[1]), source: match[2], relative} : null;
}

// The doc id Docusaurus gives a file: its path without extension and number prefixes, or the
// directory plus the front matter `id`.
function docIdOf(source, frontMatter) {
  const dir = path.posix.dirname(source);
  const base =
    typeof frontMatter.id === 'string'
      ? frontMatter.id
      : DefaultNumberPrefixParser(path.posix.basename(source).replace(/\.mdx?$/, '')).filename;
  return dir === '.' ? base : `${stripPathNumberPrefixes(dir, DefaultNumberPrefixParser)}/${base}`;
}

// Front matter keys that the reading order sets; a page that sets them itself would be a second source.
const ORDER_KEYS = ['sidebar_position', 'pagination_prev', 'pagination_next'];

/**
 * `markdown.parseFrontMatter` for the site config: gives every doc page the `pagination_prev` and
 * `pagination_next` of its reading order, and a `pagination_label` equal to its title (the sidebar
 * may show a shorter `sidebar_label`, such as "Overview"; Previous/Next name the page in full).
 */
export function createParseFrontMatter(siteDir) {
  return async function parseFrontMatter(params) {
    const result = await params.defaultParseFrontMatter(params);
    const tree = docsTreeOf(siteDir, params.filePath);
    if (!tree || !/\.mdx?$/.test(tree.source) || path.posix.basename(tree.source).startsWith('_')) {
      return result;
    }
    const {frontMatter} = result;
    for (const key of ORDER_KEYS) {
      if (key in frontMatter) {
        throw new Error(
          `${tree.relative} sets "${key}", but the order of pages comes from ${path.relative(siteDir, tree.treeDir)}/${READING_ORDER_FILE}: remove the key. ${HELP}`,
        );
      }
    }
    const id = docIdOf(tree.source, frontMatter);
    const links = readingNavigation(readingOrderOf(tree.treeDir)).get(id);
    if (links) {
      frontMatter.pagination_prev = links.prev;
      frontMatter.pagination_next = links.next;
    }
    if (typeof frontMatter.title === 'string' && frontMatter.pagination_label === undefined) {
      frontMatter.pagination_label = frontMatter.title;
    }
    // A released version's page: where it leads in the latest docs (its counterpart, else the start
    // of its section), for the unmaintained banner (src/theme/DocVersionBanner/Unmaintained.tsx),
    // which then needs neither moved-pages.json nor the reading order in the browser.
    const latestTree = path.join(siteDir, 'docs');
    if (tree.treeDir !== latestTree) {
      const latest = readingOrderOf(latestTree);
      const starts = sectionStarts(
        latest.map((section) => ({
          first: section.steps[0]?.[0] ?? section.sidebar[0],
          ids: section.sidebar,
        })),
      );
      const moves = JSON.parse(readFileSync(path.join(siteDir, 'moved-pages.json'), 'utf8')).moves;
      const ids = latest.flatMap((section) => section.sidebar);
      frontMatter.latest_counterpart = closestPage(id, ids, moves, starts)?.id ?? null;
    }
    return result;
  };
}

// Sidebar items sorted by rank: a page by its place in the reading order, a category by its first page.
function sortItems(items, rank) {
  const rankOf = (item) =>
    item.type === 'doc'
      ? (rank.get(item.id) ?? Infinity)
      : item.type === 'category'
        ? Math.min(
            item.link?.type === 'doc' ? (rank.get(item.link.id) ?? Infinity) : Infinity,
            ...item.items.map(rankOf),
          )
        : Infinity;
  return items
    .map((item) =>
      item.type === 'category' ? {...item, items: sortItems(item.items, rank)} : item,
    )
    .map((item, index) => ({item, index, rank: rankOf(item)}))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({item}) => item);
}

/**
 * `sidebarItemsGenerator` for the docs plugin: the autogenerated sidebar of every version, ordered
 * by that version's reading order. Fails the build when a page is missing from the reading order,
 * or when the reading order names a page that does not exist.
 */
export async function sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
  const items = await defaultSidebarItemsGenerator(args);
  const sections = readingOrderOf(args.version.contentPath);
  const file = path.join(args.version.contentPath, READING_ORDER_FILE);
  const listed = sections.flatMap((section) => section.sidebar);
  const ids = new Set(args.docs.map((doc) => doc.id));
  const missing = args.docs.filter((doc) => !listed.includes(doc.id));
  if (missing.length > 0) {
    fail(
      file,
      `these pages are not in the reading order: ${missing.map((doc) => `${doc.id} (${doc.source})`).join(', ')}. Add each to its section, as a step, in a "oneOf" or as "offPath".`,
    );
  }
  const unknown = listed.filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    fail(file, `these ids are not pages of this version: ${unknown.join(', ')}.`);
  }
  return sortItems(items, new Map(listed.map((id, i) => [id, i])));
}
