import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

// A sidebar entry: a page label, or a category label with its entries.
type Entry = string | {category: string; items: Entry[]};

const GETTING_STARTED_V1: Entry = {
  category: 'Getting Started',
  items: [
    'Overview',
    'Run with Docker',
    'Run Standalone',
    'Configure the CLI',
    'Configuration Reference',
  ],
};

const PROVIDER_V1: Entry[] = [
  'Overview',
  {
    category: 'Daemon',
    items: [
      'Overview',
      GETTING_STARTED_V1,
      'Init & Unlock',
      'Fee Account',
      'Market Account',
      'Fee Fragmenter Account',
      'Market Fragmenter Account',
      'Price feeder',
      'Webhooks',
      'Migrate a daemon to v1',
    ],
  },
  'Registry',
];

const PROVIDER_V0: Entry[] = [
  'Overview',
  {
    category: 'Daemon',
    items: [
      'Overview',
      {
        category: 'Getting Started',
        items: [
          'Overview',
          'Run with Docker',
          'Run Standalone',
          'Run in Production',
          'Configure CLI',
        ],
      },
      'Init & Unlock',
      'Fee Account',
      {category: 'Market Account', items: ['Deposit funds', 'Manage a market']},
      'Fee Fragmenter Account',
      'Market Fragmenter Account',
      'Webhooks',
    ],
  },
  {category: 'Feeder', items: ['Overview', 'Getting Started']},
  'Registry',
  'TDexdconnect',
];

const VERSIONS = [
  {name: 'latest', path: '/docs/latest/provider/intro/', expected: PROVIDER_V1},
  {name: '1.0.0', path: '/docs/v1/provider/intro/', expected: PROVIDER_V1},
  {name: '0.9.1', path: '/docs/v0/provider/intro/', expected: PROVIDER_V0},
];

function providerCategory(page: Page): Locator {
  return page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .locator('li.theme-doc-sidebar-item-category')
    .filter({
      has: page.locator(':scope > .menu__list-item-collapsible > .menu__link', {
        hasText: /^Liquidity Provider$/,
      }),
    });
}

// Categories render their children only once expanded: open every collapsed one, one at a time.
// Expanding a category only adds entries after it, so index i keeps pointing at the same toggle.
async function expandAll(root: Locator): Promise<void> {
  const toggles = root.locator(
    'li.theme-doc-sidebar-item-category > .menu__list-item-collapsible > .menu__link',
  );
  for (let guard = 0; guard < 20; guard += 1) {
    const states = await toggles.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-expanded')),
    );
    const i = states.indexOf('false');
    if (i < 0) return;
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute('aria-expanded', 'true');
  }
  throw new Error('sidebar categories kept collapsing');
}

async function readTree(category: Locator): Promise<Entry[]> {
  return category.evaluate((li) => {
    type Item = string | {category: string; items: Item[]};
    const read = (list: Element | null): Item[] =>
      list === null
        ? []
        : Array.from(list.children).map((child): Item => {
            const link = child.querySelector(':scope > .menu__link, :scope > div > .menu__link');
            const label = (link?.textContent ?? '').trim();
            if (!child.classList.contains('theme-doc-sidebar-item-category')) return label;
            return {category: label, items: read(child.querySelector(':scope > ul.menu__list'))};
          });
    return read(li.querySelector(':scope > ul.menu__list'));
  });
}

for (const version of VERSIONS) {
  test(`${version.name}: the provider sidebar lists exactly its pages, in order`, async ({
    page,
  }) => {
    await gotoHydrated(page, version.path);
    const category = providerCategory(page);
    await expect(category).toHaveCount(1);
    await expandAll(category);
    expect(await readTree(category)).toEqual(version.expected);
  });
}
