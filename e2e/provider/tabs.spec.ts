import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

// Two latest provider pages that both offer the Docker / Standalone choice.
const FIRST = '/docs/latest/provider/daemon/getting_started/configure_cli/';
const SECOND = '/docs/latest/provider/daemon/init_daemon/';
const STORAGE_KEY = 'docusaurus.tab.run-mode';

const tab = (page: Page, name: string) => page.getByRole('tab', {name, exact: true}).first();

test('the Docker / Standalone choice survives a reload and carries over to another page', async ({
  page,
}) => {
  await gotoHydrated(page, FIRST);
  // Docker is the default choice.
  await expect(tab(page, 'Docker')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Standalone')).toHaveAttribute('aria-selected', 'false');

  await tab(page, 'Standalone').click();
  await expect(tab(page, 'Standalone')).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY))
    .toBe('standalone');

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(tab(page, 'Standalone')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Docker')).toHaveAttribute('aria-selected', 'false');

  await gotoHydrated(page, SECOND);
  await expect(tab(page, 'Standalone')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Docker')).toHaveAttribute('aria-selected', 'false');
  // The standalone instructions are the ones shown.
  await expect(page.getByText('Store the password and restart with auto-unlock')).toBeVisible();
  await expect(page.getByText('docker-compose.yml (excerpt)')).toBeHidden();
});
