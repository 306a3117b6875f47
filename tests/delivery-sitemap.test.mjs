// sitemap.xml against the sitemaps.org 0.9 schema (tests/schemas/sitemap-0.9.xsd, see the README
// there), validated by libxml2's xmllint (xmllint-wasm); and every address it lists answers 200.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {validateXML} from 'xmllint-wasm';
import {BUILD, ROOT, assertBuilt, serveBuild, sitePath} from './site-lib.mjs';

const SCHEMA = {
  fileName: 'sitemap-0.9.xsd',
  contents: readFileSync(path.join(ROOT, 'tests/schemas/sitemap-0.9.xsd'), 'utf8'),
};

function validateSitemap(contents) {
  return validateXML({xml: {fileName: 'sitemap.xml', contents}, schema: SCHEMA});
}

describe('sitemap.xml', () => {
  let sitemap;
  let server;
  before(async () => {
    assertBuilt();
    sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    server = await serveBuild();
  });
  after(() => server?.stop());

  it('validates against the sitemaps.org 0.9 schema', async () => {
    const result = await validateSitemap(sitemap);
    assert.deepEqual(result.errors, []);
    assert.equal(result.valid, true);
  });

  it('is rejected by the same check when it breaks the schema (the check can fail)', async () => {
    const broken = sitemap.replace(
      '<changefreq>weekly</changefreq>',
      '<changefreq>often</changefreq>',
    );
    assert.notEqual(broken, sitemap);
    const result = await validateSitemap(broken);
    assert.equal(result.valid, false);
    assert.match(result.errors[0].message, /changefreq/);
  });

  it('lists the docs of every version and the blog, each answering 200 without a redirect', async () => {
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = locations.map(sitePath);
    for (const required of ['/', '/docs/latest/', '/docs/v1/', '/docs/v0/', '/blog/']) {
      assert.ok(paths.includes(required), `${required} is missing from the sitemap`);
    }
    assert.equal(new Set(paths).size, paths.length, 'an address is listed twice');
    for (const address of paths) {
      assert.match(address, /\/$/, `${address} has no trailing slash`);
      const response = await fetch(server.origin + address, {redirect: 'manual'});
      assert.equal(response.status, 200, `${address} answered ${response.status}`);
    }
  });
});
