import {expect, test, type Locator} from '../shared-page';
import {gotoHydrated, mainNavbar, textContrast} from '../support';

// Issue 11, the smaller items: the announcement bar and the footer in the TDEX palette in both color
// modes, the blog list's "Read the full post" links, the icons and robots.txt.

const MIN_CONTRAST = 4.5;
const MODES = ['dark', 'light'] as const;

const backgroundOf = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

async function expectReadable(locator: Locator, what: string): Promise<void> {
  expect(await locator.count(), what).toBeGreaterThan(0);
  for (const part of await locator.all()) {
    const text = (await part.textContent())?.trim();
    expect(await textContrast(part), `${what}: "${text}"`).toBeGreaterThanOrEqual(MIN_CONTRAST);
  }
}

for (const mode of MODES) {
  test(`${mode} mode: the announcement bar is set apart from the navbar and reads at 4.5:1 @mobile`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/?docusaurus-theme=${mode}`);
    const bar = page.getByRole('region', {name: 'Announcement'});
    await expect(bar).toBeVisible();
    const barBackground = await backgroundOf(bar);
    expect(barBackground).not.toBe(await backgroundOf(mainNavbar(page)));
    if (mode === 'dark') {
      // Not the stock white bar above the dark mode's black navbar.
      expect(barBackground).not.toBe('rgb(255, 255, 255)');
    }
    const content = bar.locator(':scope > div').filter({hasText: /\S/});
    await expectReadable(content.first(), 'announcement text');
    await expectReadable(bar.getByRole('link'), 'announcement link');
  });

  test(`${mode} mode: the footer is in the TDEX palette, its text and links at 4.5:1 @mobile`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/?docusaurus-theme=${mode}`);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    // Not Infima's slate footer (#303846): near-black, with the neon accent on top.
    const colors = await footer.evaluate((el) => {
      const style = getComputedStyle(el);
      return {background: style.backgroundColor, border: style.borderTopColor};
    });
    expect(colors.background).not.toBe('rgb(48, 56, 70)');
    const [r, g, b] = colors.background.match(/\d+/g)!.map(Number);
    expect(Math.max(r, g, b), `footer background ${colors.background}`).toBeLessThan(40);
    expect(colors.border).toBe('rgb(18, 255, 0)');
    await expectReadable(footer.locator('.footer__title'), 'footer column title');
    await expectReadable(footer.getByRole('link'), 'footer link');
    await expectReadable(footer.locator('.footer__copyright'), 'footer copyright');
  });
}

for (const width of [1440, 1024, 768, 390]) {
  test(`blog list at ${width} px: each "Read the full post" link takes two lines at most`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, '/blog/');
    const links = page.getByRole('link', {name: /^Read the full post: /});
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const lines = await link.evaluate((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
        return Math.round(el.getBoundingClientRect().height / lineHeight);
      });
      expect(lines, `${await link.textContent()}`).toBeLessThanOrEqual(2);
    }
  });
}

test('favicon.ico holds the icon at 16, 32 and 48 px', async ({request}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  const ico = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), count; then one 16-byte entry per image (width 0 = 256).
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from(
    {length: ico.readUInt16LE(4)},
    (_, i) => ico.readUInt8(6 + 16 * i) || 256,
  );
  expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
});

test('every page names its icons: the SVG, favicon.ico and a 180 px apple-touch-icon', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/latest/');
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`));
  expect(icons).toEqual(
    expect.arrayContaining([
      'icon /img/favicon.svg',
      'icon /favicon.ico',
      'apple-touch-icon /img/apple-touch-icon.png',
    ]),
  );
  const png = await (await request.get('/img/apple-touch-icon.png')).body();
  // PNG signature, then the IHDR chunk: width and height.
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});

test('robots.txt lets crawlers in and names the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toMatch(/^Sitemap: https:\/\/dev\.tdex\.network\/sitemap\.xml$/m);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});
