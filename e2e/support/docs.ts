import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import versions from '../../versions.json';

// The docs versions as the site builds them, for tests that must follow the site's own sources:
// each version's reading order (its reading-order.json) and its address, read from the version
// dropdown of the built site. The tests read the JSON and apply the rules written in it themselves
// (plugins/reading-order is what the site uses), so they check the site against the rules.

const ROOT = path.resolve(__dirname, '../..');
export const BUILD = path.join(ROOT, 'build');

export interface ReadingSection {
  name: string;
  /** Path order; a step is one page id, or the ids of the alternatives of a choice. */
  steps: string[][];
  /** Pages in the sidebar that are not steps. */
  offPath: string[];
  /** Every page id, in sidebar order. */
  sidebar: string[];
}

type Entry = string | {oneOf: string[]} | {offPath: string};

function readingOrderOf(treeDir: string): ReadingSection[] {
  const json = JSON.parse(readFileSync(path.join(treeDir, 'reading-order.json'), 'utf8')) as {
    sections: {name: string; pages: Entry[]}[];
  };
  return json.sections.map(({name, pages}) => ({
    name,
    steps: pages.flatMap((e) => (typeof e === 'string' ? [[e]] : 'oneOf' in e ? [e.oneOf] : [])),
    offPath: pages.flatMap((e) => (typeof e === 'object' && 'offPath' in e ? [e.offPath] : [])),
    sidebar: pages.flatMap((e) =>
      typeof e === 'string' ? [e] : 'oneOf' in e ? e.oneOf : [e.offPath],
    ),
  }));
}

/**
 * Previous and next page of every page, as reading-order.json states the rules: Next is the
 * following step (a choice's first alternative); Previous is the closest earlier step that is a
 * single page; pages off the path have neither.
 */
export function readingNavigation(
  sections: ReadingSection[],
): Map<string, {prev: string | null; next: string | null}> {
  const navigation = new Map<string, {prev: string | null; next: string | null}>();
  for (const {steps, offPath} of sections) {
    steps.forEach((step, i) => {
      const before = steps
        .slice(0, i)
        .reverse()
        .find((s) => s.length === 1);
      for (const id of step) {
        navigation.set(id, {prev: before?.[0] ?? null, next: steps[i + 1]?.[0] ?? null});
      }
    });
    for (const id of offPath) navigation.set(id, {prev: null, next: null});
  }
  return navigation;
}

export interface DocsVersion {
  /** `current` or the version number. */
  name: string;
  /** What the dropdown shows: `latest` or the version number. */
  label: string;
  /** Its address, such as `/docs/v0/`. */
  prefix: string;
  sections: ReadingSection[];
}

export function builtPage(urlPath: string): ReturnType<typeof load> {
  return load(readFileSync(path.join(BUILD, urlPath, 'index.html'), 'utf8'));
}

export function docsVersions(): DocsVersion[] {
  const $ = builtPage('/docs/latest/');
  const prefixes = new Map(
    $('.navbar .dropdown__menu .dropdown__link')
      .toArray()
      .map((a) => [$(a).text(), $(a).attr('href') ?? ''] as const),
  );
  return ['current', ...versions].map((name) => {
    const label = name === 'current' ? 'latest' : name;
    const prefix = prefixes.get(label);
    if (!prefix) throw new Error(`no dropdown entry for docs version ${label}`);
    const treeDir =
      name === 'current'
        ? path.join(ROOT, 'docs')
        : path.join(ROOT, 'versioned_docs', `version-${name}`);
    return {name, label, prefix, sections: readingOrderOf(treeDir)};
  });
}

/** The address of a doc page: its id after the version's prefix; `intro` is the version's landing page. */
export function routeOf(version: DocsVersion, id: string): string {
  return id === 'intro' ? version.prefix : `${version.prefix}${id}/`;
}
