// Our stylesheets keep class-substring selectors (`[class*=…]`, `[class^=…]`, `[class$=…]`, the only
// way to reach a third-party component's CSS-module classes) in the last part of a selector. Before a
// combinator, Chromium cannot tell which class matters: `[class*=a] [class*=b]` makes any class
// change of any element restyle all its descendants that have a class. The <html> element's class
// changes three times while a docs page hydrates, so that rule cost 15-28 ms of style work each time
// at 4x CPU on the spec page, against 2-8 ms without it (bench/README.md, decision 9).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {ROOT, filesUnder} from '../support/site.mjs';

const CLASS_SUBSTRING = /\[\s*class\s*[*^$]=/;

/** The selectors of a stylesheet's style rules (at-rule preludes left out), comments removed. */
export function selectorsOf(css) {
  const selectors = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of text.matchAll(/([^{};]+)\{/g)) {
    const trimmed = prelude.trim();
    if (trimmed === '' || trimmed.startsWith('@')) continue;
    selectors.push(...splitOutside(trimmed, ',').map((s) => s.trim()));
  }
  return selectors;
}

/** `text` split at `separator` where it is outside brackets and parentheses. */
function splitOutside(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (depth === 0 && separator.includes(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The parts of a selector between combinators (descendant, >, +, ~), in order. */
export function compoundsOf(selector) {
  return splitOutside(selector.replace(/\s*([>+~])\s*/g, '$1'), ' >+~').filter(Boolean);
}

/** The selectors with a class-substring selector before their last combinator. */
export function costlySelectors(css) {
  return selectorsOf(css).filter((selector) =>
    compoundsOf(selector)
      .slice(0, -1)
      .some((compound) => CLASS_SUBSTRING.test(compound)),
  );
}

describe('class-substring selectors stay in the last part of a selector', () => {
  it('tells the costly form from the cheap one', () => {
    assert.deepEqual(
      costlySelectors(
        `/* [class*='a'] [class*='b'] */
        .x [class*='a'] [class*='b'] { color: red; }
        @media (max-width: 996px) { [role='listbox'] [class*='b'] { color: red; } }
        .col[class*=col--], [class^='hit'] > svg, :is([class$='_x']) ~ p { color: red; }`,
      ),
      [".x [class*='a'] [class*='b']", "[class^='hit'] > svg", ":is([class$='_x']) ~ p"],
    );
  });

  const files = filesUnder(path.join(ROOT, 'src'), (file) => file.endsWith('.css'));
  it('finds our stylesheets', () => assert.ok(files.length > 0));
  for (const file of files) {
    it(`src/${file}`, () => {
      assert.deepEqual(
        costlySelectors(readFileSync(path.join(ROOT, 'src', file), 'utf8')),
        [],
        'move the [class*=…] part to the end of the selector: before a combinator it makes every ' +
          'class change restyle the descendants (bench/README.md, decision 9)',
      );
    });
  }
});
