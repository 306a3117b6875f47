// Where each released docs version is published. Plain JavaScript so that node's test runner loads it
// as it is (tests/docs/versions.test.mjs); docusaurus.config.ts uses it for every entry of
// versions.json.

/** The path of the current docs (`docs/`), published as the latest version. */
export const CURRENT_VERSION_PATH = 'latest';

const majorOf = (version) => version.split('.')[0];

/**
 * The path segment of a released version under /docs/: the newest release of each major version is
 * `v<major>` (/docs/v1/); older releases of the same major keep their full number (/docs/v1.0.0/),
 * so that no two versions share a path. `versions` is versions.json, newest first.
 */
export function versionPath(version, versions) {
  if (!versions.includes(version)) throw new Error(`${version} is not in versions.json`);
  const newestOfMajor = versions.find((v) => majorOf(v) === majorOf(version));
  return newestOfMajor === version ? `v${majorOf(version)}` : `v${version}`;
}

/**
 * The landing page of the content a source file belongs to: its docs version's first page, the blog,
 * or the home page. `sourceFilePath` is relative to the site (`versioned_docs/version-1.0.0/x.md`).
 */
export function landingPageOf(sourceFilePath, versions) {
  const versioned = /^versioned_docs\/version-([^/]+)\//.exec(sourceFilePath);
  if (versioned) return `/docs/${versionPath(versioned[1], versions)}/`;
  if (sourceFilePath.startsWith('docs/')) return `/docs/${CURRENT_VERSION_PATH}/`;
  if (sourceFilePath.startsWith('blog/')) return '/blog/';
  return '/';
}
