// The ids that pair each tab with its panel (src/utils/tabIdNames.mjs, used by the ejected Tabs for
// each tab and its panel): distinct for a tab and its panel, distinct across tab groups, valid HTML ids.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {panelId, tabId} from '../../src/utils/tabIdNames.mjs';

test('a tab and its panel get distinct ids from the same base and value', () => {
  assert.equal(tabId(':r1:', 'docker'), ':r1:-tab-docker');
  assert.equal(panelId(':r1:', 'docker'), ':r1:-panel-docker');
});

test('two tab groups with the same values get different ids', () => {
  assert.notEqual(tabId(':r1:', 'mainnet'), tabId(':r2:', 'mainnet'));
  assert.notEqual(panelId(':r1:', 'mainnet'), panelId(':r2:', 'mainnet'));
});

test('characters an id should not hold become underscores; letters, digits, - and _ stay', () => {
  assert.equal(tabId('b', 'run mode/2.0'), 'b-tab-run_mode_2_0');
  assert.equal(panelId('b', 'a-b_c9'), 'b-panel-a-b_c9');
  assert.doesNotMatch(tabId('b', 'x y\t"z"'), /\s|"/);
});
