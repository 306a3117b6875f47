// The pages of the built site are exactly those its sources define: every docs page of every version
// (docs/, versioned_docs/, versions.json), every blog post and tag page (blog/, blog/tags.yml), the
// pages of src/pages/, the search page and 404.html; and each docs page is built as a page of its own version.
// Every expectation comes from the sources, so a new page, post, tag or version needs no edit here.
// The only lists written by hand are invariants that new content must not break (SEED below).
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {
  BUILD,
  ROOT,
  SITE_URL,
  assertBuilt,
  blogPosts,
  builtConfig,
  builtPage,
  docsPagesOf,
  docsTrees,
  htmlFiles,
  routeOfFile,
  usedBlogTags,
} from '../support/site.mjs';

// What the portal promised from the start, whatever is added later: the three docs version roots,
// the blog's tag pages at their permalinks (`v2` is published as `v-2`), and no author or
// pagination pages.
const SEED = {
  docsRoots: ['/docs/latest/', '/docs/v1/', '/docs/v0/'],
  tagPages: ['automation', 'bitcoin', 'deploy', 'liquid', 'pegin', 'tdex', 'terraform', 'v-2'],
  absent: ['blog/authors', 'blog/page'],
};

// The pages of src/pages/ (React or Markdown), each at its address: `index` is its folder's page.
// Files and folders starting with `_` are not pages, as for the pages plugin.
function sourcePages() {
  return readdirSync(path.join(ROOT, 'src/pages'), {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(tsx?|jsx?|mdx?)$/.test(file) && !/(^|\/)_/.test(file))
    .map((file) => `/${file.replace(/(^|\/)index\.\w+$/, '$1').replace(/\.\w+$/, '/')}`);
}

function expectedRoutes() {
  const docs = docsTrees().flatMap((tree) => docsPagesOf(tree).map((page) => page.route));
  const blog = [
    '/blog/',
    '/blog/archive/',
    '/blog/tags/',
    ...usedBlogTags().map((tag) => `/blog/tags/${tag.permalink}/`),
    ...blogPosts().map((post) => post.path),
  ];
  // The pages of src/pages/ (the home page, the builder tools); /search/ is the search results
  // page; 404.html is what the server answers for unknown paths.
  return [...sourcePages(), ...docs, ...blog, '/search/', '/404.html'];
}

describe('the routes of the build', () => {
  let built;
  before(() => {
    assertBuilt();
    built = htmlFiles().map(routeOfFile);
  });

  it('are exactly the pages the sources define, each once', () => {
    const expected = expectedRoutes();
    assert.equal(new Set(expected).size, expected.length, 'two sources give one address');
    const missing = expected.filter((route) => !built.includes(route));
    const extra = built.filter((route) => !expected.includes(route));
    assert.deepEqual({missing, extra}, {missing: [], extra: []});
  });

  it('keep the invariants of the seed: the docs roots and tag pages, no author or pagination pages', () => {
    for (const root of SEED.docsRoots) assert.ok(built.includes(root), `${root} is built`);
    for (const tag of SEED.tagPages) {
      assert.ok(built.includes(`/blog/tags/${tag}/`), `the tag page /blog/tags/${tag}/ is built`);
    }
    for (const dir of SEED.absent) assert.ok(!existsSync(path.join(BUILD, dir)), `no ${dir}/`);
  });

  it('hold no page under /docs/ outside the docs versions', () => {
    const prefixes = docsTrees().map((tree) => tree.prefix);
    const stray = built.filter(
      (route) => route.startsWith('/docs/') && !prefixes.some((prefix) => route.startsWith(prefix)),
    );
    assert.deepEqual(stray, []);
  });
});

describe('each docs page', () => {
  it('is built as a page of its own version, with its canonical address and its banner', async () => {
    assertBuilt();
    const {presets} = await builtConfig();
    const docsOptions = presets.find(([name]) => name === 'classic')[1].docs;
    for (const tree of docsTrees()) {
      const unmaintained = docsOptions.versions[tree.name]?.banner === 'unmaintained';
      for (const {route} of docsPagesOf(tree)) {
        const $ = builtPage(route);
        assert.equal($('meta[name="docusaurus_version"]').attr('content'), tree.name, route);
        assert.equal(
          $('meta[name="docusaurus_tag"]').attr('content'),
          `docs-default-${tree.name}`,
          route,
        );
        assert.equal($('link[rel="canonical"]').attr('href'), `${SITE_URL}${route}`, route);
        // The "no longer maintained" banner is in the server-rendered HTML, on those versions only.
        assert.equal($('.theme-doc-version-banner').length, unmaintained ? 1 : 0, route);
      }
    }
  });
});
