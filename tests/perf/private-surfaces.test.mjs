// The private surfaces of Docusaurus the site rests on (plugins/perf/private-surfaces.ts): the
// installed packages have each one, and a moved one stops the build, named with what rests on it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PRIVATE_SURFACES, privateSurfaceProblems} from '../../plugins/perf/private-surfaces.ts';
import {ROOT} from '../support/site.mjs';

const installed = (file) => readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

test('the installed Docusaurus has every private surface the site rests on', () => {
  assert.ok(PRIVATE_SURFACES.length > 0);
  assert.deepEqual(privateSurfaceProblems(installed), []);
});

test('a surface that moved or changed is named, with what rests on it (the check can fail)', () => {
  for (const {file, needs, why} of PRIVATE_SURFACES) {
    const gone = privateSurfaceProblems((name) => {
      if (name === file) throw new Error('ENOENT');
      return installed(name);
    });
    assert.deepEqual(gone, [`${file} is gone (Docusaurus moved it). ${why}.`]);
    const changed = privateSurfaceProblems((name) =>
      name === file ? installed(name).replaceAll(needs[0], '') : installed(name),
    );
    assert.match(changed[0] ?? '', new RegExp(`no longer has`));
    assert.ok(changed[0].includes(needs[0]) && changed[0].includes(why), changed[0]);
  }
});
