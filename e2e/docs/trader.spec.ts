import {expect, test, type Locator, type Page} from '../shared-page';
import {gotoHydrated} from '../support';

interface DocVersion {
  name: string;
  base: string;
  daemon: string;
  protocol: string;
  otherProtocol: string;
}

const VERSIONS: readonly DocVersion[] = [
  {
    name: 'latest',
    base: '/docs/latest/',
    daemon: 'tdex-daemon v1.x',
    protocol: 'tdex.v2',
    otherProtocol: 'tdex.v1',
  },
  {
    name: '1.0.0',
    base: '/docs/v1/',
    daemon: 'tdex-daemon v1.x',
    protocol: 'tdex.v2',
    otherProtocol: 'tdex.v1',
  },
  {
    name: '0.9.1',
    base: '/docs/v0/',
    daemon: 'tdex-daemon v0.9.1',
    protocol: 'tdex.v1',
    otherProtocol: 'tdex.v2',
  },
];

const MIGRATION_GUIDE = '/docs/latest/provider/daemon/migrate_daemon/';

// The level-1 "Trader" category of the docs sidebar.
function traderCategory(page: Page): Locator {
  return page
    .locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category-level-1')
    .filter({has: page.getByRole('button', {name: 'Trader', exact: true})});
}

test.describe('Trader sidebar', () => {
  test('0.9.1: the SDK pages open from the collapsed sidebar', async ({page}) => {
    await gotoHydrated(page, '/docs/v0/trader/intro/');
    const trader = traderCategory(page);
    await expect(trader.getByRole('link', {name: 'Discovery', exact: true})).toBeHidden();

    await trader.getByRole('button', {name: 'SDK', exact: true}).click();
    await trader.getByRole('button', {name: 'JavaScript', exact: true}).click();
    await trader.getByRole('link', {name: 'Discovery', exact: true}).click();

    await expect(page).toHaveURL(/\/docs\/v0\/trader\/SDK\/Javascript\/discovery\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('JavaScript SDK: Discovery');
  });
});

test.describe('Landing doc of each version', () => {
  for (const version of VERSIONS) {
    test(`${version.name}: names its daemon and protocol and links only into ${version.base}`, async ({
      page,
    }) => {
      await gotoHydrated(page, version.base);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');

      // The first paragraph of the "which software" note states what this version describes.
      const scope = page
        .locator('.theme-doc-markdown .theme-admonition')
        .first()
        .locator('p')
        .first();
      await expect(scope).toContainText(version.daemon);
      await expect(scope).toContainText(version.protocol);
      await expect(scope).not.toContainText(version.otherProtocol);

      const targets = await page
        .locator('.theme-doc-markdown a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const docLinks = targets.filter((href) => href.startsWith('/docs/'));
      expect(docLinks.length).toBeGreaterThan(0);
      // The one link out of its version: 0.9.1 sends its operators to the v0-to-v1 migration guide.
      if (version.name === '0.9.1') {
        expect(docLinks).toContain(MIGRATION_GUIDE);
      }
      for (const href of docLinks.filter((link) => link !== MIGRATION_GUIDE)) {
        expect(href, `${href} stays in ${version.base}`).toMatch(
          new RegExp(`^${version.base.replace(/\//g, '\\/')}`),
        );
      }
      for (const start of ['trader/intro/', 'provider/intro/', 'specs/index/']) {
        expect(docLinks).toContain(`${version.base}${start}`);
      }
    });
  }

  test('0.9.1: the trader link leads to the 0.9.1 trader overview', async ({page}) => {
    await gotoHydrated(page, '/docs/v0/');
    await page
      .locator('.theme-doc-markdown')
      .getByRole('link', {name: 'Trader overview', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/v0\/trader\/intro\/$/);
    await expect(page.locator('.theme-doc-markdown')).toContainText('Command line interface');
  });
});

test('0.9.1: the network chosen on the CLI page carries over to the SDK pages', async ({page}) => {
  await gotoHydrated(page, '/docs/v0/trader/cli/');
  const cliTabs = page.locator('.tabs-container').first();
  await cliTabs.getByRole('tab', {name: 'Regtest'}).click();
  await expect(cliTabs.getByRole('tabpanel')).toContainText(
    'tdex-cli network regtest --explorer http://localhost:3001',
  );

  await gotoHydrated(page, '/docs/v0/trader/SDK/Javascript/Identity/');
  const sdkTabs = page.locator('.tabs-container').first();
  await expect(sdkTabs.getByRole('tab', {name: 'Regtest'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(sdkTabs.getByRole('tabpanel')).toContainText("network: 'regtest'");
});
