// Offline search on the built site: one index per docs version, each holding that version's docs and
// the blog, nothing else. The versions come from the build, so a new version needs no edit here.
// Browser behavior: e2e/search/*.spec.ts.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {BUILD, assertBuilt, builtDocsVersions, readJson} from '../support/site.mjs';

// The search plugin writes the index of the newest docs version (and the blog) at the root, and each
// other version's beside its pages.
const indexFileOf = (version) =>
  version.isLast ? 'search-index.json' : `${version.path.slice(1)}/search-index.json`;

describe('search indexes', () => {
  assertBuilt();
  for (const version of builtDocsVersions()) {
    it(`the ${version.label} index holds that version's docs and the blog, nothing else`, () => {
      const file = indexFileOf(version);
      assert.ok(existsSync(path.join(BUILD, file)), `${file} exists`);
      const urls = readJson(path.join(BUILD, file)).flatMap((part) =>
        part.documents.map((doc) => doc.u),
      );
      const docs = `${version.path}/`;
      assert.ok(
        urls.some((u) => u.startsWith(docs)),
        `${version.label} docs are indexed`,
      );
      assert.ok(
        urls.some((u) => u.startsWith('/blog/')),
        'the blog is indexed',
      );
      const stray = urls.filter((u) => !u.startsWith(docs) && !u.startsWith('/blog/'));
      assert.deepEqual([...new Set(stray)], []);
    });
  }
});
