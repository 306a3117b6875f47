#!/usr/bin/env node
// The node:test files of the repository: every tests/**/*.test.mjs, whatever folder a test sits in.
// Listed here, not left to `node --test tests/`, because Node.js reads a `--test` argument as a glob
// from version 22 on and as a folder before; a plain file list means the same on every line.
// Run directly, it runs them all: `node scripts/node-tests.mjs [node --test options]`.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The node tests that are not about the site's content: the build-failure tests make their own copies
// and builds, and Lighthouse measures performance, not pages. `npm test` runs these on build/; every
// other file runs once, in the content meta-test, on a copy that holds every page of build/ and more.
export const CHECKOUT_TESTS = [
  'tests/site/build-failures.test.mjs',
  'tests/perf/lighthouse.test.mjs',
];

/** Every test file under `root`/tests, as sorted paths relative to `root`. */
export function nodeTestFiles(root = ROOT) {
  const dir = path.join(root, 'tests');
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.mjs'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = nodeTestFiles();
  const r = spawnSync(process.execPath, ['--test', ...process.argv.slice(2), ...files], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}
