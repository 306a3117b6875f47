// Every doc page of every version and every blog post records what its facts were checked against:
// a `checked_against` list, the last key of its front matter. Each entry names either a repository
// (`repo: owner/name` + `ref:` a tag or a full 40-hex commit) or an npm package
// (`package: name@exact-version`), and a non-empty `paths` list of files or folders in it.
// CONTRIBUTING.md ("Re-check a page against a new release") explains how writers use the list.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentFiles, readPage} from '../support/site.mjs';

const REPO = /^[A-Za-z0-9][A-Za-z0-9_-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FULL_COMMIT = /^[0-9a-f]{40}$/;
const SHORT_COMMIT = /^[0-9a-f]{7,39}$/;
// Branch names move; a record must name a fixed point.
const BRANCHES = new Set(['master', 'main', 'HEAD', 'develop', 'dev', 'testnet', 'beta']);
const PACKAGE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*@\d+\.\d+\.\d+(?:-[\w.-]+)?$/;

// Returns the problems of one page's front matter, each starting with the file name.
export function sourceProblems(file, data, keys) {
  const problems = [];
  const fail = (message) => problems.push(`${file}: ${message}`);
  const list = data.checked_against;
  if (list === undefined) {
    fail('no checked_against in the front matter (see CONTRIBUTING.md, "Record your sources")');
    return problems;
  }
  if (!Array.isArray(list) || list.length === 0) {
    fail('checked_against must be a non-empty list');
    return problems;
  }
  if (keys.at(-1) !== 'checked_against') {
    fail(`checked_against must be the last front matter key (the last one is ${keys.at(-1)})`);
  }
  list.forEach((entry, index) => {
    const where = `checked_against[${index}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      fail(`${where} must be a mapping with repo/ref or package, and paths`);
      return;
    }
    const extra = Object.keys(entry).filter(
      (key) => !['repo', 'ref', 'package', 'paths'].includes(key),
    );
    if (extra.length > 0) fail(`${where} has unknown keys: ${extra.join(', ')}`);
    if ('package' in entry) {
      if ('repo' in entry || 'ref' in entry) fail(`${where} names both a package and a repo`);
      if (!PACKAGE.test(String(entry.package))) {
        fail(`${where}.package "${entry.package}" is not name@exact-version`);
      }
    } else if ('repo' in entry) {
      if (!REPO.test(String(entry.repo))) fail(`${where}.repo "${entry.repo}" is not owner/name`);
      const ref = entry.ref === undefined || entry.ref === null ? '' : String(entry.ref);
      if (ref === '') fail(`${where} has a repo but no ref`);
      else if (SHORT_COMMIT.test(ref) && !FULL_COMMIT.test(ref)) {
        fail(`${where}.ref "${ref}" is an abbreviated commit: write all 40 hex digits`);
      } else if (BRANCHES.has(ref)) {
        fail(`${where}.ref "${ref}" is a branch: use a tag or a full commit hash`);
      }
    } else {
      fail(`${where} needs repo + ref or package`);
    }
    const paths = entry.paths;
    if (!Array.isArray(paths) || paths.length === 0) {
      fail(`${where}.paths must be a non-empty list`);
    } else if (paths.some((item) => typeof item !== 'string' || item.trim() === '')) {
      fail(`${where}.paths must hold only non-empty strings`);
    }
  });
  return problems;
}

for (const file of contentFiles()) {
  test(`sources recorded: ${file}`, () => {
    const {data, keys} = readPage(file);
    const problems = sourceProblems(file, data, keys);
    if (problems.length > 0) assert.fail(problems.join('\n'));
  });
}

test('a page without sources, or with loose ones, fails with its file name', () => {
  const file = 'docs/memory/page.md';
  assert.match(
    sourceProblems(file, {title: 'x'}, ['title'])[0],
    /^docs\/memory\/page\.md: no checked_against/,
  );
  const loose = {
    title: 'x',
    checked_against: [
      {repo: 'tdex-network/tdex-daemon', ref: 'a557c70', paths: ['cmd/']},
      {repo: 'tdex-network/tdex-registry', ref: 'master', paths: ['registry.json']},
      {package: 'tdex-sdk@^1.7.7', paths: ['dist/index.d.ts']},
      {repo: 'tdex-network/tdex-app', ref: 'v2.0.0', paths: []},
      {repo: 'tdex-network/tdex-app', ref: 'v2.0.0', path: ['README.md']},
    ],
  };
  const problems = sourceProblems(file, loose, ['checked_against', 'title']);
  for (const expected of [
    /last front matter key/,
    /\[0\]\.ref "a557c70" is an abbreviated commit/,
    /\[1\]\.ref "master" is a branch/,
    /\[2\]\.package "tdex-sdk@\^1\.7\.7" is not name@exact-version/,
    /\[3\]\.paths must be a non-empty list/,
    /\[4\] has unknown keys: path/,
  ]) {
    assert.ok(
      problems.some((problem) => expected.test(problem)),
      `${expected} in:\n${problems.join('\n')}`,
    );
  }
});

test('a complete record passes', () => {
  const data = {
    title: 'x',
    checked_against: [
      {repo: 'tdex-network/tdex-daemon', ref: 'v1.0.1', paths: ['cmd/tdex/market.go']},
      {
        repo: 'tdex-network/tdex-box',
        ref: 'e6440306dc01335f6eeaec383cd2aff2ea6fd744',
        paths: ['terabox/'],
      },
      {package: 'tdex-sdk@1.7.7', paths: ['dist/index.d.ts']},
    ],
  };
  assert.deepEqual(sourceProblems('docs/x.md', data, ['title', 'checked_against']), []);
});
