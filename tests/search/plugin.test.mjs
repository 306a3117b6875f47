// The site rests on files of the search plugin's dist/ folder (plugins/search/index.ts: the sort swap,
// the look-alike box, the panel's class names). The build must stop, naming the file, when an upgrade
// of the search plugin moves or changes one, instead of shipping what no longer fits.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {UPSTREAM, upstreamChange} from '../../plugins/search/index.ts';

const require = createRequire(import.meta.url);
const INSTALLED = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const SORT = 'dist/client/client/utils/sortSearchResults.js';
const PINNED = Object.keys(UPSTREAM.files);

// A copy of the installed package's files the swap reads, to change without touching node_modules.
function packageCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tdex-search-plugin-'));
  for (const file of ['package.json', ...PINNED]) {
    cpSync(path.join(INSTALLED, file), path.join(dir, file), {recursive: true});
  }
  return dir;
}

test('the installed search plugin is the one the sort was written for', () => {
  assert.equal(upstreamChange(INSTALLED), undefined);
  const copy = packageCopy();
  try {
    assert.equal(upstreamChange(copy), undefined);
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});

test('a changed upstream file is named, whichever it is', () => {
  assert.ok(PINNED.includes(SORT));
  for (const file of PINNED) {
    const copy = packageCopy();
    try {
      appendFileSync(path.join(copy, file), '\n// changed upstream\n');
      const change = upstreamChange(copy);
      assert.match(change ?? '', new RegExp(`changed ${file.replace(/[.]/g, '\\.')}`));
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  }
});

test('a moved upstream sort is named, with the version found', () => {
  const copy = packageCopy();
  try {
    rmSync(path.join(copy, SORT));
    writeFileSync(
      path.join(copy, 'package.json'),
      JSON.stringify({name: '@easyops-cn/docusaurus-search-local', version: '0.56.0'}),
    );
    assert.match(
      upstreamChange(copy) ?? '',
      /0\.56\.0 has no dist\/client\/client\/utils\/sortSearchResults\.js/,
    );
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
