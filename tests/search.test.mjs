// Offline search on the built site (issue 5): one index per docs version, each with the blog, and
// the /search/ results page kept out of the sitemap. Browser behavior: e2e/search/*.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD} from './perf/build.mjs';

// Where each version's index lives and the docs path its pages must have.
const INDEXES = [
  {version: 'latest', file: 'search-index.json', docs: '/docs/latest/'},
  {version: '1.0.0', file: 'docs/v1/search-index.json', docs: '/docs/v1/'},
  {version: '0.9.1', file: 'docs/v0/search-index.json', docs: '/docs/v0/'},
];

function urlsIn(file) {
  const parts = JSON.parse(readFileSync(path.join(BUILD, file), 'utf8'));
  return parts.flatMap((part) => part.documents.map((doc) => doc.u));
}

for (const {version, file, docs} of INDEXES) {
  test(`the ${version} index holds that version's docs and the blog, nothing else`, () => {
    assert.ok(existsSync(path.join(BUILD, file)), `${file} exists`);
    const urls = urlsIn(file);
    assert.ok(
      urls.some((u) => u.startsWith(docs)),
      `${version} docs are indexed`,
    );
    assert.ok(
      urls.some((u) => u.startsWith('/blog/')),
      'the blog is indexed',
    );
    const stray = urls.filter((u) => !u.startsWith(docs) && !u.startsWith('/blog/'));
    assert.deepEqual([...new Set(stray)], []);
  });
}

test('the /search/ page is built and left out of the sitemap', () => {
  assert.ok(existsSync(path.join(BUILD, 'search/index.html')));
  const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/dev\.tdex\.network\/docs\/latest\/<\/loc>/);
  assert.doesNotMatch(sitemap, /\/search\//);
});
