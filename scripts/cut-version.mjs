#!/usr/bin/env node
// Cuts a released docs version from the current docs: `npm run version:cut -- X.Y.Z`.
//
// It runs `docusaurus docs:version X.Y.Z` (which copies docs/ to versioned_docs/version-X.Y.Z/ and the
// sidebar to versioned_sidebars/), then keeps versions.json newest-first and formatted. Nothing else
// needs editing: docusaurus.config.ts derives each version's label, path and banner from versions.json.
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSIONS_FILE = path.join(ROOT, 'versions.json');
const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

// Newest first, comparing major, minor and patch as numbers (so 1.10.0 is newer than 1.9.0).
export function compareVersionsDescending(a, b) {
  const [pa, pb] = [a, b].map((v) => SEMVER.exec(v).slice(1).map(Number));
  for (let i = 0; i < 3; i += 1) {
    if (pa[i] !== pb[i]) return pb[i] - pa[i];
  }
  return 0;
}

async function writeFormatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, {...options, filepath: file}));
}

function fail(message) {
  console.error(`cut-version: ${message}`);
  process.exit(1);
}

async function main() {
  const version = process.argv[2];
  if (!version || !SEMVER.test(version)) {
    fail(
      `expected a version number X.Y.Z, got ${JSON.stringify(version ?? '')}.\n` +
        'Usage: npm run version:cut -- 1.1.0',
    );
  }
  const before = JSON.parse(readFileSync(VERSIONS_FILE, 'utf8'));
  if (before.includes(version)) {
    fail(`version ${version} already exists (versions.json: ${before.join(', ')}).`);
  }

  const docusaurus = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');
  const cut = spawnSync(docusaurus, ['docs:version', version], {cwd: ROOT, stdio: 'inherit'});
  if (cut.status !== 0) fail(`docusaurus docs:version ${version} failed (exit ${cut.status}).`);

  // docs:version always puts the new version first; a patch of an older line belongs further down.
  const versions = JSON.parse(readFileSync(VERSIONS_FILE, 'utf8'));
  versions.sort(compareVersionsDescending);
  await writeFormatted(VERSIONS_FILE, JSON.stringify(versions));
  const sidebarFile = path.join(ROOT, 'versioned_sidebars', `version-${version}-sidebars.json`);
  await writeFormatted(sidebarFile, readFileSync(sidebarFile, 'utf8'));

  const major = version.split('.')[0];
  const newestOfMajor = versions.find((v) => v.split('.')[0] === major);
  const where = newestOfMajor === version ? `/docs/v${major}/` : `/docs/v${version}/`;
  console.log(
    [
      '',
      `Cut ${version}: versioned_docs/version-${version}/, published at ${where}.`,
      `versions.json (newest first): ${versions.join(', ')}`,
      'Next: edit the new folder only where this release differs, run `npm run build`, and commit',
      'versions.json, versioned_docs/ and versioned_sidebars/ together. To give a release the',
      '"unmaintained" banner, add it to UNMAINTAINED_VERSIONS in docusaurus.config.ts.',
    ].join('\n'),
  );
}

// Imported by tests for compareVersionsDescending; runs only as a command.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
