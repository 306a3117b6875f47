#!/usr/bin/env node
// One `docusaurus build` of the site in <siteDir>, in this process, so that its wall time and peak
// memory (resident set, all threads) can be read at exit. Used by scripts/bench.mjs.
//
//   node scripts/perf/build-once.mjs <siteDir> <resultFile.json> [docusaurus build options]
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const [siteDir, resultFile] = process.argv.slice(2, 4).map((p) => path.resolve(p));
const buildOptions = process.argv.slice(4);
const start = performance.now();
process.on('exit', (code) => {
  writeFileSync(
    resultFile,
    JSON.stringify({
      code,
      seconds: (performance.now() - start) / 1000,
      // kilobytes on Linux
      maxRssKiB: process.resourceUsage().maxRSS,
    }),
  );
});
process.chdir(siteDir);
process.argv = [process.argv[0], 'docusaurus', 'build', ...buildOptions];
const require = createRequire(path.join(siteDir, 'package.json'));
await import(pathToFileURL(require.resolve('@docusaurus/core/bin/docusaurus.mjs')).href);
