import {expect, test, type Page} from '../shared-page';
import {
  builtPage,
  docsVersions,
  gotoHydrated,
  readingNavigation,
  routeOf,
  sitemapPaths,
} from '../support';

// Issue 11, the reader's path. Every expectation here comes from the reading-order.json of each docs
// version (the file the site builds its sidebar and Previous/Next from) and from the built pages, so
// a new page needs no edit here.

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
    const navigation = readingNavigation(version.sections);
    const pages = sitemapPaths().filter((p) => p.startsWith(version.prefix));
    // The reading order holds every page of the version (the build checks it too).
    expect(
      [...navigation.keys()].map((id) => routeOf(version, id)).sort(),
      'pages in the reading order',
    ).toEqual([...pages].sort());

    for (const [id, {prev, next}] of navigation) {
      const route = routeOf(version, id);
      const expected = (target: string | null) =>
        target === null
          ? undefined
          : {label: h1Of(routeOf(version, target)), href: routeOf(version, target)};
      expect(paginationOf(route), `Previous/Next on ${route}`).toEqual({
        previous: expected(prev),
        next: expected(next),
      });
    }

    // What the rules above mean for a reader, spelled out.
    for (const {steps, offPath} of version.sections) {
      const linked = steps
        .flat()
        .flatMap((id) => Object.values(paginationOf(routeOf(version, id))))
        .map((link) => link?.href);
      for (const id of offPath) {
        expect(linked, `no step leads to ${id}, which is off the path`).not.toContain(
          routeOf(version, id),
        );
        expect(paginationOf(routeOf(version, id)), `${id} has no Previous/Next`).toEqual({});
      }
      for (const choice of steps.filter((step) => step.length > 1)) {
        for (const id of choice) {
          const {previous, next} = paginationOf(routeOf(version, id));
          const others = choice.filter((other) => other !== id).map((o) => routeOf(version, o));
          expect(others, `${id} leads to no other alternative`).not.toContain(previous?.href);
          expect(others, `${id} leads to no other alternative`).not.toContain(next?.href);
        }
      }
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

  test(`${version.label}: Next leads a reader through each section, step by step @content`, async ({
    page,
  }) => {
    // Some twenty client-side navigations.
    test.setTimeout(180_000);
    for (const {name, steps} of version.sections) {
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
    }
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
