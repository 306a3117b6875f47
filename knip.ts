// The unused-dependency check of the lint gate (`npm run lint:deps`, `knip --dependencies`): every
// package of package.json is imported, required or run somewhere, and every package the code
// imports is listed. Knip finds the entry points of Docusaurus, Playwright, ESLint and the
// package.json scripts itself; `entry` adds the files it cannot tell are run. Knip checks this
// object's shape when it loads it (its KnipConfig type does not resolve under this tsconfig).
export default {
  entry: [
    // node's test runner, through scripts/node-tests.mjs, which lists them at run time.
    'tests/**/*.test.mjs',
    // Started by the tests as child processes.
    'tests/content/mocks/*.mjs',
    // Run by hand (README.md, "Layout").
    'scripts/*.mjs',
  ],
  ignoreDependencies: [
    // The packages the code samples are type-checked and run against, installed under an alias
    // that ends in their version (`tdex-sdk-1.7.7`; CONTRIBUTING.md, "Samples that compile and
    // parse"): the pages name them in their front matter, and the sample tests load them from there.
    /^.+-\d+\.\d+\.\d+(-[\w.]+)?$/,
    'tdex-protobuf',
    // Loaded through createRequire() in e2e/search/ranking.spec.ts, which knip does not follow.
    'lunr',
    // Read through require.resolve() by plugins/perf/index.ts, which must find the copy that
    // @docusaurus/core itself uses: a listed copy of its own could be another version.
    '@docusaurus/utils-common',
    // Not a package: knip's Docusaurus plugin reads the theme `@easyops-cn/docusaurus-search-local`
    // as `@easyops-cn/docusaurus-theme-docusaurus-search-local`, a name Docusaurus tries only
    // after the one given (@docusaurus/core, lib/server/plugins/moduleShorthand.js).
    '@easyops-cn/docusaurus-theme-docusaurus-search-local',
  ],
};
