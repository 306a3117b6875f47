import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {expect, test, type Page} from '../shared-page';
import {ROOT, gotoHydrated, expectColorMode} from '../support';
import {RULES} from '../../src/utils/swapRules.mjs';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  foreignOrigins,
  nextResult,
  recordRequests,
} from './support';

// The swap inspector (/tools/swap-inspector/) in Chromium: every step of the swap test vectors
// passes, each fault of tests/support/swap-faults.mjs is flagged by its rule with a link to the
// spec, bad input gets an explanation, and inspecting sends nothing anywhere.

const PAGE = '/tools/swap-inspector/';

type Sample = {
  rule?: string;
  what?: string;
  step?: string;
  message: string;
  context?: string;
  title?: string;
};

// The faults and examples of tests/support/swap-faults.mjs, an ES module that builds them with
// liquidjs-lib: run in its own process, since Playwright loads this file as CommonJS.
const {BAD_INPUTS, EXAMPLES, FAULTS} = JSON.parse(
  execFileSync(process.execPath, [path.join(ROOT, 'tests/support/swap-faults.mjs')], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  }),
) as Record<'BAD_INPUTS' | 'EXAMPLES' | 'FAULTS', Sample[]>;

const message = (page: Page) => page.getByTestId('inspector-message');
const results = (page: Page) => page.getByTestId('inspector-results');
const findings = (page: Page) => page.getByTestId('inspector-findings').locator('> li');

async function inspect(page: Page, sample: Sample): Promise<void> {
  await message(page).fill(sample.message);
  const details = page.locator('details').filter({has: page.getByTestId('inspector-context')});
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await page.getByTestId('inspector-context').fill(sample.context ?? '');
  await nextResult(results(page), () =>
    page.getByRole('button', {name: 'Inspect', exact: true}).click(),
  );
}

test('each step of the vectors loads as an example and passes every check', async ({page}) => {
  test.slow();
  await gotoHydrated(page, PAGE);
  for (const {step} of EXAMPLES) {
    const name =
      step === 'SwapRequest'
        ? 'SwapRequest (ProposeTrade body)'
        : step === 'CompleteTrade'
          ? 'CompleteTrade body'
          : step!;
    await nextResult(results(page), () => page.getByRole('button', {name, exact: true}).click());
    await expect(page.getByTestId('inspector-error')).toHaveCount(0);
    const statuses = await findings(page).evaluateAll((items) =>
      items.map((li) => `${li.getAttribute('data-status')} ${li.getAttribute('data-rule')}`),
    );
    expect(statuses.length, `${step}: checks run`).toBeGreaterThanOrEqual(5);
    expect(
      statuses.filter((s) => !s.startsWith('pass')),
      step,
    ).toEqual([]);
    await expect(page.getByTestId('inspector-transaction')).toBeVisible();
  }
});

test('each fault is flagged by its rule, linked to the spec section that states it', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, PAGE);
  for (const fault of FAULTS) {
    await inspect(page, fault);
    const item = findings(page).and(page.locator(`[data-rule="${fault.rule}"]`));
    await expect(item, fault.what).toHaveAttribute('data-status', /^(fail|warn)$/);
    await expect(item.getByRole('link')).toHaveAttribute('href', RULES[fault.rule!].href);
    // The first failing rule first.
    await expect(findings(page).first(), fault.what).toHaveAttribute(
      'data-status',
      /^(fail|warn)$/,
    );
  }
});

test('bad input gets a clear answer, never a stack trace', async ({page}) => {
  test.slow();
  await gotoHydrated(page, PAGE);
  for (const bad of BAD_INPUTS) {
    await inspect(page, bad);
    const error = page.getByTestId('inspector-error');
    await expect(error, bad.what).toContainText(bad.title!);
    await expect(error).not.toContainText(/at \w+ \(|Error:|undefined/);
  }
});

test('inspecting sends no request: only the inspector code loads, from this site, on first use', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, PAGE);
  const requests = recordRequests(page);
  const fault = FAULTS.find((f) => f.rule === 'complete-signatures')!;
  await inspect(page, fault);
  await inspect(page, EXAMPLES[2]);
  expect(foreignOrigins(requests, [new URL(baseURL!).origin])).toEqual([]);
  // Code of the site, loaded once, and nothing else: no fetch, no XHR, no beacon. Docusaurus's
  // prefetches of the routes the page links (`<link rel="prefetch">`, "other" to Playwright) start
  // whenever the browser is idle, on a loaded machine after the inspection began: not the inspector's.
  expect(
    requests
      .map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`)
      .filter((r) => !/^(script|other) \/assets\/js\//.test(r)),
  ).toEqual([]);
  expect(
    requests.filter((r) => r.resourceType() === 'script').length,
    'the inspector code is fetched on the first inspection',
  ).toBeGreaterThan(0);
});

test('works by keyboard: paste, inspect, read the result, load an example', async ({page}) => {
  await gotoHydrated(page, PAGE);
  await message(page).focus();
  await page.keyboard.insertText('{"id": "1", "messageId": "2", "failureCode": 5}');
  await page.keyboard.press('Tab');
  await expect(page.locator('summary').filter({hasText: 'Earlier message'})).toBeFocused();
  await page.keyboard.press('Tab');
  const inspectButton = page.getByRole('button', {name: 'Inspect', exact: true});
  await expect(inspectButton).toBeFocused();
  await nextResult(results(page), () => page.keyboard.press('Enter'));
  await expect(results(page)).toBeFocused();
  await expect(page.getByTestId('inspector-recognized')).toContainText('a SwapFail');
  await inspectButton.focus();
  await page.keyboard.press('Tab');
  const first = page.getByRole('button', {name: 'SwapRequest (ProposeTrade body)'});
  await expect(first).toBeFocused();
  await nextResult(results(page), () => page.keyboard.press('Enter'));
  await expect(page.getByTestId('inspector-recognized')).toContainText('ProposeTrade');
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations with results, details and an error shown in ${mode} mode`, async ({
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, `${PAGE}?docusaurus-theme=${mode}`);
    await expectColorMode(page, mode);
    await page.locator('summary').filter({hasText: 'What it checks'}).click();
    // A result with failing, passing and skipped checks, and the decoded transaction.
    await inspect(
      page,
      FAULTS.find((f) => f.rule === 'accept-fields')!,
    );
    await expect(page.getByTestId('inspector-transaction')).toBeVisible();
    await expectNoAxeViolations(page);
    await inspect(page, BAD_INPUTS[0]);
    await expect(page.getByTestId('inspector-error')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('on a phone (390x844) the form, the findings and the transaction fit the screen @phone', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('button', {name: 'Inspect', exact: true})).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await nextResult(results(page), () =>
    page.getByRole('button', {name: 'SwapComplete', exact: true}).click(),
  );
  await expect(page.getByTestId('inspector-output').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
