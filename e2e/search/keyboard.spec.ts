import {test, expect, type Route} from '@playwright/test';
import {
  assertV0OnlyWordInBuild,
  gotoHydrated,
  realSearchBox,
  results,
  searchBox,
  selectedResult,
  V0_HIT_URL,
  V0_ONLY_WORD,
  v0PageWithWord,
} from '../support';

test.beforeAll(() => {
  assertV0OnlyWordInBuild();
});

test('keyboard only: shortcut, arrows and Enter open the page with the term highlighted', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/v0/');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(V0_ONLY_WORD);
  await expect(results(page).first()).toBeVisible();

  // The first hit is selected as results arrive; the arrows move the selection.
  expect(await results(page).count()).toBeGreaterThan(1);
  const selectedIndex = () =>
    results(page).evaluateAll((options) =>
      options.findIndex((o) => o.getAttribute('aria-selected') === 'true'),
    );
  await expect.poll(selectedIndex).toBe(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(selectedIndex).toBe(1);
  await page.keyboard.press('ArrowUp');
  await expect.poll(selectedIndex).toBe(0);
  await expect(selectedResult(page)).toHaveCount(1);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(V0_HIT_URL);
  const mark = page.locator('article mark').first();
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText(new RegExp(V0_ONLY_WORD, 'i'));
});

test('letters typed while the search box is still loading are kept', async ({page}) => {
  await gotoHydrated(page, '/docs/v0/');
  // Hold back every script fetched from now on: the real search box cannot arrive until released.
  const held: Route[] = [];
  let release = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (release) await route.continue();
    else held.push(route);
  });

  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(V0_ONLY_WORD.slice(0, 5));
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(searchBox(page)).toHaveValue(V0_ONLY_WORD.slice(0, 5));

  release = true;
  await Promise.all(held.map((route) => route.continue()));
  // The real box has taken over with the same text and the focus, and more typing goes on from there.
  await expect(realSearchBox(page)).toHaveValue(V0_ONLY_WORD.slice(0, 5));
  await expect(realSearchBox(page)).toBeFocused();
  await page.keyboard.type(V0_ONLY_WORD.slice(5));
  await expect(realSearchBox(page)).toHaveValue(V0_ONLY_WORD);
  await expect(results(page).first()).toBeVisible();
});

test('a page opened from a result link highlights the term on a fresh load', async ({page}) => {
  await gotoHydrated(page, `${v0PageWithWord()}?_highlight=${V0_ONLY_WORD}`);
  await expect(page.locator('article mark').first()).toHaveText(new RegExp(V0_ONLY_WORD, 'i'));
});

test('typing on while results are shown throws nothing', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/docs/latest/');
  await searchBox(page).click();
  await page.keyboard.type('daemon', {delay: 20});
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type(' market', {delay: 20});
  await expect(realSearchBox(page)).toHaveValue('daemon market');
  await expect(results(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});
