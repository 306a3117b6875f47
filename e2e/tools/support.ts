// What the specs of the builder tools share: running a tool and waiting for its new result, axe with
// readable failures, and the requests a page makes.
import AxeBuilder from '@axe-core/playwright';
import {expect, type Locator, type Page, type Request} from '@playwright/test';

/** Runs `act` and waits until the tool's results show a result newer than the one before. */
export async function nextResult(results: Locator, act: () => Promise<void>): Promise<void> {
  const before = Number((await results.getAttribute('data-runs')) ?? 0);
  await act();
  await expect(results).toHaveAttribute('data-runs', String(before + 1), {timeout: 30_000});
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page}).analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(violations).toEqual([]);
}

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The origins of those requests other than `allowed`. */
export function foreignOrigins(requests: Request[], allowed: string[]): string[] {
  return [
    ...new Set(
      requests
        .map((r) => r.url())
        .filter((url) => /^https?:/.test(url))
        .map((url) => new URL(url).origin)
        .filter((origin) => !allowed.includes(origin)),
    ),
  ];
}

/** The page has no horizontal scrollbar: nothing is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const {scrollWidth, width} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, 'page width on a phone').toBeLessThanOrEqual(width);
}
