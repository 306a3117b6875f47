// Checks on the built site (run after `npm run build`): the exact set of HTML routes, the sitemap, and
// that each docs version's pages belong to that version. The expected lists are written out by hand
// from the portal issue on purpose: a page that appears or disappears must fail here.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlFiles} from './site-lib.mjs';

const BUILD = 'build';
const SITE_URL = 'https://dev.tdex.network';

// Pages every docs version has ('' is the version's landing doc, `intro` with slug `/`).
const COMMON_DOCS = [
  '',
  'provider/intro',
  'provider/registry',
  'provider/daemon/overview',
  'provider/daemon/init_daemon',
  'provider/daemon/fee_account',
  'provider/daemon/fee_fragmenter_account',
  'provider/daemon/market_fragmenter_account',
  'provider/daemon/webhooks',
  'provider/daemon/getting_started/overview',
  'provider/daemon/getting_started/configure_cli',
  'provider/daemon/getting_started/run_docker',
  'provider/daemon/getting_started/run_standalone',
  'trader/intro',
  'trader/app',
  'trader/browser',
  'specs/index',
  'specs/CONTRIBUTING',
  'specs/message-protocol',
  'specs/transport-protocol',
  'specs/swap-protocol',
  'specs/trade-protocol',
  'specs/pool-protocol',
];
const V1_DOCS = [
  'provider/daemon/market_account',
  'provider/daemon/feeder',
  'provider/daemon/migrate_daemon',
  'provider/daemon/getting_started/configure_daemon',
];
const V0_DOCS = [
  'provider/daemon/getting_started/run_prod',
  'provider/daemon/market/deposit_funds',
  'provider/daemon/market/manage_account',
  'provider/feeder/overview',
  'provider/feeder/getting_started',
  'provider/tdexdconnect',
  'trader/cli',
  'trader/SDK/Javascript/discovery',
  'trader/SDK/Javascript/Identity',
  'trader/SDK/Javascript/install',
  'trader/SDK/Javascript/swap',
  'trader/SDK/Javascript/trade',
];

// path segment -> version name as Docusaurus writes it in <meta name="docusaurus_version">.
const VERSIONS = [
  {path: 'latest', name: 'current', docs: [...COMMON_DOCS, ...V1_DOCS]},
  {path: 'v1', name: '1.0.0', docs: [...COMMON_DOCS, ...V1_DOCS]},
  {path: 'v0', name: '0.9.1', docs: [...COMMON_DOCS, ...V0_DOCS]},
];

const BLOG_TAGS = [
  'automation',
  'bitcoin',
  'deploy',
  'liquid',
  'pegin',
  'tdex',
  'terraform',
  'v-2',
];
const BLOG_POSTS = ['announcing-tdex-v2', 'liquid-pegin-browser', 'tdex-terraform-deploy-aws'];

const docRoute = (version, doc) => `/docs/${version}/${doc ? `${doc}/` : ''}`;

const DOC_ROUTES = VERSIONS.flatMap((v) => v.docs.map((doc) => docRoute(v.path, doc)));
const BLOG_ROUTES = [
  '/blog/',
  '/blog/archive/',
  '/blog/tags/',
  ...BLOG_TAGS.map((tag) => `/blog/tags/${tag}/`),
  ...BLOG_POSTS.map((post) => `/blog/${post}/`),
];
// Every page a reader can land on; the sitemap must list exactly these.
const PAGE_ROUTES = ['/', ...DOC_ROUTES, ...BLOG_ROUTES];
// `/search/` is the search results page (the one extra route the search issue allows); 404.html is
// what the server answers for unknown paths. Neither belongs in the sitemap.
const SEARCH_ROUTE = '/search/';

// a/b/index.html (relative to build/) -> /a/b/ ; 404.html -> /404.html
function routeOf(rel) {
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

function fileOf(route) {
  return join(BUILD, ...route.split('/').filter(Boolean), 'index.html');
}

const sorted = (values) => [...values].sort();

function duplicates(values) {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function metaContent(html, name) {
  // The build minifies HTML, so attribute values may be quoted or not.
  const match = new RegExp(`<meta[^>]*\\bname="?${name}"?[^>]*\\bcontent="?([^"\\s>]+)`).exec(html);
  return match?.[1] ?? null;
}

test('the build exists', () => {
  assert.ok(existsSync(join(BUILD, 'index.html')), 'run `npm run build` first');
});

test('the expected route lists have no duplicates', () => {
  assert.deepEqual(duplicates(PAGE_ROUTES), []);
  assert.equal(VERSIONS[0].docs.length, 27);
  assert.equal(VERSIONS[2].docs.length, 35);
});

test('the HTML routes are exactly the pages of the issue, plus 404.html and /search/', () => {
  const actual = htmlFiles(BUILD).map(routeOf);
  const expected = [...PAGE_ROUTES, SEARCH_ROUTE, '/404.html'];
  const missing = expected.filter((route) => !actual.includes(route));
  const extra = actual.filter((route) => !expected.includes(route));
  assert.deepEqual({missing, extra}, {missing: [], extra: []});
  assert.equal(actual.length, expected.length);
});

test('each docs version has exactly its own pages', () => {
  const all = htmlFiles(BUILD).map(routeOf);
  for (const version of VERSIONS) {
    const prefix = `/docs/${version.path}/`;
    assert.deepEqual(
      sorted(all.filter((route) => route.startsWith(prefix))),
      sorted(version.docs.map((doc) => docRoute(version.path, doc))),
      `pages under ${prefix}`,
    );
  }
  // Nothing under /docs/ outside the three version paths (no /docs/index.html, no stray version).
  assert.deepEqual(
    all.filter(
      (route) =>
        route.startsWith('/docs/') && !VERSIONS.some((v) => route.startsWith(`/docs/${v.path}/`)),
    ),
    [],
  );
});

test('the blog has its list, archive, tag index, 8 tag pages and 3 posts, and nothing else', () => {
  const blog = htmlFiles(BUILD)
    .map(routeOf)
    .filter((route) => route.startsWith('/blog/'));
  assert.deepEqual(sorted(blog), sorted(BLOG_ROUTES));
  assert.ok(!existsSync(join(BUILD, 'blog', 'authors')), 'no author pages');
  assert.ok(!existsSync(join(BUILD, 'blog', 'page')), 'no pagination');
});

test('each docs page is built as a page of its own version', () => {
  for (const version of VERSIONS) {
    for (const doc of version.docs) {
      const route = docRoute(version.path, doc);
      const html = readFileSync(fileOf(route), 'utf8');
      assert.equal(metaContent(html, 'docusaurus_version'), version.name, `version of ${route}`);
      assert.equal(
        metaContent(html, 'docusaurus_tag'),
        `docs-default-${version.name}`,
        `docs tag of ${route}`,
      );
      assert.match(
        html,
        new RegExp(`<link[^>]*rel="?canonical"?[^>]*href="?${SITE_URL}${route}"?[ />]`),
        `canonical URL of ${route}`,
      );
      // Only 0.9.1 is unmaintained; its banner is in the server-rendered HTML.
      assert.equal(
        html.includes('theme-doc-version-banner'),
        version.path === 'v0',
        `version banner on ${route}`,
      );
    }
  }
});

// Deliberate exits from a version: a v0.9.1 operator's way forward is the v1 migration, which only
// the latest docs describe.
const VERSION_EXITS = {v0: ['/docs/latest/provider/daemon/migrate_daemon/']};

test("a page's content links only into its own docs version", () => {
  for (const version of VERSIONS) {
    const otherVersions = VERSIONS.filter((v) => v !== version).map((v) => `/docs/${v.path}/`);
    const exits = VERSION_EXITS[version.path] ?? [];
    for (const doc of version.docs) {
      const route = docRoute(version.path, doc);
      const html = readFileSync(fileOf(route), 'utf8');
      // The article is the page's own content (navbar, sidebar and footer are outside it).
      const article = /<article[\s>][\s\S]*<\/article>/.exec(html)?.[0];
      assert.ok(article, `article of ${route}`);
      const hrefs = [...article.matchAll(/href="?([^"\s>]+)/g)].map((m) => m[1]);
      const foreign = hrefs.filter(
        (href) => otherVersions.some((p) => href.startsWith(p)) && !exits.includes(href),
      );
      assert.deepEqual(foreign, [], `links from ${route} into another version`);
    }
  }
});

test('the sitemap lists every page once, with its trailing slash, weekly, priority 0.5', () => {
  const xml = readFileSync(join(BUILD, 'sitemap.xml'), 'utf8');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  assert.deepEqual(duplicates(locs), []);
  assert.deepEqual(sorted(locs), sorted(PAGE_ROUTES.map((route) => `${SITE_URL}${route}`)));
  for (const [index, entry] of entries.entries()) {
    assert.ok(locs[index].endsWith('/'), `${locs[index]} has a trailing slash`);
    assert.match(entry, /<changefreq>weekly<\/changefreq>/, `changefreq of ${locs[index]}`);
    assert.match(entry, /<priority>0\.5<\/priority>/, `priority of ${locs[index]}`);
  }
  assert.ok(!xml.includes('/search/'), 'no /search/ in the sitemap');
  assert.ok(!xml.includes('404'), 'no 404 page in the sitemap');
});
