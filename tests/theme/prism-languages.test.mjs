// Code blocks highlight with prism-react-renderer's languages and those of
// themeConfig.prism.additionalLanguages (plugins/perf/client/prism.ts). A fence in a language that
// neither has renders as plain text, silently, so every language the pages use must be listed, and
// the built pages must show highlighted tokens for each.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  BUILD,
  assertBuilt,
  builtConfig,
  contentFiles,
  htmlFiles,
  loadHtml,
  readPage,
} from '../support/site.mjs';

const require = createRequire(import.meta.url);
const {languages: PRISM} = require('prismjs/components.json');
// Fences that are plain text on purpose, or drawn by another theme.
const NOT_HIGHLIGHTED = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'mermaid']);
const REQUIRED = ['bash', 'hcl', 'protobuf'];

// alias -> Prism language id
const canonical = new Map();
for (const [id, {alias}] of Object.entries(PRISM)) {
  canonical.set(id, id);
  for (const a of [alias ?? []].flat()) canonical.set(a, id);
}

function fenceLanguages() {
  const used = new Map();
  for (const file of contentFiles()) {
    for (const {lang} of readPage(file).fences) {
      if (lang && !used.has(lang)) used.set(lang, file);
    }
  }
  return used;
}

test('every language that code fences use is highlighted', async () => {
  const listed = new Set((await builtConfig()).themeConfig.prism.additionalLanguages);
  for (const lang of REQUIRED) assert.ok(listed.has(lang), `${lang} is listed`);
  const missing = [];
  for (const [lang, where] of fenceLanguages()) {
    if (NOT_HIGHLIGHTED.has(lang)) continue;
    if (!listed.has(canonical.get(lang) ?? lang)) missing.push(`${lang} (first in ${where})`);
  }
  assert.deepEqual(missing, [], 'add these to themeConfig.prism.additionalLanguages');
});

test('code blocks of each highlighted language are tokenized in the built pages', () => {
  assertBuilt();
  const highlighted = new Map();
  for (const page of htmlFiles()) {
    const $ = loadHtml(path.join(BUILD, page));
    $('pre.prism-code').each((_, pre) => {
      const lang = /(?:^|\s)language-([\w-]+)/.exec($(pre).attr('class'))?.[1];
      if (!lang || NOT_HIGHLIGHTED.has(lang)) return;
      const tokens = $(pre).find('.token:not(.plain)').length > 0;
      highlighted.set(lang, (highlighted.get(lang) ?? false) || tokens);
    });
  }
  assert.ok(highlighted.has('bash'), 'the docs have shell code blocks');
  const plainOnly = [...highlighted].filter(([, ok]) => !ok).map(([lang]) => lang);
  assert.deepEqual(plainOnly, [], 'languages whose blocks show no token at all');
});
