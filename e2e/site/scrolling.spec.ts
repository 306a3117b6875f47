import {expect, test} from '../shared-page';
import {gotoHydrated, mainNavbar, scrollWindowTo} from '../support';

// The home page is long at both widths (about 1,700 px on desktop, 3,200 px on a phone).
const LONG_PAGE = '/';

test('the navbar hides on scroll down and returns on scroll up @mobile', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  const {scrollHeight, innerHeight} = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  // Room to scroll down 800 px and back up without reaching the bottom of the page.
  expect(scrollHeight).toBeGreaterThan(innerHeight + 900);

  const navbar = mainNavbar(page);
  await expect(navbar).toBeInViewport();
  await scrollWindowTo(page, 300);
  await scrollWindowTo(page, 800);
  await expect(navbar).not.toBeInViewport();
  // Further down it stays hidden.
  await scrollWindowTo(page, 850);
  await expect(navbar).not.toBeInViewport();

  await scrollWindowTo(page, 600);
  await expect(navbar).toBeInViewport();
  await expect(navbar.getByRole('link', {name: 'TDEX logo Developer Portal'})).toBeVisible();
});

test('client navigation starts the new page at the top @mobile', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  await page.evaluate(
    () => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true),
  );
  const footerLink = page.getByRole('contentinfo').getByRole('link', {name: 'Trader', exact: true});
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/docs\/latest\/trader\/intro\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument),
  ).toBe(true);
});

test('an address with a hash opens the page at the target heading @mobile', async ({page}) => {
  await gotoHydrated(page, '/#how-it-works-heading');
  const heading = page.locator('#how-it-works-heading');
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // The heading is at the top of the viewport, not merely somewhere on screen.
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(150);
});

test('a link to a heading on another page lands on that heading after client navigation @mobile', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/latest/provider/daemon/webhooks/');
  await page.evaluate(
    () => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true),
  );
  // The first link of the content that points at a heading of another docs page.
  const link = page
    .locator('article .theme-doc-markdown a[href^="/docs/latest/"][href*="#"]')
    .first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/docs\/latest\/[^#]+\/#.+/);
  const [path, hash] = href!.split('#');
  expect(path).not.toBe('/docs/latest/provider/daemon/webhooks/');

  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}#${hash}$`));
  const target = page.locator(`[id="${decodeURIComponent(hash)}"]`);
  await expect(target).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeLessThan(150);
  expect(
    await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument),
  ).toBe(true);
});
