// moved-pages.json (beside versions.json) against the doc trees, and the counterpart rule the
// version dropdown and the not-found page share (src/utils/movedPages.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {counterpartId} from '../../src/utils/movedPages.mjs';
import {readingOrderOf} from '../../plugins/reading-order/index.mjs';
import {ROOT, docsTrees, readJson} from '../support/site.mjs';

const {moves} = readJson(path.join(ROOT, 'moved-pages.json'));
// Every page id of each docs tree (the build fails when its reading order misses one).
const TREES = Object.fromEntries(
  docsTrees().map(({name, dir}) => [
    name,
    readingOrderOf(path.join(ROOT, dir)).flatMap((section) => section.sidebar),
  ]),
);

test('every id of moved-pages.json is a page of some docs version, in one group only', () => {
  const all = new Set(Object.values(TREES).flat());
  const seen = new Set();
  for (const group of moves) {
    assert.ok(group.length >= 2, `a group names two ids or more: ${JSON.stringify(group)}`);
    for (const id of group) {
      assert.ok(all.has(id), `${id} is not a page of any docs version`);
      assert.ok(!seen.has(id), `${id} is in two groups`);
      seen.add(id);
    }
  }
});

test('a moved page has a counterpart in every version that holds one of its ids', () => {
  for (const group of moves) {
    const holders = Object.entries(TREES).filter(([, ids]) => group.some((id) => ids.includes(id)));
    assert.ok(holders.length >= 2, `${group[0]} is in two docs versions or more`);
    for (const id of group) {
      for (const [name, ids] of holders) {
        assert.ok(counterpartId(id, ids, moves), `${id} has a counterpart in ${name}`);
      }
    }
  }
});

test('the counterpart is the same page if the version has it, else the first of its group', () => {
  const groups = [
    ['a/new', 'a/old', 'a/older'],
    ['b/new', 'b/old'],
  ];
  assert.equal(counterpartId('a/new', ['a/new', 'a/old'], groups), 'a/new');
  assert.equal(counterpartId('a/new', ['a/older', 'a/old'], groups), 'a/old');
  assert.equal(counterpartId('a/older', ['a/new'], groups), 'a/new');
  assert.equal(counterpartId('A/Old', ['a/new'], groups), 'a/new');
  assert.equal(counterpartId('b/old', ['a/new'], groups), null);
  assert.equal(counterpartId('c/page', ['c/other'], groups), null);
});

test('the two moves of issue 11 are recorded', () => {
  const counterpart = (id, version) => counterpartId(id, TREES[version], moves);
  const [, ...released] = Object.keys(TREES);
  const v0 = released.find((name) => name.startsWith('0.'));
  assert.equal(counterpart('provider/daemon/feeder', v0), 'provider/feeder/overview');
  assert.equal(counterpart('provider/feeder/overview', 'current'), 'provider/daemon/feeder');
  assert.equal(
    counterpart('provider/daemon/market_account', v0),
    'provider/daemon/market/manage_account',
  );
  assert.equal(
    counterpart('provider/daemon/market/manage_account', 'current'),
    'provider/daemon/market_account',
  );
});

test('the production page of 0.9.1 and the page that replaced it lead to each other (issue 23)', () => {
  const counterpart = (id, version) => counterpartId(id, TREES[version], moves);
  const [, ...released] = Object.keys(TREES);
  const v0 = released.find((name) => name.startsWith('0.'));
  for (const version of Object.keys(TREES).filter((name) => name !== v0)) {
    assert.equal(
      counterpart('provider/daemon/getting_started/run_prod', version),
      'provider/daemon/publish_endpoint',
    );
  }
  assert.equal(
    counterpart('provider/daemon/publish_endpoint', v0),
    'provider/daemon/getting_started/run_prod',
  );
});

test('the 0.9.1 trader CLI and SDK pages and the protocol v2 client that replaced them lead to each other (issue 30)', () => {
  const counterpart = (id, version) => counterpartId(id, TREES[version], moves);
  const [, ...released] = Object.keys(TREES);
  const v0 = released.find((name) => name.startsWith('0.'));
  for (const id of TREES[v0].filter((page) => /^trader\/(cli|SDK\/)/.test(page))) {
    assert.equal(counterpart(id, 'current'), 'trader/v2-client', id);
  }
  assert.equal(counterpart('trader/v2-client', v0), 'trader/SDK/Javascript/install');
});
