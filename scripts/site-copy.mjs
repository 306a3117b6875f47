// Copies the site's sources into another folder and links node_modules, for builds that must not
// touch the checkout: the failure and version-cut tests, and the benchmark.
import {cpSync, readdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Generated or machine-local folders a copy must not carry (bench/ holds the benchmark's own copy).
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.tmp',
  'bench',
  'test-results',
  'playwright-report',
  'blob-report',
]);

export function copySiteInto(dir) {
  for (const entry of readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}
