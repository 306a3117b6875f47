// Cutting a docs version is one command and needs no edit of the config: in a temporary copy of the
// site, `npm run version:cut -- 2.0.0` then a build publish /docs/v2/ with its own sidebar and a
// dropdown entry, while latest, v1 and v0 keep exactly the pages, banners and sidebars they had.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  BUILD,
  ROOT,
  assertBuilt,
  buildSite,
  htmlFiles,
  loadHtml,
  makeSiteCopy,
  removeSiteCopy,
  run,
} from './site-lib.mjs';
import {compareVersionsDescending} from '../scripts/cut-version.mjs';

// What a reader sees of one docs version: each page's title, version badge, banner and sidebar links.
function versionSnapshot(buildDir, versionPath) {
  const base = path.join(buildDir, 'docs', versionPath);
  return htmlFiles(base).map((page) => {
    const $ = loadHtml(path.join(base, page));
    return {
      page,
      title: $('h1').first().text(),
      badge: $('.theme-doc-version-badge').text(),
      banner: $('.theme-doc-version-banner').text(),
      sidebar: $('.theme-doc-sidebar-menu a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    };
  });
}

// The version dropdown's entries on one page, as "label -> href".
function dropdownEntries(file) {
  const $ = loadHtml(file);
  return $('.navbar .dropdown__menu .dropdown__link')
    .map((_, a) => `${$(a).text()} -> ${$(a).attr('href')}`)
    .get();
}

const UNCHANGED = ['latest', 'v1', 'v0'];

describe('cutting docs version 2.0.0 in a copy of the site', {timeout: 10 * 60_000}, () => {
  let copy;
  let cut;
  let build;
  const beforeCut = {};

  before(async () => {
    assertBuilt();
    for (const version of UNCHANGED) beforeCut[version] = versionSnapshot(BUILD, version);
    copy = makeSiteCopy('tdex-version-');
    cut = await run('npm', ['run', '--silent', 'version:cut', '--', '2.0.0'], {cwd: copy});
    build = cut.code === 0 ? await buildSite(copy) : {code: -1, output: 'not built'};
  });
  after(() => removeSiteCopy(copy));

  it('is one command that leaves the config alone and keeps the lint gate clean', async () => {
    assert.equal(cut.code, 0, cut.output);
    assert.deepEqual(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8')), [
      '2.0.0',
      '1.0.0',
      '0.9.1',
    ]);
    assert.ok(existsSync(path.join(copy, 'versioned_docs/version-2.0.0/intro.md')));
    assert.equal(
      readFileSync(path.join(copy, 'docusaurus.config.ts'), 'utf8'),
      readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8'),
    );
    const prettier = await run(
      path.join(ROOT, 'node_modules/.bin/prettier'),
      ['--check', 'versions.json', 'versioned_sidebars/version-2.0.0-sidebars.json'],
      {cwd: copy},
    );
    assert.equal(prettier.code, 0, prettier.output);
  });

  it('builds /docs/v2/ with its sidebar, version badge and no banner', () => {
    assert.equal(build.code, 0, build.output);
    const latest = versionSnapshot(path.join(copy, 'build'), 'latest');
    const v2 = versionSnapshot(path.join(copy, 'build'), 'v2');
    // 2.0.0 is a snapshot of the current docs: the same pages and sidebar, under /docs/v2/.
    assert.deepEqual(
      v2.map((p) => p.page),
      latest.map((p) => p.page),
    );
    assert.ok(v2.some((p) => p.page === 'index.html'));
    for (const page of v2) {
      assert.equal(page.badge, 'Version: 2.0.0', page.page);
      assert.equal(page.banner, '', page.page);
      const expected = latest.find((p) => p.page === page.page);
      assert.deepEqual(
        page.sidebar,
        expected.sidebar.map((href) => href.replace('/docs/latest/', '/docs/v2/')),
        `sidebar of /docs/v2/${page.page}`,
      );
      assert.ok(page.sidebar.length > 0, `sidebar of /docs/v2/${page.page}`);
    }
    const sitemap = readFileSync(path.join(copy, 'build/sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/dev\.tdex\.network\/docs\/v2\/<\/loc>/);
  });

  it('lists 2.0.0 in the version dropdown of every version, newest release first', () => {
    assert.equal(build.code, 0, build.output);
    const expected = [
      'latest -> /docs/latest/',
      '2.0.0 -> /docs/v2/',
      '1.0.0 -> /docs/v1/',
      '0.9.1 -> /docs/v0/',
    ];
    for (const version of ['latest', 'v2', 'v1', 'v0']) {
      const file = path.join(copy, 'build/docs', version, 'index.html');
      assert.deepEqual(dropdownEntries(file), expected, `dropdown on /docs/${version}/`);
    }
    const $ = loadHtml(path.join(copy, 'build/docs/v2/index.html'));
    assert.equal($('.navbar .dropdown > .navbar__link').first().text(), '2.0.0');
  });

  it('leaves /docs/latest/, /docs/v1/ and /docs/v0/ unchanged', () => {
    assert.equal(build.code, 0, build.output);
    for (const version of UNCHANGED) {
      const afterCut = versionSnapshot(path.join(copy, 'build'), version);
      assert.ok(afterCut.length > 0, `/docs/${version}/ has pages`);
      assert.deepEqual(afterCut, beforeCut[version], `/docs/${version}/`);
    }
    // The unmaintained banner stays on 0.9.1 only.
    assert.ok(beforeCut.v0.every((p) => p.banner.includes('no longer actively maintained')));
  });
});

describe('versions.json', () => {
  it('lists distinct X.Y.Z releases, newest first (the dropdown order)', () => {
    const versions = JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8'));
    assert.ok(
      versions.every((v) => /^\d+\.\d+\.\d+$/.test(v)),
      versions.join(', '),
    );
    assert.equal(new Set(versions).size, versions.length);
    assert.deepEqual(versions, [...versions].sort(compareVersionsDescending));
  });
});
