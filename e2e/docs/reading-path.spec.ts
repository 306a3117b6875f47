import {expect, test, type Page} from '../shared-page';
import {builtPage, docsVersions, gotoHydrated, routeOf, sitemapPaths} from '../support';

// The reader's path: the sidebar, Previous and Next of every docs page follow the reading-order.json
// of its version (the file the site builds them from). Every expectation comes from those files and
// from the built pages, so a new page needs no edit here.

const VERSIONS = docsVersions();

interface PaginationLink {
  label: string;
  href: string;
}

function paginationOf(route: string): {previous?: PaginationLink; next?: PaginationLink} {
  const $ = builtPage(route);
  const link = (kind: 'prev' | 'next') => {
    const a = $(`.pagination-nav__link--${kind}`);
    return a.length === 0
      ? undefined
      : {label: a.find('.pagination-nav__label').text(), href: a.attr('href') ?? ''};
  };
  return {previous: link('prev'), next: link('next')};
}

const h1Of = (route: string) => builtPage(route)('article h1').first().text();

for (const version of VERSIONS) {
  test(`${version.label}: every page's Previous/Next follow the reading order, named by the page title @content`, () => {
    const pages = sitemapPaths().filter((p) => p.startsWith(version.prefix));
    // The reading order holds every page of the version once (the build checks it too).
    const ids = version.sections.flatMap((s) => s.sidebar);
    expect(new Set(ids).size, 'pages listed twice').toBe(ids.length);
    expect(ids.map((id) => routeOf(version, id)).sort(), 'pages in the reading order').toEqual(
      [...pages].sort(),
    );

    // What each page links, as ids of the version (null: no link), checked against the title.
    const idOf = new Map(ids.map((id) => [routeOf(version, id), id]));
    const links = new Map(
      ids.map((id) => {
        const {previous, next} = paginationOf(routeOf(version, id));
        const target = (link: PaginationLink | undefined, kind: string) => {
          if (!link) return null;
          const targetId = idOf.get(link.href);
          expect(
            targetId,
            `${kind} of ${id} (${link.href}) is a page of ${version.label}`,
          ).toBeDefined();
          expect(link.label, `${kind} of ${id} is named by its title`).toBe(h1Of(link.href));
          return targetId!;
        };
        return [id, {prev: target(previous, 'Previous'), next: target(next, 'Next')}];
      }),
    );
    const linksOf = (id: string) => links.get(id)!;

    // The rules of CONTRIBUTING.md ("Place a page in the reading order"), as properties of the links
    // a reader follows: no second copy of the plugin's rules.
    for (const {name, steps, offPath, sidebar} of version.sections) {
      const inSection = new Set(sidebar);
      for (const id of sidebar) {
        const {prev, next} = linksOf(id);
        for (const target of [prev, next].filter((t) => t !== null)) {
          expect(inSection.has(target), `${id} links ${target}, outside ${name}`).toBe(true);
        }
      }
      // Pages off the path have no Previous/Next, and no page leads to them.
      for (const id of offPath) {
        expect(linksOf(id), `${id} is off the path`).toEqual({prev: null, next: null});
        for (const other of sidebar) {
          expect(
            Object.values(linksOf(other)),
            `${other} leads to ${id}, off the path`,
          ).not.toContain(id);
        }
      }
      // Next goes through the steps in their order, into a choice by its first alternative, and
      // ends on the last step; the first step has no Previous.
      steps.forEach((step, i) => {
        for (const id of step) {
          expect(linksOf(id).next, `Next of ${id}`).toBe(steps[i + 1]?.[0] ?? null);
          if (i === 0) expect(linksOf(id).prev, `Previous of ${id}, a first step`).toBeNull();
        }
      });
      steps.forEach((step, i) => {
        const after = steps[i + 1];
        if (!after) return;
        if (step.length === 1) {
          // From a single page, Previous comes back the way Next went.
          for (const id of after) {
            expect(linksOf(id).prev, `Previous of ${id}, after ${step[0]}`).toBe(step[0]);
          }
        } else {
          // The alternatives of a choice share their Previous, never lead to each other, and the
          // step after the choice leads back to where the choice was entered from.
          const [first, ...others] = step;
          for (const id of others) {
            expect(linksOf(id).prev, `Previous of ${id}, an alternative`).toBe(linksOf(first).prev);
            expect(step, `${id} leads to another alternative`).not.toContain(linksOf(id).prev);
          }
          for (const id of after) {
            expect(linksOf(id).prev, `Previous of ${id}, after a choice`).toBe(linksOf(first).prev);
          }
        }
      });
    }
  });

  test(`${version.label}: titles are unique within the version, and the tab names a released version @content`, () => {
    const pages = sitemapPaths().filter((p) => p.startsWith(version.prefix));
    const titles = pages.map((route) => builtPage(route)('title').text());
    const suffix = version.name === 'current' ? '' : ` (${version.label})`;
    for (const [i, route] of pages.entries()) {
      expect(titles[i], `<title> of ${route}`).toBe(`${h1Of(route)}${suffix} | TDEX Network`);
    }
    const duplicates = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(duplicates, `titles used twice in ${version.label}`).toEqual([]);
  });
}

// Every page link of the docs sidebar, in order, once each collapsed category has been opened.
async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const toggles = sidebar.locator('.menu__link--sublist');
  for (let guard = 0; guard < 30; guard += 1) {
    const states = await toggles.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-expanded')),
    );
    const i = states.indexOf('false');
    if (i < 0) {
      return sidebar
        .locator('a.menu__link:not(.menu__link--sublist)')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    }
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute('aria-expanded', 'true');
  }
  throw new Error('sidebar categories kept collapsing');
}

for (const version of VERSIONS) {
  test(`${version.label}: the sidebar lists the pages in reading order @content`, async ({
    page,
  }) => {
    await gotoHydrated(page, version.prefix);
    const expected = version.sections.flatMap((s) => s.sidebar).map((id) => routeOf(version, id));
    expect(await sidebarLinks(page)).toEqual(expected);
  });

  // The links of every page are checked above, from the built pages; this follows them as a reader
  // does, in the browser, through a whole section (client-side navigations, each page rendered).
  test(`${version.label}: Next leads a reader through a section, step by step @content`, async ({
    page,
  }) => {
    const {name, steps} = version.sections.find((s) => s.steps.length > 1)!;
    // Where a step is a choice, Next takes the first alternative.
    const expected = steps.map((step) => routeOf(version, step[0]));
    await gotoHydrated(page, expected[0]);
    const visited = [new URL(page.url()).pathname];
    const next = page.locator('.pagination-nav__link--next');
    while ((await next.count()) > 0) {
      const target = (await next.getAttribute('href')) ?? '';
      await next.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      // The URL changes before the new page renders: wait for the page itself.
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1Of(target));
      visited.push(target);
      expect(visited.length, `${name}: Next keeps going`).toBeLessThanOrEqual(expected.length);
    }
    expect(visited, `${name} in ${version.label}`).toEqual(expected);
  });
}

for (const version of VERSIONS.filter((v) => v.name !== 'current')) {
  test(`${version.label}: the tab names the version after hydration and client-side navigation @content`, async ({
    page,
  }) => {
    const section = version.sections.find((s) => s.steps.length > 1)!;
    const [first, second] = section.steps.map((step) => routeOf(version, step[0]));
    await gotoHydrated(page, first);
    await expect(page).toHaveTitle(`${h1Of(first)} (${version.label}) | TDEX Network`);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL((url) => url.pathname === second);
    await expect(page).toHaveTitle(`${h1Of(second)} (${version.label}) | TDEX Network`);
  });
}
