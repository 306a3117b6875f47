// /llms.txt lists the builder tools (the pages under /tools/ in the sitemap, the index aside) in a
// Tools section, each with the title and description of its page, linking the page itself: a tool
// has no Markdown copy. Reads build/.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {BUILD, SITE_URL, assertBuilt, builtPage, readText, sitemap} from '../support/site.mjs';

test('llms.txt lists every tool page with its title and description', () => {
  assertBuilt();
  const tools = sitemap().paths.filter((p) => p.startsWith('/tools/') && p !== '/tools/');
  assert.ok(tools.length >= 2, `tool pages in the sitemap: ${tools.join(', ')}`);
  const text = readText(path.join(BUILD, 'llms.txt'));
  const section = /\n## Tools\n\n([\s\S]*?)\n\n## /.exec(text)?.[1] ?? '';
  const lines = section.split('\n').filter(Boolean);
  assert.equal(lines.length, tools.length, section);
  for (const page of tools) {
    const $ = builtPage(page);
    const title = $('title')
      .text()
      .replace(/ \| TDEX Network$/, '');
    const description = $('meta[name="description"]').attr('content');
    assert.ok(description, `${page}: no description`);
    assert.ok(
      lines.includes(`- [${title}](${SITE_URL}${page}): ${description}`),
      `${page} is not listed as "- [${title}](${SITE_URL}${page}): ${description}" in:\n${section}`,
    );
  }
});
