// sitemap.xml: valid against the sitemaps.org 0.9 schema (tests/schemas/sitemap-0.9.xsd, see the
// README there), checked by libxml2 (xmllint-wasm), and listing every page a reader can land on: each
// built page once, except the search results page and 404.html. That every listed address answers
// 200 without a redirect is checked in the browser, page by page (e2e/site/sweep.spec.ts).
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {validateXML} from 'xmllint-wasm';
import {ROOT, htmlFiles, readText, routeOfFile, sitemap} from '../support/site.mjs';

const SCHEMA = {
  fileName: 'sitemap-0.9.xsd',
  contents: readText(path.join(ROOT, 'tests/schemas/sitemap-0.9.xsd')),
};

function validateSitemap(contents) {
  return validateXML({xml: {fileName: 'sitemap.xml', contents}, schema: SCHEMA});
}

describe('sitemap.xml', () => {
  let map;
  before(() => {
    map = sitemap();
  });

  it('validates against the sitemaps.org 0.9 schema', async () => {
    const result = await validateSitemap(map.xml);
    assert.deepEqual(result.errors, []);
    assert.equal(result.valid, true);
  });

  it('is rejected by the same check when it breaks the schema (the check can fail)', async () => {
    // An element the schema does not allow inside <url>.
    const broken = map.xml.replace('<url>', '<url><title>x</title>');
    assert.notEqual(broken, map.xml);
    const result = await validateSitemap(broken);
    assert.equal(result.valid, false);
    assert.match(result.errors[0].message, /title/);
  });

  // Each at its address with the trailing slash (routeOfFile), the one that answers without a redirect.
  it('lists every built page once, except the search results page and 404.html', () => {
    const pages = htmlFiles()
      .map(routeOfFile)
      .filter((route) => route !== '/search/' && route !== '/404.html');
    assert.equal(new Set(map.paths).size, map.paths.length, 'an address is listed twice');
    assert.deepEqual([...map.paths].sort(), pages.sort());
  });
});
