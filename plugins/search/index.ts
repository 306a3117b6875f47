import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The order of search results. The search plugin (@easyops-cn/docusaurus-search-local
// 0.55.3) has no option for it; its worker sorts the results with one small module,
// utils/sortSearchResults.js. This swaps in ./client/sortSearchResults.ts: the docs before the blog,
// a page whose title is the query first (e2e/search/tasks.spec.ts holds the queries it must answer).
//
// The swap depends on two files of the plugin's dist/ folder, which is not a public API. The build
// stops, naming the file, when either is missing or differs from the release it was written for:
// then compare the new file with the replacement, update the replacement, and the hash below.
const UPSTREAM = {
  package: '@easyops-cn/docusaurus-search-local',
  version: '0.55.3',
  files: {
    // Replaced: the sort itself.
    'dist/client/client/utils/sortSearchResults.js':
      '4a58d860d0e12832ef5171a49f26b6220460b5f3574f99d23214d56b700cf5f1',
    // Relied on: it builds each result ({document, type, page, tokens}) and calls the sort.
    'dist/client/client/theme/worker.js':
      'bd81e902cc6fe3888b72297bc9ea2cb7359b74dc8fa239247f51ed84349e0a6a',
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
      `plugins/search replaces the search results sort of ${UPSTREAM.package}, but ${change} ` +
        'Compare it with plugins/search/client/sortSearchResults.ts, update that file, then the ' +
        'hash in plugins/search/index.ts.',
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
