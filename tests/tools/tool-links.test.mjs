// The tools build their links in components, where the build's broken-link and broken-anchor checks
// do not look: every rule of the swap inspector (src/utils/swapRules.mjs) and every fix of the
// provider check (src/utils/providerCheck.mjs) must lead to a built page and to a heading on it, and
// the built tool pages must link only to pages that exist. Reads build/.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {BUILD, assertBuilt, builtPage} from '../support/site.mjs';
import {RULES, SPEC} from '../../src/utils/swapRules.mjs';
import {FIXES} from '../../src/utils/providerCheck.mjs';

assertBuilt();

/** What is wrong with a link to the site, or null: the page must be built, the anchor an id on it. */
function brokenLink(href) {
  const [pathname, anchor] = href.split('#');
  if (!existsSync(path.join(BUILD, pathname, 'index.html'))) return `${href}: no page ${pathname}`;
  if (anchor === undefined) return null;
  const $ = builtPage(pathname);
  return $(`[id="${anchor}"]`).length > 0 ? null : `${href}: no element with id "${anchor}"`;
}

const TOOL_PAGES = ['/tools/', '/tools/swap-inspector/', '/tools/provider-check/'];

describe('the links the tools build', () => {
  it('every rule of the swap inspector leads to its spec section', () => {
    const links = [...Object.values(RULES).map((r) => r.href), SPEC.swap, SPEC.trade, SPEC.v0Swap];
    assert.ok(links.length > 20);
    assert.deepEqual(links.map(brokenLink).filter(Boolean), []);
  });

  it('every fix of the provider check leads to its page and heading', () => {
    assert.deepEqual(
      Object.values(FIXES)
        .map((f) => brokenLink(f.href))
        .filter(Boolean),
      [],
    );
  });

  it('the check finds a missing anchor and a missing page (the check can fail)', () => {
    assert.match(brokenLink(`${SPEC.swap}#no-such-heading`), /no element with id/);
    assert.match(brokenLink('/docs/latest/specs/no-such-spec/#checks'), /no page/);
  });

  it('the tool pages link only to pages that are built', () => {
    const broken = [];
    for (const page of TOOL_PAGES) {
      const $ = builtPage(page);
      $('main a[href^="/"]').each((_, a) => {
        const href = $(a).attr('href');
        if (href.startsWith('/specs/')) {
          if (!existsSync(path.join(BUILD, href))) broken.push(`${page}: ${href}`);
        } else {
          const problem = brokenLink(href);
          if (problem) broken.push(`${page}: ${problem}`);
        }
      });
    }
    assert.deepEqual(broken, []);
  });
});
