import {expect, test, type Page, type Route} from '@playwright/test';
import {builtPage, gotoHydrated, mainNavbar} from '../support';

// How the crashes are triggered. The production build must not carry a test-only page (the route set
// is exact), so each test breaks a real component of a real page while the browser loads it:
// - Inside the layout: the JS chunk holding the MDX content of one doc (found by the source path in
//   its metadata) is served with a short prelude. The prelude wraps that chunk's modules as webpack
//   registers them, so the module exporting the page content (`toc`, `default`, ...) gets a `default`
//   component that throws while `window.__crashPageContent` is true. That is what a broken MDX
//   component does, and the error rises to the layout's error boundary (navbar and footer stay).
// - Outside the layout: the announcement bar renders above the layout's error boundary. In every
//   chunk that contains it, its `translate({id: 'tdex.announcementBar.label', ...})` call gets an
//   expression that throws while `window.__crashOutsideLayout` is true, so the error rises to core's
//   root boundary and `@theme/Error`.
// Each flag stays on until the test turns it off, because React retries a failed render once before
// showing the error boundary; turning it off then proves that "Try again" really renders again.

const CONTENT_PAGE = '/docs/v1/trader/app/';
const CONTENT_SOURCE = '"source":"@site/versioned_docs/version-1.0.0/trader/app.md"';
const INSIDE_MESSAGE = 'Simulated crash while rendering the page content';
const OUTSIDE_MESSAGE = 'Simulated crash in the announcement bar';

function contentCrashPrelude(chunkArray: string): string {
  return `(function () {
  var array = (self.${chunkArray} = self.${chunkArray} || []);
  var push = array.push;
  array.push = function (chunk) {
    array.push = push;
    var modules = chunk[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory(module, exports, require);
        var original = module.exports;
        if (!original || !('toc' in original) || typeof original.default !== 'function') return;
        var patched = {};
        Object.keys(original).forEach(function (key) { patched[key] = original[key]; });
        Object.defineProperty(patched, '__esModule', {value: true});
        patched.default = function CrashingContent(props) {
          if (self.__crashPageContent) throw new Error(${JSON.stringify(INSIDE_MESSAGE)});
          return original.default(props);
        };
        module.exports = patched;
      };
    });
    return push.apply(this, arguments);
  };
})();
`;
}

async function serveCrashingContent(page: Page): Promise<{patched: string[]}> {
  const state = {patched: [] as string[]};
  await page.route('**/assets/js/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    // After the compile hint's comment line, when the chunk has one (plugins/perf/compile-hints.ts).
    const chunkArray = /^(?:\/\/[^\n]*\n)?"use strict";\(self\.(webpackChunk\w+)=/.exec(body)?.[1];
    if (!chunkArray || !body.includes(CONTENT_SOURCE)) {
      await route.fulfill({response, body});
      return;
    }
    state.patched.push(route.request().url());
    await route.fulfill({response, body: contentCrashPrelude(chunkArray) + body});
  });
  return state;
}

async function serveCrashingAnnouncementBar(page: Page): Promise<{patched: string[]}> {
  const state = {patched: [] as string[]};
  const needle = 'id:"tdex.announcementBar.label"';
  const crash = `id:(function(){if(self.__crashOutsideLayout)throw new Error(${JSON.stringify(OUTSIDE_MESSAGE)});return"tdex.announcementBar.label"})()`;
  await page.route('**/assets/js/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(needle)) {
      await route.fulfill({response, body});
      return;
    }
    state.patched.push(route.request().url());
    await route.fulfill({response, body: body.split(needle).join(crash)});
  });
  return state;
}

const setFlag = (page: Page, name: string, value: boolean) =>
  page.evaluate(([n, v]) => ((window as unknown as Record<string, boolean>)[n] = v), [
    name,
    value,
  ] as const);

test.describe('crash page', () => {
  // The patched routes may still be serving a prefetch when a test ends; let those finish quietly.
  test.afterEach(async ({page}) => {
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('a crash inside the layout shows the crash page between navbar and footer @mobile', async ({
    page,
  }) => {
    const patched = await serveCrashingContent(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await gotoHydrated(page, '/docs/v1/trader/intro/');
    await setFlag(page, '__crashPageContent', true);
    // Client navigation (the pagination link) to the page whose content throws.
    await page.getByRole('link', {name: /Next.*Mobile App/}).click();

    const crash = page.getByRole('main');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(crash).toContainText(INSIDE_MESSAGE);
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // Inside the layout: the navbar and the footer are still there.
    await expect(mainNavbar(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(patched.patched.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`${CONTENT_PAGE}$`));

    // Once the cause is gone, "Try again" renders the page.
    await setFlag(page, '__crashPageContent', false);
    await tryAgain.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Mobile App');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a crash outside the layout shows the crash page on its own @mobile', async ({page}) => {
    const patched = await serveCrashingAnnouncementBar(page);
    await page.addInitScript(() => {
      (window as unknown as {__crashOutsideLayout: boolean}).__crashOutsideLayout = true;
    });
    await page.goto('/docs/latest/');

    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('main')).toContainText(OUTSIDE_MESSAGE);
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // Outside the layout: no navbar, no footer (they may be what crashed).
    await expect(mainNavbar(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(patched.patched.length).toBeGreaterThan(0);
    // A way out that does not depend on the crashed parts.
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute(
      'href',
      '/',
    );

    await setFlag(page, '__crashOutsideLayout', false);
    await tryAgain.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(mainNavbar(page)).toBeVisible();
    await expect(page.getByRole('region', {name: 'Announcement'})).toBeVisible();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  });
});

test.describe('not-found page', () => {
  for (const path of ['/no/such/page/', '/docs/', '/docs/latest/provider/daemon/no-such-page/']) {
    test(`${path} answers 404 with the not-found page, in the site's navbar and footer @mobile`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      // The reader can go on from there.
      await expect(mainNavbar(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  }

  test('explains the 404 and offers the home page, the latest docs and the blog @mobile', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(main).toContainText('There is no page at this address');
    await expect(main.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', {name: 'Latest documentation'})).toHaveAttribute(
      'href',
      '/docs/latest/',
    );
    await expect(main.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog/');
    // Nothing close to this address exists: no suggestion rather than a wrong one.
    await expect(page.getByTestId('not-found-suggestion')).toHaveCount(0);
    await expect(page).toHaveTitle(/Page Not Found/i);
  });

  // [address, suggestion, the docs version the suggestion names (none: same version as asked)]
  const SUGGESTIONS: [string, string, string | null][] = [
    // A typo: the nearest existing address in the same version.
    ['/docs/latest/provider/daemon/webhook/', '/docs/latest/provider/daemon/webhooks/', null],
    // (A page that moved: moved-pages.spec.ts, for every move of moved-pages.json.)
    // No version, as /docs/ itself and the previous portal's addresses: the latest docs, named.
    ['/docs/', '/docs/latest/', 'in the latest docs'],
    ['/docs/specs/swap-protocol/', '/docs/latest/specs/swap-protocol/', 'in the latest docs'],
    // A page only another version has: there, named.
    [
      '/docs/v0/provider/daemon/migrate_daemon/',
      '/docs/latest/provider/daemon/migrate_daemon/',
      'in the latest docs',
    ],
    ['/docs/latest/trader/cli/', '/docs/v0/trader/cli/', 'in the docs for version 0.9.1'],
  ];
  // The suggestion does not depend on the window's size: the first case also runs on a phone.
  for (const [i, [missing, suggested, version]] of SUGGESTIONS.entries()) {
    test(`${missing} suggests ${suggested}${i === 0 ? ' @mobile' : ''}`, async ({page}) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      const suggestion = page.getByTestId('not-found-suggestion');
      await expect(suggestion).toContainText('Did you mean');
      // The suggestion shows the page's title.
      const title = builtPage(suggested)('article h1').first().text().trim();
      if (version) {
        await expect(suggestion).toHaveText(`Did you mean ${title}, ${version}?`);
      } else {
        await expect(suggestion).toHaveText(`Did you mean ${title}?`);
      }
      const link = suggestion.getByRole('link', {name: title});
      await expect(link).toHaveAttribute('href', suggested);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${suggested}$`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
      await expect(page.getByTestId('not-found-suggestion')).toHaveCount(0);
    });
  }
});
