import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The order of search results. The search plugin (@easyops-cn/docusaurus-search-local 0.55.3) has no
// option for it; its worker sorts the results with one small module, utils/sortSearchResults.js. This
// swaps in ./client/sortSearchResults.ts: the docs before the blog, a page whose title is the query
// first (e2e/search/tasks.spec.ts holds the queries it must answer).
//
// The site rests on files of the plugin's dist/ folder, which is not a public API: the sort swap
// here, the navbar's look-alike box (src/theme/SearchBar, which copies the box's markup and imports
// its keymap and platform helpers and its CSS module), and the phone rules of src/css/custom.css that
// find the results panel's parts by their CSS-module class names (`suggestion_`, `hitTitle_`,
// `hitPath_`). The build stops, naming the file, when any of them is missing or differs from the
// release it was written for: then compare the new file with what rests on it (below), update that,
// and the hash here.
export const UPSTREAM = {
  package: '@easyops-cn/docusaurus-search-local',
  version: '0.55.3',
  files: {
    // Replaced by ./client/sortSearchResults.ts.
    'dist/client/client/utils/sortSearchResults.js':
      '4a58d860d0e12832ef5171a49f26b6220460b5f3574f99d23214d56b700cf5f1',
    // Builds each result ({document, type, page, tokens}) and calls the sort.
    'dist/client/client/theme/worker.js':
      'bd81e902cc6fe3888b72297bc9ea2cb7359b74dc8fa239247f51ed84349e0a6a',
    // The box src/theme/SearchBar imitates until it loads this one.
    'dist/client/client/theme/SearchBar/SearchBar.jsx':
      '1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4',
    // Its classes: the look-alike's, and those custom.css finds by name.
    'dist/client/client/theme/SearchBar/SearchBar.module.css':
      '6a732d0800750851e2e8ae3e54be0531be682f6ddb9d3a011c844f44e2986c4b',
    // Puts `hitTitle` and `hitPath` on each result.
    'dist/client/client/theme/SearchBar/SuggestionTemplate.js':
      '17fe5cd994a7197c174bad20c5572cb8b6b45698c8eb19ca288592688b3c21c5',
    // Imported by the look-alike for the shortcut and its hint.
    'dist/client/client/utils/keymap.js':
      '68268762792c9c032c86542f06d6786e1b6a8de3c9b5089691004596e5c38cb6',
    'dist/client/client/utils/platform.js':
      '5b08f8eb134ba617309536a0a4b2bdd5776ac5c5c69e97bb5b731d0a6d827248',
  },
} as const;

const SORT_MODULE =
  /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]utils[\\/]sortSearchResults\.js$/;

/** Why the replacement no longer fits the installed search plugin, or undefined when it fits. */
export function upstreamChange(packageDir: string): string | undefined {
  const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  for (const [file, expected] of Object.entries(UPSTREAM.files)) {
    const full = path.join(packageDir, file);
    if (!existsSync(full)) {
      return `${UPSTREAM.package} ${version} has no ${file} (written for ${UPSTREAM.version}): it moved or was removed.`;
    }
    const actual = createHash('sha256').update(readFileSync(full)).digest('hex');
    if (actual !== expected) {
      return `${UPSTREAM.package} ${version} changed ${file} (written for ${UPSTREAM.version}; sha256 ${actual}, expected ${expected}).`;
    }
  }
  return undefined;
}

export default function searchPlugin(): Plugin<undefined> {
  const packageDir = path.dirname(require.resolve(`${UPSTREAM.package}/package.json`));
  const change = upstreamChange(packageDir);
  if (change) {
    throw new Error(
      `The site rests on files of ${UPSTREAM.package}'s dist/ folder, and ${change} ` +
        'Compare it with what rests on it (plugins/search/client/sortSearchResults.ts, ' +
        'src/theme/SearchBar, the search panel rules of src/css/custom.css; plugins/search/index.ts ' +
        'says which), update that, then the hash in plugins/search/index.ts.',
    );
  }
  return {
    name: 'tdex-search',
    configureWebpack(config, _isServer, {currentBundler}) {
      const replacement = new currentBundler.instance.NormalModuleReplacementPlugin(
        SORT_MODULE,
        path.join(__dirname, 'client', 'sortSearchResults.ts'),
      );
      config.plugins = [...(config.plugins ?? []), replacement];
      return {};
    },
  };
}
