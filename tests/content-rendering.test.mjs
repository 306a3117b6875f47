// Markdown that did not render (an admonition or a heading written in a form MDX does not know)
// reaches readers as raw syntax. Scan every built page's visible text for it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlFiles} from './site-lib.mjs';

const BUILD = 'build';

function visibleText(html) {
  return html
    .replace(/<(script|style|pre|code|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

const pages = htmlFiles(BUILD)
  .filter((file) => !file.startsWith('assets/'))
  .map((file) => join(BUILD, file));

test('the build has pages to check', () => {
  assert.ok(pages.length > 100, `only ${pages.length} HTML pages in ${BUILD}/`);
});

test('no page shows raw admonition, heading or front matter syntax', () => {
  const offenders = [];
  for (const file of pages) {
    const text = visibleText(readFileSync(file, 'utf8'));
    const raw = /(^|\s):::[a-z]*|(^|\s)#{2,6} [A-Z]|^---$/m.exec(text);
    if (raw)
      offenders.push(
        `${file}: "${text.slice(Math.max(0, raw.index - 20), raw.index + 60).trim()}"`,
      );
  }
  assert.deepEqual(offenders, []);
});
