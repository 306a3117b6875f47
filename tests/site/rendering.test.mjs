// Markdown that did not render (an admonition or a heading written in a form MDX does not know)
// reaches readers as raw syntax. Scan every built page's visible text for it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {BUILD, assertBuilt, htmlFiles, loadHtml} from '../support/site.mjs';

const RAW_SYNTAX = /(^|\s):::[a-z]*|(^|\s)#{2,6} [A-Z]|^---$/m;

// The text a reader sees: code, scripts, styles and drawings left out, blocks on lines of their own.
function visibleText($) {
  $('script, style, pre, code, svg, noscript, template').remove();
  $('p, li, h1, h2, h3, h4, h5, h6, div, td, th, br').after('\n');
  return $('body').text();
}

test('no page shows raw admonition, heading or front matter syntax', () => {
  assertBuilt();
  const pages = htmlFiles().filter((file) => !file.startsWith('assets/'));
  assert.ok(pages.length > 100, `only ${pages.length} HTML pages in build/`);
  const offenders = [];
  for (const page of pages) {
    const text = visibleText(loadHtml(path.join(BUILD, page)));
    const raw = RAW_SYNTAX.exec(text);
    if (raw) {
      offenders.push(
        `/${page}: "${text.slice(Math.max(0, raw.index - 20), raw.index + 60).trim()}"`,
      );
    }
  }
  assert.deepEqual(offenders, []);
});

test('the scan sees raw syntax in a page (the check can fail)', () => {
  const $ = loadHtml(path.join(BUILD, 'index.html'));
  assert.doesNotMatch(visibleText(loadHtml(path.join(BUILD, 'index.html'))), RAW_SYNTAX);
  $('main').append('<p>:::tip</p><p>## Not a heading</p>');
  assert.match(visibleText($), RAW_SYNTAX);
});
