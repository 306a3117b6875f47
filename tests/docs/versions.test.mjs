// The docs versions: versions.json lists releases newest first (the dropdown's order), and the rules
// that place each version (src/utils/docsVersions.mjs) and order them (scripts/cut-version.mjs).
// Cutting a version end to end is checked by the content meta-test (scripts/content-meta-test.mjs).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {compareVersionsDescending} from '../../scripts/cut-version.mjs';
import {landingPageOf, versionPath} from '../../src/utils/docsVersions.mjs';
import {releasedVersions} from '../support/site.mjs';

describe('versions.json', () => {
  it('lists distinct X.Y.Z releases, newest first (the dropdown order)', () => {
    const versions = releasedVersions();
    assert.ok(
      versions.every((v) => /^\d+\.\d+\.\d+$/.test(v)),
      versions.join(', '),
    );
    assert.equal(new Set(versions).size, versions.length);
    assert.deepEqual(versions, [...versions].sort(compareVersionsDescending));
  });
});

describe('compareVersionsDescending', () => {
  it('compares each part as a number', () => {
    assert.deepEqual(
      ['1.9.0', '0.9.1', '1.10.0', '1.0.0', '2.0.0', '1.10.2'].sort(compareVersionsDescending),
      ['2.0.0', '1.10.2', '1.10.0', '1.9.0', '1.0.0', '0.9.1'],
    );
  });
});

describe('versionPath', () => {
  const versions = ['2.0.0', '1.1.0', '1.0.0', '0.9.1'];

  it('publishes the newest release of each major version as /docs/v<major>/', () => {
    assert.equal(versionPath('2.0.0', versions), 'v2');
    assert.equal(versionPath('1.1.0', versions), 'v1');
    assert.equal(versionPath('0.9.1', versions), 'v0');
  });

  it('keeps the full number for an older release of the same major version', () => {
    assert.equal(versionPath('1.0.0', versions), 'v1.0.0');
  });

  it('refuses a version that versions.json does not list', () => {
    assert.throws(() => versionPath('3.0.0', versions), /3\.0\.0 is not in versions\.json/);
  });
});

describe('landingPageOf', () => {
  const versions = ['1.0.0', '0.9.1'];

  it("is the first page of the file's docs version, the blog, or the home page", () => {
    assert.equal(landingPageOf('docs/trader/app.md', versions), '/docs/latest/');
    assert.equal(
      landingPageOf('versioned_docs/version-1.0.0/trader/app.md', versions),
      '/docs/v1/',
    );
    assert.equal(landingPageOf('versioned_docs/version-0.9.1/intro.md', versions), '/docs/v0/');
    assert.equal(landingPageOf('blog/2023-08-04-announcing-tdex-v2.md', versions), '/blog/');
    assert.equal(landingPageOf('src/pages/about.md', versions), '/');
  });
});
