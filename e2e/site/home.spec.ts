import {expect, test} from '../shared-page';
import {gotoHydrated, sitemapPaths, textContrast} from '../support';

// Issue 11: the home page's first screen says what TDEX is and gives each of its three readers a
// starting page, all within the first viewport of a desktop and of a phone.

const SCREENS = [
  {name: 'desktop', width: 1440, height: 900},
  {name: 'phone', width: 390, height: 844},
];

// Each reader, the words its link must use, and the section of the docs it must lead into.
const READERS = [
  {reader: 'liquidity provider', name: /run a liquidity provider/i, section: '/provider/'},
  {reader: 'trader', name: /trade on tdex/i, section: '/trader/'},
  {reader: 'client builder', name: /build a client/i, section: '/trader/v2-client/'},
];

for (const {name, width, height} of SCREENS) {
  for (const mode of ['dark', 'light'] as const) {
    test(`${name} ${width}x${height}, ${mode} mode: what TDEX is and a starting page for each reader, in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height});
      await gotoHydrated(page, `/?docusaurus-theme=${mode}`);
      await expect(page.getByRole('heading', {level: 1})).toBeInViewport({ratio: 1});
      const pitch = page.getByText(/^TDEX is an open trading network for Liquid assets/);
      await expect(pitch).toBeInViewport({ratio: 1});

      const pages = sitemapPaths();
      for (const {reader, name: linkName, section} of READERS) {
        const link = page.getByRole('link', {name: linkName});
        await expect(link, `the ${reader}'s link`).toHaveCount(1);
        await expect(link, `the ${reader}'s link`).toBeInViewport({ratio: 1});
        const href = (await link.getAttribute('href')) ?? '';
        expect(href, `the ${reader}'s link leads into the latest docs`).toMatch(
          new RegExp(`^/docs/latest${section}`),
        );
        expect(pages, `${href} is a page of the site`).toContain(href);
        for (const part of await link.locator('span').all()) {
          expect(await textContrast(part), `text of the ${reader}'s link`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
    });
  }
}

test('each starting link opens its page on the client', async ({page}) => {
  for (const {name} of READERS) {
    await gotoHydrated(page, '/');
    const link = page.getByRole('link', {name});
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
  }
});
