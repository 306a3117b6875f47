import {test as base} from '@playwright/test';
import {expect, test, type Page} from '../shared-page';
import {builtPage, gotoHydrated, mainNavbar} from '../support';

// The crash pages exist only in the content meta-test's copy of the site
// (scripts/content-meta-test.mjs, addCrashWrappers), so these tests carry @content and run there: two
// theme wrappers that throw while `window.__tdexCrash` names them. Inside the layout, the page's
// Markdown content throws, as a broken MDX component would, and the error rises to the layout's
// error boundary (navbar and footer stay). Outside the layout, the navbar throws, and the error
// rises to core's root boundary and `@theme/Error`. The flag stays on until the test turns it off,
// because React retries a failed render once before showing the error boundary; turning it off
// then proves that "Try again" really renders again.

const CONTENT_PAGE = '/docs/v1/trader/app/';
const INSIDE_MESSAGE = 'Simulated crash inside the layout';
const OUTSIDE_MESSAGE = 'Simulated crash outside the layout';

const setCrash = (page: Page, where: 'inside' | 'outside' | null) =>
  page.evaluate((value) => Object.assign(window, {__tdexCrash: value}), where);

// A page of its own for each crash (Playwright's test): the flag is set before the page's scripts run,
// and a crashed page is not handed on to the next test.
base.describe('crash page', () => {
  base(
    'a crash inside the layout shows the crash page between navbar and footer @content @mobile',
    async ({page}) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await gotoHydrated(page, '/docs/v1/trader/intro/');
      await setCrash(page, 'inside');
      // Client navigation (the pagination link) to a page whose content throws.
      await page.getByRole('link', {name: /Next.*Mobile App/}).click();

      const crash = page.getByRole('main');
      await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
      await expect(crash).toContainText(INSIDE_MESSAGE);
      const tryAgain = page.getByRole('button', {name: 'Try again'});
      await expect(tryAgain).toBeVisible();
      // Inside the layout: the navbar and the footer are still there.
      await expect(mainNavbar(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page).toHaveURL(new RegExp(`${CONTENT_PAGE}$`));

      // Once the cause is gone, "Try again" renders the page.
      await setCrash(page, null);
      await tryAgain.click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Mobile App');
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    },
  );

  base(
    'a crash outside the layout shows the crash page on its own @content @mobile',
    async ({page}) => {
      await page.addInitScript(() => Object.assign(window, {__tdexCrash: 'outside'}));
      await page.goto('/docs/latest/');

      await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
      await expect(page.getByRole('main')).toContainText(OUTSIDE_MESSAGE);
      const tryAgain = page.getByRole('button', {name: 'Try again'});
      await expect(tryAgain).toBeVisible();
      // Outside the layout: no navbar, no footer (they may be what crashed).
      await expect(mainNavbar(page)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // A way out that does not depend on the crashed parts.
      await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute(
        'href',
        '/',
      );

      await setCrash(page, null);
      await tryAgain.click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
      await expect(mainNavbar(page)).toBeVisible();
      await expect(page.getByRole('region', {name: 'Announcement'})).toBeVisible();
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    },
  );
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

  // The docs routes render the not-found content without the stock NotFound page: it titles the
  // tab itself, as the site's 404.html is titled, at a desktop's width and at a phone's.
  test('a not-found address is titled Page Not Found, in the docs as elsewhere', async ({page}) => {
    for (const viewport of [
      {width: 1440, height: 900},
      {width: 390, height: 844},
    ]) {
      await page.setViewportSize(viewport);
      for (const path of [
        '/no/such/page/',
        '/docs/latest/no-such-page/',
        '/docs/v1/no-such-page/',
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
        await expect(page, `${path} at ${viewport.width} px`).toHaveTitle(
          'Page Not Found | TDEX Network',
        );
      }
    }
  });

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
    // A page only another version has: there, named. (Every 0.9.1-only page now has a latest
    // counterpart in moved-pages.json, which moved-pages.spec.ts covers.)
    [
      '/docs/v0/provider/daemon/migrate_daemon/',
      '/docs/latest/provider/daemon/migrate_daemon/',
      'in the latest docs',
    ],
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
