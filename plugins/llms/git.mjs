import {spawnSync} from 'node:child_process';

// The last-updated dates come from git history (showLastUpdateTime). A copy of the site outside any
// git work tree (the temporary copies of makeSiteCopy() in tests/support/site.mjs, an unpacked
// archive) has none, and Docusaurus's git reader would fail the build: such a build shows no dates. A shallow clone would
// date every page last changed before its oldest commit with that commit, so it gets a warning (CI
// fetches the whole history).

/** @param {string} cwd @param {...string} args @returns {string | null} */
function git(cwd, ...args) {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * How much git history the site at `siteDir` has.
 * @param {string} siteDir
 * @returns {'full' | 'shallow' | 'none'}
 */
export function gitHistory(siteDir) {
  if (git(siteDir, 'rev-parse', '--is-inside-work-tree') !== 'true') return 'none';
  if (git(siteDir, 'rev-parse', '--is-shallow-repository') === 'true') {
    console.warn(
      '[WARNING] This is a shallow git clone: "Last updated" dates are wrong for every page last changed before its oldest commit. Fetch the whole history (git fetch --unshallow; actions/checkout with fetch-depth: 0).',
    );
    return 'shallow';
  }
  return 'full';
}
