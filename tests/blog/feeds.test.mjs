// The blog's RSS and Atom feeds, read by an independent feed parser (@rowanmanning/feed-parser) and
// checked for well-formed XML by libxml2 (xmllint-wasm): they hold the newest posts of blog/ (all of
// them up to the feed's limit), each linked to the post's canonical address, a page of the sitemap
// whose heading is the post's title. The posts come from blog/, so a new post needs no edit here.
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import {validateXML} from 'xmllint-wasm';
import {
  BUILD,
  SITE_URL,
  assertBuilt,
  blogPosts,
  builtConfig,
  builtPage,
  readText,
  sitemap,
  sitePath,
} from '../support/site.mjs';

const FEEDS = [
  {file: 'blog/rss.xml', type: 'rss'},
  {file: 'blog/atom.xml', type: 'atom'},
];
// The blog plugin's default number of posts in a feed (feedOptions.limit).
const DEFAULT_LIMIT = 20;

const byUrl = (a, b) => a.url.localeCompare(b.url);

describe('blog feeds', () => {
  let expected;
  before(async () => {
    assertBuilt();
    const blog = (await builtConfig()).plugins.find(
      (plugin) => Array.isArray(plugin) && /plugins\/blog/.test(plugin[0]),
    );
    const limit = blog[1].feedOptions?.limit ?? DEFAULT_LIMIT;
    expected = blogPosts()
      .filter((post) => !post.unlisted)
      .slice(0, limit === false ? undefined : limit)
      .map((post) => ({title: post.title, url: `${SITE_URL}${post.path}`}))
      .sort(byUrl);
  });

  it('have posts to check', () => {
    assert.ok(expected.length > 0, 'blog/ has no post');
  });

  for (const {file, type} of FEEDS) {
    describe(file, () => {
      let xml;
      before(() => {
        xml = readText(path.join(BUILD, file));
      });

      it('is well-formed XML', async () => {
        const result = await validateXML({
          xml: {fileName: path.basename(file), contents: xml},
          normalization: 'format',
        });
        assert.deepEqual(result.errors, []);
      });

      it(`parses as ${type} and holds the newest posts with their titles and canonical URLs`, () => {
        const feed = parseFeed(xml);
        assert.equal(feed.meta.type, type);
        assert.equal(feed.url, `${SITE_URL}/blog/`);
        const items = feed.items.map((item) => ({title: item.title, url: item.url})).sort(byUrl);
        assert.deepEqual(items, expected);
      });

      it("links each post to a page of the sitemap that shows the post's title", () => {
        const pages = sitemap().paths;
        for (const item of parseFeed(xml).items) {
          const address = sitePath(item.url);
          assert.ok(pages.includes(address), `${item.url} is not in the sitemap`);
          assert.equal(builtPage(address)('article h1').first().text(), item.title, item.url);
        }
      });
    });
  }
});
