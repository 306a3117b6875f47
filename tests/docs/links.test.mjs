// Each docs version links within itself: the content and the Previous/Next links of every page of a
// version lead only to pages of that version, so a reader of the 0.9.1 docs never lands in another
// version by accident. (That every link and anchor resolves is the build's own check: onBrokenLinks
// and onBrokenAnchors are 'throw', and tests/site/build-failures.test.mjs proves they fail the build.)
// The pages come from the sources, so a new page or version needs no edit here.
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {assertBuilt, builtPage, docsPagesOf, docsTrees} from '../support/site.mjs';

// A deliberate way out of a version leads to a page the version does not have (the v1 migration
// guide from 0.9.1, the 0.9.1 SDK pages from the latest trader docs). A link to another version's
// copy of a page this version has is an accident.
const TREES = docsTrees();
const pathInOtherVersion = (target) => {
  const tree = TREES.find((t) => target.startsWith(t.prefix));
  return tree ? target.slice(tree.prefix.length) : null;
};

const pathOf = (href, route) => new URL(href, `https://site${route}`).pathname;

describe('links between docs versions', () => {
  before(() => assertBuilt());

  for (const tree of TREES) {
    it(`${tree.prefix}: the content and Previous/Next of every page stay within the version`, () => {
      const own = new Set(docsPagesOf(tree).map(({route}) => route));
      const leaving = [];
      let links = 0;
      for (const {route} of docsPagesOf(tree)) {
        const $ = builtPage(route);
        const content = $('article .theme-doc-markdown');
        assert.equal(content.length, 1, `${route}: no doc content`);
        for (const a of [...content.find('a[href]'), ...$('nav.pagination-nav a[href]')]) {
          const href = $(a).attr('href');
          if (/^[a-z][a-z\d+.-]*:/i.test(href)) continue;
          links += 1;
          const target = pathOf(href, route);
          if (target.startsWith('/docs/') && !target.startsWith(tree.prefix)) {
            const rest = pathInOtherVersion(target);
            if (rest === null || own.has(`${tree.prefix}${rest}`))
              leaving.push(`${route}: ${href}`);
          }
        }
      }
      assert.deepEqual(leaving, []);
      assert.ok(
        links > 20,
        `only ${links} links found in ${tree.prefix}: the check looked at little`,
      );
    });
  }

  it("0.9.1's provider intro leads its operators to the v1 migration guide", () => {
    const v0 = docsTrees().find((tree) => tree.name === '0.9.1');
    const route = `${v0.prefix}provider/intro/`;
    const $ = builtPage(route);
    const targets = $('article .theme-doc-markdown a[href]')
      .toArray()
      .map((a) => pathOf($(a).attr('href'), route));
    const guide = '/docs/latest/provider/daemon/migrate_daemon/';
    assert.ok(targets.includes(guide), `no link to ${guide} on ${route}`);
  });
});
