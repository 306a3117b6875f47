import {expect, test} from '../shared-page';
import {gotoHydrated} from '../support';

// The badge beside the version dropdown names the protocol the docs being read describe.
const CASES = [
  {path: '/docs/latest/specs/swap-protocol/', dropdown: 'latest', protocol: 'protocol v2'},
  {path: '/docs/v1/provider/intro/', dropdown: '1.0.0', protocol: 'protocol v2'},
  {path: '/docs/v0/provider/intro/', dropdown: '0.9.1', protocol: 'protocol v1'},
];

for (const {path, dropdown, protocol} of CASES) {
  test(`${path} shows "${protocol}" next to version ${dropdown} @mobile`, async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, path);
    const badge = page.getByTestId('protocol-badge');
    if (isMobile) {
      // The mobile navbar has no room for it, like the other right-hand items.
      await expect(badge).toBeHidden();
      return;
    }
    await expect(
      page.locator('.navbar__items--right .dropdown > .navbar__link').first(),
    ).toHaveText(dropdown);
    await expect(badge).toHaveText(protocol);
  });
}

test('the badge follows the version after client-side navigation', async ({page}) => {
  await gotoHydrated(page, '/docs/latest/provider/intro/');
  await expect(page.getByTestId('protocol-badge')).toHaveText('protocol v2');
  await page.locator('.navbar__items--right .dropdown').first().hover();
  await page.getByRole('link', {name: '0.9.1', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/v0\//);
  await expect(page.getByTestId('protocol-badge')).toHaveText('protocol v1');
});

for (const path of ['/', '/blog/', '/blog/announcing-tdex-v2/']) {
  test(`${path} reads no docs version: no protocol badge beside the dropdown`, async ({page}) => {
    await gotoHydrated(page, path);
    await expect(page.locator('.navbar__items--right .dropdown').first()).toBeVisible();
    await expect(page.getByTestId('protocol-badge')).toHaveCount(0);
  });
}
