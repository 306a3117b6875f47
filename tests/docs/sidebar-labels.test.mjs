// Issue 23, names: a reader tells the pages of a sidebar section apart by their labels, so no two
// pages of one section of the reading order may show the same label (three "Overview" entries under
// Liquidity Provider did). The label is what the sidebar shows: `sidebar_label`, else `title`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readingOrderOf} from '../../plugins/reading-order/index.mjs';
import {ROOT, docsPagesOf, docsTrees} from '../support/site.mjs';

for (const tree of docsTrees()) {
  test(`${tree.name}: the pages of each sidebar section have distinct labels`, () => {
    const labels = new Map(
      docsPagesOf(tree).map(({id, data}) => [id, String(data.sidebar_label ?? data.title ?? id)]),
    );
    for (const section of readingOrderOf(path.join(ROOT, tree.dir))) {
      const seen = new Map();
      for (const id of section.sidebar) {
        const label = labels.get(id);
        assert.ok(
          !seen.has(label),
          `${tree.dir}, section "${section.name}": ${seen.get(label)} and ${id} are both labelled "${label}"`,
        );
        seen.set(label, id);
      }
    }
  });
}
