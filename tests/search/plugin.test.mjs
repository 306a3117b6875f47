// plugins/search swaps one module of the search plugin's dist/ folder for its own results sort. The
// build must stop, naming the file, when an upgrade of the search plugin moves or changes a file the
// swap depends on, instead of shipping a sort that no longer fits or no longer runs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {upstreamChange} from '../../plugins/search/index.ts';

const require = createRequire(import.meta.url);
const INSTALLED = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const SORT = 'dist/client/client/utils/sortSearchResults.js';
const WORKER = 'dist/client/client/theme/worker.js';

// A copy of the installed package's files the swap reads, to change without touching node_modules.
function packageCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tdex-search-plugin-'));
  for (const file of ['package.json', SORT, WORKER]) {
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

test('a changed upstream sort or worker is named', () => {
  for (const file of [SORT, WORKER]) {
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
