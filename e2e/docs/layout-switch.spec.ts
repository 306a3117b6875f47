import {expect, test} from '@playwright/test';
import perf from '../../bench/page-types.json';
import {docsVersions, gotoHydrated, mainNavbar} from '../support';

// At a phone's width, what only the desktop layout shows (the docs sidebar, the table of contents
// beside the page, the navbar's own items) keeps the server's markup instead of being hydrated
// (src/components/DesktopOnly). What a reader must never notice: any of them not working once the
// window grows to the desktop layout (a tablet turned sideways), or a phone menu without the docs
// sidebar.

const DOCS_PAGE = perf.pages.find(({type}) => type === 'docs page')!.path;
const PHONE = {width: 412, height: 823};
const DESKTOP = {width: 1280, height: 800};
// Each test sets the window size itself, so they run once, in the desktop project (no @mobile tag).

test('a docs page opened at a phone’s width gets a working sidebar when the window grows', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, DOCS_PAGE);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar).toBeHidden();
  await page.evaluate(() => Object.assign(window, {samePage: true}));

  await page.setViewportSize(DESKTOP);
  await expect(sidebar).toBeVisible();
  // The page being read is marked; a collapsed category opens, and its first page opens in the app.
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', DOCS_PAGE);
  const category = sidebar.getByRole('button', {expanded: false}).first();
  const label = (await category.textContent())!;
  await category.click();
  await expect(sidebar.getByRole('button', {name: label, exact: true})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const firstPage = sidebar
    .locator('li', {has: page.getByRole('button', {name: label, exact: true})})
    .locator('ul a[href^="/docs/"]')
    .first();
  const target = (await firstPage.getAttribute('href'))!;
  await firstPage.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/.]/g, '\\$&')}$`));
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', target);
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(
    true,
  );
});

test('a docs page opened at a phone’s width gets a working table of contents when the window grows', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, DOCS_PAGE);
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeHidden();

  await page.setViewportSize(DESKTOP);
  await expect(toc).toBeVisible();
  const headings = await page.locator('article :is(h2, h3)[id]').count();
  await expect(toc.getByRole('link')).toHaveCount(headings);
  // It follows the reading: the entry of the heading scrolled to is highlighted.
  const entry = toc.getByRole('link').nth(1);
  await entry.click();
  await expect(entry).toHaveClass(/table-of-contents__link--active/);
});

test('on a phone, the menu of a docs page opened directly shows the docs sidebar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, DOCS_PAGE);
  const navbar = mainNavbar(page);
  await navbar.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = navbar.locator('.navbar-sidebar');
  const current = menu.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', DOCS_PAGE);
  await expect(current).toBeInViewport();
  await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
});

test('a page opened at a phone’s width gets working navbar items when the window grows', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, DOCS_PAGE);
  const topBar = mainNavbar(page).locator('.navbar__inner');
  const blog = topBar.getByRole('link', {name: 'Blog', exact: true});
  await expect(blog).toBeHidden();
  await page.evaluate(() => Object.assign(window, {samePage: true}));

  await page.setViewportSize(DESKTOP);
  // The version dropdown opens from the keyboard and lists every version.
  const toggle = topBar.locator('.dropdown > .navbar__link');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = topBar.locator('.dropdown__menu');
  for (const {label} of docsVersions()) {
    await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // A navbar link opens its page in the app.
  await blog.click();
  await expect(page).toHaveURL(/\/blog\/$/);
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(
    true,
  );
});
