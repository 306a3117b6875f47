import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support';

// A long spec page with many h2 and h3 headings.
const TOC_PAGE = '/docs/latest/specs/trade-protocol/';

test('the table of contents lists exactly the h2 and h3 headings of the page', async ({page}) => {
  await gotoHydrated(page, TOC_PAGE);
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();

  const article = await page.locator('article .theme-doc-markdown').evaluate((root) =>
    [...root.querySelectorAll('h2[id], h3[id], h4[id], h5[id], h6[id]')]
      // Headings inside tabs, admonitions or details still count; only anchors make them linkable.
      .map((h) => ({id: h.id, level: Number(h.tagName[1])})),
  );
  const levels = new Set(article.map((h) => h.level));
  // The page must have both levels, or this test would prove nothing.
  expect(levels.has(2) && levels.has(3)).toBe(true);

  const targets = await toc.locator('a.table-of-contents__link').evaluateAll((links) =>
    links.map((a) => {
      const id = decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1));
      const target = document.getElementById(id);
      // Nesting depth of the entry inside the ToC's lists: 1 for top level, 2 for nested.
      let depth = 0;
      for (
        let el: Element | null = a;
        el && !el.matches('.theme-doc-toc-desktop');
        el = el.parentElement
      ) {
        if (el.tagName === 'UL') depth += 1;
      }
      return {id, tag: target?.tagName ?? null, depth};
    }),
  );
  // Every entry points at an h2 or h3 of the page, h3s nested one level under h2s.
  for (const entry of targets) {
    expect(['H2', 'H3'], `target of #${entry.id}`).toContain(entry.tag);
    expect(entry.depth, `nesting of #${entry.id}`).toBe(entry.tag === 'H2' ? 1 : 2);
  }
  // And every h2 and h3 is listed, in page order; deeper headings are not.
  expect(targets.map((t) => t.id)).toEqual(
    article.filter((h) => h.level === 2 || h.level === 3).map((h) => h.id),
  );
});

// The collapsible ToC is the phone layout: the phone project only.
test('the mobile table of contents collapses and lists the same entries @phone', async ({page}) => {
  await gotoHydrated(page, TOC_PAGE);
  await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
  const toggle = page.getByRole('button', {name: 'On this page'});
  await expect(toggle).toBeVisible();
  const entries = page.locator('.theme-doc-toc-mobile a.table-of-contents__link');
  await expect(entries.first()).toBeHidden();
  await toggle.click();
  await expect(entries.first()).toBeVisible();
  const h2h3 = await page
    .locator('article .theme-doc-markdown')
    .evaluate((root) => root.querySelectorAll('h2[id], h3[id]').length);
  await expect(entries).toHaveCount(h2h3);
});

test.describe('synced tabs', () => {
  // Assistive technology goes from a tab to its panel and back (src/theme/Tabs renders both).
  test('every tab names its panel and that panel names the tab; only the selected one is shown', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/latest/provider/daemon/getting_started/run_docker/');
    await page.getByRole('tab', {name: 'Testnet', exact: true}).first().click();
    const pairs = await page.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return {
          tab: tab.textContent,
          role: panel?.getAttribute('role'),
          labelledByTab: panel !== null && panel.getAttribute('aria-labelledby') === tab.id,
          shownWhenSelected:
            panel !== null && !panel.hidden === (tab.getAttribute('aria-selected') === 'true'),
        };
      }),
    );
    expect(pairs.length, 'tabs on the page').toBeGreaterThan(1);
    for (const pair of pairs) {
      expect(pair).toEqual({
        tab: pair.tab,
        role: 'tabpanel',
        labelledByTab: true,
        shownWhenSelected: true,
      });
    }
  });

  test('a network choice is stored under docusaurus.tab.network, kept on reload and followed on other pages and versions', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/latest/provider/daemon/fee_account/');
    const tab = (name: string) => page.getByRole('tab', {name, exact: true}).first();
    // Mainnet is the default choice.
    await expect(tab('Mainnet')).toHaveAttribute('aria-selected', 'true');
    await tab('Testnet').click();
    await expect(tab('Testnet')).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.network')))
      .toBe('testnet');
    // Only the chosen panel is shown.
    const panelOf = async (name: string) =>
      page.locator(`[id="${await tab(name).getAttribute('aria-controls')}"]`);
    await expect(await panelOf('Testnet')).toBeVisible();
    await expect(await panelOf('Mainnet')).toBeHidden();

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(tab('Testnet')).toHaveAttribute('aria-selected', 'true');

    for (const path of [
      '/docs/latest/provider/daemon/market_account/',
      '/docs/v1/provider/daemon/fee_account/',
    ]) {
      await gotoHydrated(page, path);
      await expect(tab('Testnet')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('Mainnet')).toHaveAttribute('aria-selected', 'false');
    }
  });

  test('a run-mode choice kept by the previous portal (same key) is applied on first load', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('docusaurus.tab.run-mode')) {
        localStorage.setItem('docusaurus.tab.run-mode', 'standalone');
      }
    });
    await gotoHydrated(page, '/docs/latest/provider/daemon/getting_started/configure_cli/');
    const tab = (name: string) => page.getByRole('tab', {name, exact: true}).first();
    await expect(tab('Standalone')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Docker')).toHaveAttribute('aria-selected', 'false');
    await tab('Docker').click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.run-mode')))
      .toBe('docker');
  });
});
