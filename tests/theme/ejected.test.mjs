// The theme components ejected from upstream (src/theme/ejected.json): each is a copy of an upstream
// file with one change. When an upgrade changes that upstream file, the copy silently keeps the old
// code; this test notices, by the upstream file's sha256, and says what to do. It also checks that
// each copy names its upstream file in its first line and, in its header, the upstream change that
// would let it go; that it keeps upstream's layout (it is left out of Prettier); and that every
// ejected file of src/theme/ is registered.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, filesUnder, readJson, readText} from '../support/site.mjs';

const REGISTRY = 'src/theme/ejected.json';
const ejected = Object.entries(readJson(path.join(ROOT, REGISTRY))).filter(([key]) => key !== '//');

const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * What is wrong with one registered ejection, given how to read a file of the repository (the
 * upstream ones live in node_modules). Empty when the upstream file is the one we copied.
 */
export function upstreamProblems(component, {file, upstream, sha256: recorded}, read) {
  let source;
  try {
    source = read(upstream);
  } catch {
    return [
      `${component}: ${upstream} is gone. Find where upstream moved it, re-apply our change ` +
        `(${file}) to a fresh copy, and update ${REGISTRY}.`,
    ];
  }
  if (sha256(source) === recorded) return [];
  return [
    `${component}: ${upstream} changed upstream since ${file} was copied from it. Copy it again, ` +
      `re-apply our change (its first line says which), and record the new sha256 in ${REGISTRY}: ` +
      `${sha256(source)}`,
  ];
}

const readFromRoot = (file) => readFileSync(path.join(ROOT, file));

const CAN_GO_WHEN = '// Can go when: ';

/**
 * What is wrong with the header of one ejected file (its leading `//` lines), given its text: empty
 * when a line of it starts with "// Can go when: " and names the upstream change that would let the
 * ejection go.
 */
export function departureProblems(component, file, text) {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  const header = end === -1 ? lines : lines.slice(0, end);
  if (
    header.some((line) => line.startsWith(CAN_GO_WHEN) && /\S/.test(line.slice(CAN_GO_WHEN.length)))
  ) {
    return [];
  }
  return [
    `${component}: the header of ${file} must say which upstream change would let it go, in a ` +
      `line starting "${CAN_GO_WHEN}" (an upstream issue or pull request, or the change in a sentence).`,
  ];
}

describe('ejected theme components', () => {
  it('are registered', () => {
    assert.ok(ejected.length > 0, `${REGISTRY} lists no component`);
  });

  it('were copied from the upstream files installed now (else: re-apply our change)', () => {
    const problems = ejected.flatMap(([component, entry]) =>
      upstreamProblems(component, entry, readFromRoot),
    );
    assert.deepEqual(problems, []);
  });

  it('fail the check, asking to re-apply, when an upstream file changes (the check can fail)', () => {
    const [component, entry] = ejected[0];
    const changed = (file) => Buffer.concat([readFromRoot(file), Buffer.from('\n// changed\n')]);
    const [problem] = upstreamProblems(component, entry, changed);
    assert.match(problem ?? '', /re-apply/);
    const [gone] = upstreamProblems(component, entry, () => {
      throw new Error('ENOENT');
    });
    assert.match(gone ?? '', /re-apply/);
  });

  it('name their upstream file and their change in their first line', () => {
    for (const [component, {file, upstream}] of ejected) {
      assert.ok(existsSync(path.join(ROOT, file)), `${component}: ${file} is missing`);
      const [first] = readText(path.join(ROOT, file)).split('\n');
      assert.ok(
        first.startsWith(`// Ejected from ${upstream} (`) && /\): \S.*\.$/.test(first),
        `${file} must start with "// Ejected from ${upstream} (<version>): <our change>."`,
      );
    }
  });

  it('say in their header which upstream change would let them go', () => {
    const problems = ejected.flatMap(([component, {file}]) =>
      departureProblems(component, file, readText(path.join(ROOT, file))),
    );
    assert.deepEqual(problems, []);
  });

  it('fail the header check when the "Can go when" line is missing (the check can fail)', () => {
    const [component, {file}] = ejected[0];
    const text = readText(path.join(ROOT, file));
    assert.deepEqual(departureProblems(component, file, text), []);
    const without = text
      .split('\n')
      .filter((line) => !line.startsWith(CAN_GO_WHEN))
      .join('\n');
    assert.match(departureProblems(component, file, without)[0] ?? '', /Can go when/);
    // The line counts only in the header, not further down the file.
    const [first, ...rest] = without.split('\n');
    const late = [first, ...rest, `${CAN_GO_WHEN}upstream fixes it.`].join('\n');
    assert.match(departureProblems(component, file, late)[0] ?? '', /Can go when/);
  });

  it("keep upstream's layout: Prettier leaves them alone", () => {
    const ignored = readText(path.join(ROOT, '.prettierignore'))
      .split('\n')
      .map((line) => line.trim());
    for (const [component, {file}] of ejected) {
      assert.ok(ignored.includes(file), `${component}: ${file} is not in .prettierignore`);
    }
  });

  it('are all registered: every file of src/theme that says it was ejected', () => {
    const registered = new Set(ejected.map(([, {file}]) => file));
    const unregistered = filesUnder(path.join(ROOT, 'src/theme'), (f) => /\.tsx?$/.test(f))
      .map((f) => `src/theme/${f}`)
      .filter((file) => readText(path.join(ROOT, file)).startsWith('// Ejected'))
      .filter((file) => !registered.has(file));
    assert.deepEqual(unregistered, [], `not in ${REGISTRY}`);
  });
});
