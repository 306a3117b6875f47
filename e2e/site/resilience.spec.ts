import {expect, test} from '@playwright/test';
import {expectColorMode, gotoHydrated, mainNavbar} from '../support';

test.describe('with browser storage blocked', () => {
  // What strict privacy settings or a sandboxed iframe do: touching localStorage or sessionStorage throws.
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`${name} is blocked`, 'SecurityError');
          },
        });
      }
    });
  });

  for (const path of ['/', '/docs/latest/', '/docs/v0/trader/cli/', '/blog/announcing-tdex-v2/']) {
    test(`${path} still renders and hydrates, and a warning is logged @mobile`, async ({page}) => {
      const warnings: string[] = [];
      const pageErrors: Error[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      page.on('pageerror', (error) => pageErrors.push(error));

      await gotoHydrated(page, path);
      expect(
        await page.evaluate(() => typeof window.localStorage).catch((e: Error) => e.message),
      ).toMatch(/blocked/);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await expectColorMode(page, 'dark');
      await expect(page.getByRole('region', {name: 'Announcement'})).toBeVisible();
      await expect.poll(() => warnings.join('\n')).toContain('browser storage is not available');
      expect(pageErrors).toEqual([]);
    });
  }

  test('the color toggle, the announcement bar and client navigation still work', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await gotoHydrated(page, '/docs/latest/');
    const navbar = mainNavbar(page);
    await navbar.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expectColorMode(page, 'light');
    await page
      .getByRole('region', {name: 'Announcement'})
      .getByRole('button', {name: 'Close'})
      .click();
    await expect(page.getByRole('region', {name: 'Announcement'})).toBeHidden();
    await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('heading', {level: 2}).first()).toBeVisible();
    // Kept in memory for this visit only.
    await expectColorMode(page, 'light');
    expect(pageErrors).toEqual([]);
  });
});

// Docusaurus 3.10.2 handles this itself (core's PendingNavigation: when preloading the next route's
// chunks fails, it logs the error and calls window.location.reload()). The reload is a full load of
// the new address, which does not reload again, so it cannot loop. This test proves the behavior.
// Routed requests may still be in flight when a test ends; let them finish quietly.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a JS chunk that fails to load during client navigation reloads the page @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // Like a deploy that removed the chunks the old page knew about: every script requested from now
  // until the next document load fails once; the reloaded document loads normally.
  let failing = true;
  const failed: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') failing = false;
    if (failing && request.resourceType() === 'script') {
      failed.push(request.url());
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.evaluate(
    () => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true),
  );

  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Liquidity Provider', exact: true})
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/docs\/latest\/provider\/intro\/$/);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  expect(warnings.join('\n')).toMatch(/Loading chunk|ChunkLoadError|failed/i);
  // A new document: the marker set on the old one is gone.
  expect(
    await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload),
  ).toBeUndefined();
});
