// Issue 23: every docs page says, under its "Last updated" line, which releases its facts were
// checked against: its `checked_against` front matter (src/theme/DocItem/Footer). A page checked
// against a tdex-daemon tag shows that tag. Read from every page of every version and its build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assertBuilt, builtPage, docsPagesOf, docsTrees} from '../support/site.mjs';

const FULL_COMMIT = /^[0-9a-f]{40}$/;

// What the line shows for one entry: `tdex-daemon v1.0.1`, `ocean 52e57b5`, `name@1.2.3`.
function shown(source) {
  if (source.package) return source.package;
  const ref = String(source.ref);
  return `${source.repo.split('/').pop()} ${FULL_COMMIT.test(ref) ? ref.slice(0, 7) : ref}`;
}

for (const tree of docsTrees()) {
  test(`every ${tree.name} docs page shows what it was checked against, after its footer`, () => {
    assertBuilt();
    const problems = [];
    for (const {file, route, data} of docsPagesOf(tree)) {
      const $ = builtPage(route);
      const line = $('article [data-testid="checked-against"]');
      if (line.length !== 1) {
        problems.push(`${route} (${file}): ${line.length} "Checked against" lines`);
        continue;
      }
      const text = line.text().replace(/\s+/g, ' ').trim();
      const expected = `Checked against ${data.checked_against.map(shown).join(', ')}`;
      if (text !== expected) problems.push(`${route}: "${text}", expected "${expected}"`);
      // Where the reader sees the last-updated line: right after the page's footer.
      if (!line.prev().is('footer')) problems.push(`${route}: the line does not follow the footer`);
      const daemon = data.checked_against.find((s) => s.repo === 'tdex-network/tdex-daemon');
      if (daemon && !text.includes(`tdex-daemon ${daemon.ref}`)) {
        problems.push(`${route}: no tdex-daemon ${daemon.ref}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
