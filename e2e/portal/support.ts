import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';

const SITE_URL = 'https://dev.tdex.network';

// Every page of the build, as a path, read from the sitemap the build wrote (tests/routes.test.mjs
// proves the sitemap lists exactly the pages of the issue).
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE_URL, ''));
}

export function mainNavbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

export async function expectColorMode(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

// Scrolls the window to `top` at once (no smooth scrolling) and resolves after the browser has
// dispatched the resulting scroll event and painted a frame, so listeners have seen this position.
export async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === y) {
          resolve();
          return;
        }
        window.addEventListener(
          'scroll',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          {once: true},
        );
        window.scrollTo({top: y, behavior: 'instant'});
      }),
    top,
  );
}
