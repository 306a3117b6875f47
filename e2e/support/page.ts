import {expect, type Page} from '@playwright/test';

// Opens a path and waits until React has hydrated it: before that, clicks and storage writes can be lost.
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}
