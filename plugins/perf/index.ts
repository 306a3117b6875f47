import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CompileHintsPlugin} from './compile-hints';
import {privateSurfaceProblems} from './private-surfaces';

// Lighter first load. Measured figures and the reasoning are in bench/README.md.
//
// - Code highlighting loads in the browser only when a block must be highlighted there:
//   theme-classic's client module that registers the languages (and pulls prism-react-renderer into
//   main.js) is replaced by an empty one, and src/theme/CodeBlock/Content takes prism-react-renderer
//   from ./client/prism-loader.ts: a chunk of its own in the browser, at once on the server
//   (./client/prism-loader.server.ts).
// - tslib leaves main.js but for the one helper the browser uses: ./client/tslib.ts.
// - The scripts that render a route ask Chromium to compile them while they download, off the main
//   thread: ./compile-hints.ts, browser bundle only.
// - Rspack's persistent cache rebuilds when this file changes (its version follows the file).
// - The build stops, naming it, when a private surface of Docusaurus the site rests on moves
//   (./private-surfaces.ts).

const CLIENT_DIR = path.join(__dirname, 'client');
const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
const PRISM_LOADER = /perf[\\/]client[\\/]prism-loader\.ts$/;
// utils-common's CommonJS build, in main.js, and the tslib helpers it may use in the browser
// (./client/tslib.ts).
const UTILS_COMMON_LIB = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;
const TSLIB_HELPERS = ['__importDefault'];

function checkPrivateSurfaces(siteDir: string): void {
  const problems = privateSurfaceProblems((file) =>
    readFileSync(path.join(siteDir, 'node_modules', file), 'utf8'),
  );
  if (problems.length > 0) {
    throw new Error(
      `tdex-perf: ${problems.join(' ')} Find where it went and update what rests on it, or ` +
        'remove that part of the site.',
    );
  }
}

// utils-common must use no tslib helper but those ./client/tslib.ts exports: any other would be
// undefined in the browser.
function checkTslibHelpers(): void {
  const dir = path.dirname(require.resolve('@docusaurus/utils-common'));
  const used = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const [, helper] of readFileSync(path.join(dir, file), 'utf8').matchAll(
      /\btslib\w*\.(__\w+)/g,
    )) {
      used.add(helper);
    }
  }
  const missing = [...used].filter((helper) => !TSLIB_HELPERS.includes(helper));
  if (missing.length > 0) {
    throw new Error(
      `tdex-perf: @docusaurus/utils-common now uses tslib's ${missing.join(', ')}: add ` +
        'them to plugins/perf/client/tslib.ts and TSLIB_HELPERS in plugins/perf/index.ts.',
    );
  }
}

interface BundlerConfig {
  cache?: unknown;
  experiments?: {
    cache?: {version?: string; storage?: {type: string; directory: string}};
  };
  plugins?: unknown[];
}

// `npm run bench` builds copies of the site and gives each its own bundler cache folder, so that a
// cold build there never deletes or reuses the cache of the working copy.
const CACHE_DIR = process.env.TDEX_BUNDLER_CACHE_DIR;
const OWN_HASH = createHash('sha1').update(readFileSync(__filename)).digest('hex').slice(0, 8);

export default function perfPlugin(context: LoadContext): Plugin<undefined> {
  checkPrivateSurfaces(context.siteDir);
  checkTslibHelpers();
  return {
    name: 'tdex-perf',

    getClientModules() {
      // Loading Prism when a client-side navigation starts.
      return [path.join(CLIENT_DIR, 'prism-prefetch.ts')];
    },

    configureWebpack(config, isServer, {currentBundler}) {
      const bundlerConfig = config as BundlerConfig;
      const webpackCache = bundlerConfig.cache as {cacheDirectory?: string} | undefined;
      if (CACHE_DIR && webpackCache && typeof webpackCache === 'object') {
        webpackCache.cacheDirectory = path.join(CACHE_DIR, 'webpack');
      }
      // Rspack's persistent cache does not see a change of this file's bundler rules (a cache from
      // before the tslib rule kept all of tslib): its version follows this file. The cache's place
      // in core's Rspack config is private: the build stops if it moves.
      if (
        currentBundler.name === 'rspack' &&
        !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE &&
        !bundlerConfig.experiments?.cache
      ) {
        throw new Error(
          "tdex-perf: core no longer configures Rspack's persistent cache as experiments.cache: " +
            "find where it went and make its version follow this plugin's source again.",
        );
      }
      if (bundlerConfig.experiments?.cache) {
        bundlerConfig.experiments.cache.version = `${bundlerConfig.experiments.cache.version ?? ''}-perf-${OWN_HASH}`;
      }
      if (CACHE_DIR && bundlerConfig.experiments?.cache) {
        bundlerConfig.experiments.cache.storage = {
          type: 'filesystem',
          directory: path.join(CACHE_DIR, 'rspack'),
        };
      }

      const replacement = new currentBundler.instance.NormalModuleReplacementPlugin(
        THEME_PRISM_CLIENT_MODULE,
        path.join(CLIENT_DIR, 'empty.ts'),
      );
      const serverPrism = isServer
        ? [
            new currentBundler.instance.NormalModuleReplacementPlugin(
              PRISM_LOADER,
              path.join(CLIENT_DIR, 'prism-loader.server.ts'),
            ),
          ]
        : [];
      bundlerConfig.plugins = [
        ...(bundlerConfig.plugins ?? []),
        replacement,
        ...serverPrism,
        ...(isServer ? [] : [new CompileHintsPlugin()]),
      ];
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: UTILS_COMMON_LIB,
              resolve: {alias: {tslib$: path.join(CLIENT_DIR, 'tslib.ts')}},
            },
          ],
        },
      };
    },
  };
}
