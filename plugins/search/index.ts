import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Title-first search results (issue 11). The search plugin (@easyops-cn/docusaurus-search-local
// 0.55.3) has no option for the order of its results; its worker sorts them with one small module,
// utils/sortSearchResults.js. This swaps in ./client/sortSearchResults.ts, the same function with
// one rule added in front: a page whose title matches the query is listed first. Nothing else of the
// plugin changes (its index, its query variants, its box). Re-check the replaced module when the
// search plugin is upgraded.

const SORT_MODULE =
  /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]utils[\\/]sortSearchResults\.js$/;

export default function searchPlugin(): Plugin<undefined> {
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
