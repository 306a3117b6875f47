// The blog's RSS and Atom feeds, read by an independent feed parser (@rowanmanning/feed-parser) and
// checked for well-formed XML by libxml2 (xmllint-wasm): every post is there, and each item links to
// the post's canonical address, which answers 200 with no redirect.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import * as cheerio from 'cheerio';
import {validateXML} from 'xmllint-wasm';
import {BUILD, ROOT, SITE_URL, assertBuilt, serveBuild, sitePath} from './site-lib.mjs';

// The posts as written: blog/YYYY-MM-DD-name.md with `slug` and `title` in the front matter.
function postsInSource() {
  const dir = path.join(ROOT, 'blog');
  return readdirSync(dir)
    .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))
    .map((file) => {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'));
      assert.ok(frontMatter, `front matter of blog/${file}`);
      const field = (name) =>
        /^(['"]?)(.*)\1$/.exec(
          new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(frontMatter[1])?.[1] ?? '',
        )[2];
      const slug = field('slug') || file.replace(/^\d{4}-\d{2}-\d{2}-|\.mdx?$/g, '');
      return {title: field('title'), url: `${SITE_URL}/blog/${slug}/`};
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

const FEEDS = [
  {file: 'blog/rss.xml', type: 'rss'},
  {file: 'blog/atom.xml', type: 'atom'},
];

describe('blog feeds', () => {
  let server;
  const expected = postsInSource();
  before(async () => {
    assertBuilt();
    server = await serveBuild();
  });
  after(() => server?.stop());

  it('the blog has the 3 posts the feeds must carry', () => {
    assert.equal(expected.length, 3, JSON.stringify(expected));
  });

  for (const {file, type} of FEEDS) {
    describe(file, () => {
      const xml = readFileSync(path.join(BUILD, file), 'utf8');

      it('is well-formed XML', async () => {
        const result = await validateXML({
          xml: {fileName: path.basename(file), contents: xml},
          normalization: 'format',
        });
        assert.deepEqual(result.errors, []);
      });

      it(`parses as ${type} and holds every post with its title and canonical URL`, () => {
        const feed = parseFeed(xml);
        assert.equal(feed.meta.type, type);
        assert.equal(feed.url, `${SITE_URL}/blog/`);
        const items = feed.items
          .map((item) => ({title: item.title, url: item.url}))
          .sort((a, b) => a.url.localeCompare(b.url));
        assert.deepEqual(items, expected);
      });

      it('links each post to an address that answers 200 without a redirect', async () => {
        for (const item of parseFeed(xml).items) {
          assert.match(item.url, /\/$/, `${item.url} has no trailing slash`);
          const response = await fetch(server.origin + sitePath(item.url), {redirect: 'manual'});
          assert.equal(response.status, 200, `${item.url} answered ${response.status}`);
          const $ = cheerio.load(await response.text());
          assert.equal($('h1').first().text(), item.title, item.url);
        }
      });
    });
  }
});
