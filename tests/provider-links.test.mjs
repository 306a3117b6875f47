// Checks on the built site (run `npm run build` first): the Liquidity Provider section of every doc
// version is complete, and every internal link in its pages resolves to a built page (and heading
// anchor) without leaving the page's own doc version.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, posix} from 'node:path';

const BUILD = 'build';

const V1_PAGES = [
  'intro',
  'registry',
  'daemon/overview',
  'daemon/getting_started/overview',
  'daemon/getting_started/run_docker',
  'daemon/getting_started/run_standalone',
  'daemon/getting_started/configure_daemon',
  'daemon/getting_started/configure_cli',
  'daemon/init_daemon',
  'daemon/migrate_daemon',
  'daemon/fee_account',
  'daemon/market_account',
  'daemon/fee_fragmenter_account',
  'daemon/market_fragmenter_account',
  'daemon/feeder',
  'daemon/webhooks',
];

const V0_PAGES = [
  'intro',
  'registry',
  'tdexdconnect',
  'daemon/overview',
  'daemon/getting_started/overview',
  'daemon/getting_started/run_docker',
  'daemon/getting_started/run_standalone',
  'daemon/getting_started/run_prod',
  'daemon/getting_started/configure_cli',
  'daemon/init_daemon',
  'daemon/fee_account',
  'daemon/market/deposit_funds',
  'daemon/market/manage_account',
  'daemon/fee_fragmenter_account',
  'daemon/market_fragmenter_account',
  'daemon/webhooks',
  'feeder/overview',
  'feeder/getting_started',
];

// The one deliberate way out of 0.9.1: the way forward for a v0.9.1 operator is the v1 migration,
// documented only in latest.
const V0_EXITS = ['/docs/latest/provider/daemon/migrate_daemon/'];

const VERSIONS = [
  {name: 'latest', prefix: '/docs/latest/', pages: V1_PAGES, forbidden: [], exits: []},
  {name: '1.0.0', prefix: '/docs/v1/', pages: V1_PAGES, forbidden: [], exits: []},
  {
    name: '0.9.1',
    prefix: '/docs/v0/',
    pages: V0_PAGES,
    forbidden: ['/docs/latest/', '/docs/v1/'],
    exits: V0_EXITS,
  },
];

function decodeEntities(s) {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function htmlFileFor(urlPath) {
  const clean = decodeURIComponent(urlPath);
  const direct = join(BUILD, clean);
  if (clean.endsWith('/')) return join(direct, 'index.html');
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return join(direct, 'index.html');
}

function builtProviderPages(prefix) {
  const root = join(BUILD, prefix, 'provider');
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const p = join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (entry === 'index.html') {
        found.push(
          posix
            .relative(join(BUILD, prefix, 'provider'), dir)
            .split('\\')
            .join('/'),
        );
      }
    }
  };
  if (existsSync(root)) walk(root);
  return found.sort();
}

// The doc's own content: from the markdown container to the end of the article. Navbar, sidebar,
// footer and the version banner are left out on purpose (they link across versions by design).
function contentOf(html) {
  const start = html.search(/<div class="?theme-doc-markdown markdown"?/);
  const end = html.indexOf('</article>', start);
  if (start < 0 || end < 0) return null;
  return html.slice(start, end);
}

function paginationOf(html) {
  const start = html.search(/class="?pagination-nav[\s">]/);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</nav>', start));
}

// The build is minified: attribute values may be quoted or bare.
const attr = (name) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'g');
const valueOf = (m) => decodeEntities(m[1] ?? m[2] ?? m[3]);

function hrefsOf(fragment) {
  return [...fragment.matchAll(/<a\s[^>]*>/g)].flatMap((tag) =>
    [...tag[0].matchAll(attr('href'))].map(valueOf),
  );
}

const isExternal = (href) => /^[a-z][a-z0-9+.-]*:/i.test(href);

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idCache.set(file, new Set([...html.matchAll(attr('id'))].map(valueOf)));
  }
  return idCache.get(file);
}

test('the build exists', () => {
  assert.ok(existsSync(join(BUILD, 'index.html')), 'run `npm run build` before these checks');
});

for (const version of VERSIONS) {
  test(`${version.name}: the provider section has exactly its pages`, () => {
    const expected = version.pages.map((p) => p).sort();
    assert.deepEqual(builtProviderPages(version.prefix), expected);
  });

  test(`${version.name}: every internal link on a provider page resolves within ${version.prefix}`, () => {
    // Links listed in version.exits may leave the version; they must still resolve.
    const problems = [];
    let internalLinks = 0;
    for (const page of version.pages) {
      const pageUrl = `${version.prefix}provider/${page}/`;
      const file = htmlFileFor(pageUrl);
      assert.ok(existsSync(file), `${pageUrl} is not built`);
      const html = readFileSync(file, 'utf8');
      const content = contentOf(html);
      assert.ok(content !== null, `${pageUrl}: doc content not found`);

      for (const href of hrefsOf(content)) {
        if (isExternal(href)) continue;
        internalLinks += 1;
        const resolved = new URL(href, `http://site${pageUrl}`);
        const path = resolved.pathname;
        const hash = decodeURIComponent(resolved.hash.slice(1));
        if (version.exits.includes(path)) {
          if (!existsSync(htmlFileFor(path)))
            problems.push(`${pageUrl}: "${href}" has no built page`);
          continue;
        }
        const forbidden = version.forbidden.find((bad) => path.startsWith(bad));
        if (forbidden) {
          problems.push(`${pageUrl}: "${href}" links into ${forbidden}`);
          continue;
        }
        if (path.startsWith('/docs/') && !path.startsWith(version.prefix)) {
          problems.push(`${pageUrl}: "${href}" leaves ${version.prefix}`);
          continue;
        }
        const target = htmlFileFor(path);
        if (!existsSync(target)) {
          problems.push(`${pageUrl}: "${href}" has no built page (${target})`);
          continue;
        }
        if (hash && !idsOf(target).has(hash)) {
          problems.push(`${pageUrl}: "${href}" has no anchor #${hash} in ${path}`);
        }
      }

      for (const href of hrefsOf(paginationOf(html))) {
        const path = new URL(href, `http://site${pageUrl}`).pathname;
        if (!path.startsWith(version.prefix)) {
          problems.push(`${pageUrl}: pagination link "${href}" leaves ${version.prefix}`);
        }
      }
    }
    assert.deepEqual(problems, []);
    // The link-bearing pages of the v1 line prove that links were found at all.
    if (version.pages === V1_PAGES)
      assert.ok(internalLinks > 50, `only ${internalLinks} links found`);
  });
}

test('0.9.1: the provider intro leads a v0.9.1 operator to the v1 migration page', () => {
  const html = readFileSync(htmlFileFor('/docs/v0/provider/intro/'), 'utf8');
  const links = hrefsOf(contentOf(html)).map((href) => new URL(href, 'http://site/').pathname);
  assert.ok(links.includes(V0_EXITS[0]), `no link to ${V0_EXITS[0]} in the 0.9.1 provider intro`);
});
