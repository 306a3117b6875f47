// Unit tests of the not-found page's suggestion (src/utils/suggestRoute.mjs) on a small site shaped
// like the portal: latest at /docs/latest/, 1.0.0 at /docs/v1/, 0.9.1 at /docs/v0/.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {suggestRoute} from '../../src/utils/suggestRoute.mjs';
import {closestPage, sectionStarts} from '../../src/utils/movedPages.mjs';

const V1_IDS = [
  'intro',
  'specs/index',
  'specs/swap-protocol',
  'trader/intro',
  'trader/app',
  'provider/intro',
  'provider/daemon/feeder',
  'provider/daemon/market_account',
  'provider/daemon/migrate_daemon',
  'provider/daemon/webhooks',
];
const V0_IDS = [
  'intro',
  'specs/index',
  'specs/swap-protocol',
  'trader/intro',
  'trader/cli',
  'provider/intro',
  'trader/SDK/Javascript/Identity',
  'provider/feeder/overview',
  'provider/daemon/market/manage_account',
  'provider/daemon/market/deposit_funds',
  'provider/daemon/webhooks',
];

// Reading-order sections as plugins/reading-order/sections.mjs hands them over: each section's
// first step and its pages, here the pages of each top folder in the order given, intro first.
function sectionsOf(ids) {
  const folders = [...new Set(ids.filter((id) => id.includes('/')).map((id) => id.split('/')[0]))];
  return [
    {first: 'intro', ids: ['intro']},
    ...folders.map((folder) => {
      const own = ids.filter((id) => id.startsWith(`${folder}/`));
      const first = own.find((id) => id.endsWith('/intro') || id.endsWith('/index')) ?? own[0];
      return {first, ids: own};
    }),
  ];
}

// As the docs plugin's global data gives them: addresses without their trailing slash.
function version(name, label, path, ids, isLast = false) {
  const docs = ids.map((id) => ({id, path: id === 'intro' ? path : `${path}/${id}`}));
  return {name, label, path, isLast, docs, starts: sectionStarts(sectionsOf(ids))};
}

const VERSIONS = [
  version('current', 'latest', '/docs/latest', V1_IDS, true),
  version('1.0.0', '1.0.0', '/docs/v1', V1_IDS),
  version('0.9.1', '0.9.1', '/docs/v0', V0_IDS),
];
const SITE = {
  versions: VERSIONS,
  // The docs root route (`/docs/`) is a route too, though no page lives there.
  routes: [
    '/',
    '/blog/',
    '/blog/announcing-tdex-v2/',
    '/docs/',
    ...VERSIONS.flatMap((v) => v.docs.map((d) => `${d.path}/`)),
  ],
  moves: [
    ['provider/daemon/feeder', 'provider/feeder/overview'],
    [
      'provider/daemon/market_account',
      'provider/daemon/market/manage_account',
      'provider/daemon/market/deposit_funds',
    ],
  ],
};

const LATEST = {name: 'current', label: 'latest', isLast: true};
const V0 = {name: '0.9.1', label: '0.9.1', isLast: false};
const suggest = (pathname) => suggestRoute(pathname, SITE);

test('never suggests the address that failed', () => {
  // `/docs/` is a route of the docs plugin, but no page: suggest the latest docs instead.
  assert.deepEqual(suggest('/docs/'), {path: '/docs/latest/', version: LATEST});
  assert.deepEqual(suggest('/docs'), {path: '/docs/latest/', version: LATEST});
  for (const route of [...SITE.routes, ...VERSIONS.flatMap((v) => v.docs.map((d) => d.path))]) {
    assert.notEqual(suggest(route)?.path, route, route);
  }
});

test('an address without a version, as the previous portal had, means the latest docs', () => {
  assert.deepEqual(suggest('/docs/specs/swap-protocol/'), {
    path: '/docs/latest/specs/swap-protocol/',
    version: LATEST,
  });
  // A page that moved: its latest counterpart.
  assert.deepEqual(suggest('/docs/provider/feeder/overview/'), {
    path: '/docs/latest/provider/daemon/feeder/',
    version: LATEST,
  });
  // Only 0.9.1 has the page: named as such.
  assert.deepEqual(suggest('/docs/trader/cli/'), {path: '/docs/v0/trader/cli/', version: V0});
  assert.deepEqual(suggest('/docs/trader/sdk/javascript/identity/'), {
    path: '/docs/v0/trader/SDK/Javascript/Identity/',
    version: V0,
  });
  // A version the site does not publish under that name.
  assert.deepEqual(suggest('/docs/next/provider/daemon/webhooks/'), {
    path: '/docs/latest/provider/daemon/webhooks/',
    version: LATEST,
  });
  assert.deepEqual(suggest('/docs/v2/'), {path: '/docs/latest/', version: LATEST});
  // A typo in a version-less address: the nearest latest page.
  assert.deepEqual(suggest('/docs/specs/swap-protocl/'), {
    path: '/docs/latest/specs/swap-protocol/',
    version: LATEST,
  });
});

test('a page that moved between versions is suggested in the version asked for', () => {
  assert.deepEqual(suggest('/docs/v0/provider/daemon/feeder/'), {
    path: '/docs/v0/provider/feeder/overview/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/v0/provider/daemon/market_account/'), {
    path: '/docs/v0/provider/daemon/market/manage_account/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/v1/provider/daemon/market/deposit_funds/'), {
    path: '/docs/v1/provider/daemon/market_account/',
    version: null,
  });
});

test('a page the version asked for lacks is suggested in another version, which is named', () => {
  assert.deepEqual(suggest('/docs/v0/provider/daemon/migrate_daemon/'), {
    path: '/docs/latest/provider/daemon/migrate_daemon/',
    version: LATEST,
  });
  assert.deepEqual(suggest('/docs/latest/trader/cli/'), {
    path: '/docs/v0/trader/cli/',
    version: V0,
  });
});

test('a typo gets the nearest address, in the same version first', () => {
  assert.deepEqual(suggest('/docs/latest/provider/daemon/webhook/'), {
    path: '/docs/latest/provider/daemon/webhooks/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/v0/provider/daemon/webhook'), {
    path: '/docs/v0/provider/daemon/webhooks/',
    version: null,
  });
  assert.deepEqual(suggest('/blog/announcing-tdex-v3/'), {
    path: '/blog/announcing-tdex-v2/',
    version: null,
  });
  // Other letter case.
  assert.deepEqual(suggest('/Blog/'), {path: '/blog/', version: null});
  // The typo budget is a fifth of the address (at least 2): this 25-character address is 5 edits
  // from the post ("tdex" and "v" replaced), so it is suggested; one edit more, and it is not.
  assert.deepEqual(suggest('/blog/announcing-wxyz-w2/'), {
    path: '/blog/announcing-tdex-v2/',
    version: null,
  });
  assert.equal(suggest('/blog/annoxncing-wxyz-w2/'), null);
  // Nothing close: no suggestion rather than a wrong one.
  assert.equal(suggest('/no/such/page/'), null);
  assert.equal(suggest('/docs/latest/nothing/like/any/page/at/all/'), null);
});

// `v0` and `v1` are the published addresses themselves (tested above).
test('a version typed in any common form is honoured', () => {
  for (const typed of ['0.9.1', 'v0.9.1', '0', 'V0']) {
    assert.deepEqual(
      suggest(`/docs/${typed}/provider/intro/`),
      {
        path: '/docs/v0/provider/intro/',
        version: null,
      },
      typed,
    );
  }
  for (const typed of ['1.0.0', 'v1.0.0', '1', 'V1']) {
    assert.deepEqual(
      suggest(`/docs/${typed}/provider/intro/`),
      {
        path: '/docs/v1/provider/intro/',
        version: null,
      },
      typed,
    );
  }
  // The version's landing page.
  assert.deepEqual(suggest('/docs/0.9.1/'), {path: '/docs/v0/', version: null});
  // A page only another version has: that version, named.
  assert.deepEqual(suggest('/docs/1.0.0/trader/cli/'), {path: '/docs/v0/trader/cli/', version: V0});
  assert.deepEqual(suggest('/docs/v1/trader/cli/'), {path: '/docs/v0/trader/cli/', version: V0});
});

test('a section root suggests the first page of its section, in the version asked for', () => {
  assert.deepEqual(suggest('/docs/latest/specs/'), {
    path: '/docs/latest/specs/index/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/latest/provider/'), {
    path: '/docs/latest/provider/intro/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/latest/trader/'), {
    path: '/docs/latest/trader/intro/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/v0/provider/daemon/'), {
    path: '/docs/v0/provider/intro/',
    version: null,
  });
  assert.deepEqual(suggest('/docs/0.9.1/trader/SDK/'), {
    path: '/docs/v0/trader/intro/',
    version: null,
  });
  // Without a version: the latest docs, named.
  assert.deepEqual(suggest('/docs/specs/'), {path: '/docs/latest/specs/index/', version: LATEST});
});

test('the closest page in another version: the same page, its counterpart, or its section start', () => {
  const latest = VERSIONS[0];
  const ids = latest.docs.map((doc) => doc.id);
  const closest = (id) => closestPage(id, ids, SITE.moves, latest.starts);
  assert.deepEqual(closest('provider/daemon/webhooks'), {
    id: 'provider/daemon/webhooks',
    exact: true,
  });
  assert.deepEqual(closest('provider/feeder/overview'), {
    id: 'provider/daemon/feeder',
    exact: true,
  });
  assert.deepEqual(closest('trader/cli'), {id: 'trader/intro', exact: false});
  assert.deepEqual(closest('trader/SDK/Javascript/Identity'), {id: 'trader/intro', exact: false});
  assert.deepEqual(closest('provider/daemon/getting_started/run_prod'), {
    id: 'provider/intro',
    exact: false,
  });
  // Nothing shares a folder with it: no page, rather than a wrong one.
  assert.equal(closest('glossary'), null);
  assert.equal(closest('constructor/x'), null);
});

test('a page that a later version replaced leads to its replacement, even from a version that has neither', () => {
  // The 0.9.1 CLI was replaced by a page that only the latest docs have (moved-pages.json, issue 30).
  const latestIds = [...V1_IDS, 'trader/v2-client'];
  const versions = [
    version('current', 'latest', '/docs/latest', latestIds, true),
    version('1.0.0', '1.0.0', '/docs/v1', V1_IDS),
    version('0.9.1', '0.9.1', '/docs/v0', V0_IDS),
  ];
  const site = {
    versions,
    routes: versions.flatMap((v) => v.docs.map((d) => `${d.path}/`)),
    moves: [['trader/v2-client', 'trader/cli']],
  };
  const suggestIn = (pathname) => suggestRoute(pathname, site);
  assert.deepEqual(suggestIn('/docs/v1/trader/cli/'), {
    path: '/docs/latest/trader/v2-client/',
    version: LATEST,
  });
  assert.deepEqual(suggestIn('/docs/latest/trader/cli/'), {
    path: '/docs/latest/trader/v2-client/',
    version: null,
  });
  assert.deepEqual(suggestIn('/docs/v0/trader/v2-client/'), {
    path: '/docs/v0/trader/cli/',
    version: null,
  });
  const [latest] = versions;
  assert.deepEqual(closestPage('trader/cli', latestIds, site.moves, latest.starts), {
    id: 'trader/v2-client',
    exact: true,
  });
});
