import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import path from 'node:path';
import {ROOT, bySource, docsPagesOf, docsTrees, gotoHydrated, readText} from '../support';
import {abbreviate} from '../../src/utils/abbreviation.mjs';

// The spec examples that carry a message of the swap test vectors (<SwapVectorExample>) show its
// PSETv2 shortened; their button loads the vectors file, only then, and shows the whole message,
// which the copy button copies. The pages and their number of examples come from the sources.

const VECTORS_PATH = '/specs/swap-vectors-v2.json';
const vectors: unknown = JSON.parse(readText(path.join(ROOT, 'static', VECTORS_PATH)));
const transactionsOf = (json: unknown): string[] =>
  json !== null && typeof json === 'object'
    ? Object.entries(json).flatMap(([key, value]) =>
        key === 'transaction' && typeof value === 'string' ? [value] : transactionsOf(value),
      )
    : [];
const VECTOR_TRANSACTIONS = transactionsOf(vectors);

const PAGES = docsTrees()
  .flatMap((tree: {prefix: string}) => docsPagesOf(tree))
  .map(({route, file}: {route: string; file: string}) => ({
    path: route,
    file,
    examples: (readText(path.join(ROOT, file)).match(/^<SwapVectorExample>$/gm) ?? []).length,
  }))
  .filter((p: {examples: number}) => p.examples > 0);

test('the spec pages hold examples of the swap test vectors @content', () => {
  expect(PAGES.length).toBeGreaterThan(0);
});

// A page whose source another version repeats is checked once (bySource).
for (const {path: pagePath, examples, alsoAt} of bySource(PAGES)) {
  const same =
    alsoAt.length > 0 ? ` (the same source as ${alsoAt.map((p) => p.path).join(', ')})` : '';
  test(`${pagePath}${same}: each of its ${examples} shortened swap example(s) shows the whole message of the vectors @content`, async ({
    page,
    context,
  }) => {
    // Each example highlights and copies a message of up to 33 KB: slow on a loaded machine.
    test.setTimeout(60_000 + examples * 30_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const vectorRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === VECTORS_PATH) vectorRequests.push(request.url());
    });
    await gotoHydrated(page, pagePath);
    const blocks = page.getByTestId('swap-vector-example');
    await expect(blocks).toHaveCount(examples);
    expect(vectorRequests, 'the vectors file loads only on demand').toEqual([]);

    for (let i = 0; i < examples; i += 1) {
      const block = blocks.nth(i);
      const code = block.locator('pre code');
      const shortened = JSON.parse(await code.innerText()) as unknown;
      const [shown] = transactionsOf(shortened);
      const expected = VECTOR_TRANSACTIONS.find((t) => abbreviate(t) === shown);
      expect(
        expected,
        `example ${i + 1} shows a shortened transaction of the vectors`,
      ).toBeTruthy();

      const button = block.getByRole('button', {name: /^Show the whole message \(\d+ KB\)$/});
      const kb = Number(/\((\d+) KB\)/.exec(await button.innerText())![1]);
      await button.click();
      await expect(block.getByRole('button', {name: 'Shorten the message again'})).toBeFocused();
      await expect(code).not.toContainText('characters in all');
      const wholeText = await code.innerText();
      const whole = JSON.parse(wholeText) as unknown;
      expect(kb, 'the button gave the size of the whole message').toBe(
        Math.ceil(wholeText.length / 1024),
      );
      expect(transactionsOf(whole)).toEqual([expected]);
      // The message is what the page showed, with only the transaction made whole.
      expect(JSON.stringify(whole)).toBe(JSON.stringify(shortened).replace(shown!, expected!));

      await block.locator('.theme-code-block').hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect
        .poll(async () => {
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          try {
            return transactionsOf(JSON.parse(copied));
          } catch {
            return [];
          }
        })
        .toEqual([expected]);
      await block.getByRole('button', {name: 'Shorten the message again'}).click();
      await expect(code).toContainText(shown!);
    }
    expect(vectorRequests.length).toBeGreaterThan(0);
  });
}

// Open, on a phone in both colour modes: no axe violation in the example, its button reached with
// the keyboard shows a focus ring, and the whole message scrolls inside its block, not the page.
for (const mode of ['dark', 'light'] as const) {
  test(`an opened swap example on a phone, in ${mode} mode, is accessible and stays in its block @content`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    const [first] = PAGES;
    await gotoHydrated(page, mode === 'dark' ? first.path : `${first.path}?docusaurus-theme=light`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const block = page.getByTestId('swap-vector-example').first();
    const button = block.getByRole('button', {name: /^Show the whole message/});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(block.locator('pre code')).not.toContainText('characters in all');
    const shorten = block.getByRole('button', {name: 'Shorten the message again'});
    await shorten.blur();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(shorten).toBeFocused();
    expect(await shorten.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    const results = await new AxeBuilder({page})
      .include('[data-testid="swap-vector-example"]')
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}
