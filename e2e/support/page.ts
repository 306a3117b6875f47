import {expect, type Page} from '@playwright/test';

// Opens a path and waits until React has hydrated it: before that, clicks and storage writes can be lost.
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

// Diagrams are drawn once they come near the viewport (src/theme/Mermaid). Scrolls to each one still
// waiting, until none is left, then back to the top, so that a test can check every diagram.
export async function revealDiagrams(page: Page): Promise<void> {
  const pending = page.locator('[data-mermaid-pending]');
  for (let left = await pending.count(); left > 0; left = await pending.count()) {
    await pending.first().scrollIntoViewIfNeeded();
    await expect.poll(() => pending.count()).toBeLessThan(left);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
