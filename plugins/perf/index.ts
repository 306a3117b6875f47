import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CompileHintsPlugin} from './compile-hints';

// Lighter first load (issue 5). Measured figures and the reasoning are in bench/README.md.
//
// - clientRuntime 'preact': the browser bundle runs on preact/compat instead of React; the server
//   bundle (static HTML) stays on React, so the HTML is exactly React's. 'react' turns this back.
// - Code highlighting loads only with the languages the site lists, and in the browser only when a
//   block must be highlighted there: theme-classic's client module that registers the languages (and
//   pulls all of prism-react-renderer into main.js) is replaced by an empty one, and
//   `prism-react-renderer` resolves to ./client/prism-react-renderer.ts, which takes Prism (prismjs
//   core + themeConfig.prism.additionalLanguages) from ./client/prism-loader.ts: a chunk of its own
//   in the browser, at once on the server (./client/prism-loader.server.ts).
// - The <Head> elements that mount together (18 while a docs page hydrates) merge their props once,
//   not once each: ./helmet-batch-loader.cjs, browser bundle only.
// - The scripts that render a route ask Chromium to compile them while they download, off the main
//   thread: ./compile-hints.ts, browser bundle only.
// - `process.env.TDEX_CLIENT_RUNTIME` tells client code which runtime it runs on.

export type ClientRuntime = 'react' | 'preact';

export interface PerfPluginOptions {
  clientRuntime: ClientRuntime;
}

// preact/compat in place of react and react-dom, exact matches only (`$`), first in the alias list.
const PREACT_ALIASES: Record<string, string> = {
  react$: 'preact/compat',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react-dom/test-utils$': 'preact/test-utils',
};

const CLIENT_DIR = path.join(__dirname, 'client');
const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
const PRISM_LOADER = /perf[\\/]client[\\/]prism-loader\.ts$/;
// Whichever build of react-helmet-async the bundler picks: the loader fails the build if it does not
// find the code it changes.
const HELMET_BUILD = /[\\/]react-helmet-async[\\/]lib[\\/][^\\/]+\.js$/;

interface BundlerConfig {
  resolve?: {alias?: Record<string, string | false | string[]>};
  cache?: unknown;
  experiments?: {cache?: {version?: string; storage?: {type: string; directory: string}}};
  plugins?: unknown[];
}

// `npm run bench` builds copies of the site and gives each its own bundler cache folder, so that a
// cold build there never deletes or reuses the cache of the working copy.
const CACHE_DIR = process.env.TDEX_BUNDLER_CACHE_DIR;

export default function perfPlugin(
  _context: LoadContext,
  options: PerfPluginOptions,
): Plugin<undefined> {
  const {clientRuntime} = options;
  return {
    name: 'tdex-perf',

    getClientModules() {
      // Three differences between Preact and React that the site runs into, each fixed in its
      // module: the image preloads React's server renderer puts in the app container, the search
      // dropdown's Zepto and Preact's event hook, and scrolling to a heading after a client-side
      // navigation.
      // On both: the end of hydration, for the components that keep server markup until then, and
      // loading Prism when a client-side navigation starts.
      const preactOnly = [
        path.join(CLIENT_DIR, 'hoisted-preloads.ts'),
        path.join(CLIENT_DIR, 'zepto-event-shim.ts'),
        path.join(CLIENT_DIR, 'hash-scroll.ts'),
      ];
      return [
        path.join(CLIENT_DIR, 'hydrated.ts'),
        path.join(CLIENT_DIR, 'prism-prefetch.ts'),
        ...(clientRuntime === 'preact' ? preactOnly : []),
      ];
    },

    configureWebpack(config, isServer, {currentBundler}) {
      const bundlerConfig = config as BundlerConfig;
      const coreAliases = {...bundlerConfig.resolve?.alias};
      const prismAliases = {
        'prism-react-renderer$': path.join(CLIENT_DIR, 'prism-react-renderer.ts'),
      };
      let runtimeAliases: Record<string, string> = {};
      if (clientRuntime === 'preact' && !isServer) {
        // Core aliases `react` and `react-dom` as prefixes; they would shadow ours, so drop them.
        delete coreAliases.react;
        delete coreAliases['react-dom'];
        runtimeAliases = PREACT_ALIASES;
      }
      bundlerConfig.resolve = {
        ...bundlerConfig.resolve,
        alias: {...runtimeAliases, ...prismAliases, ...coreAliases},
      };

      // The persistent caches key on the Docusaurus version and theme aliases, not on these
      // aliases: without this, a React build right after a Preact one still ships Preact.
      const cacheTag = `tdex-perf-${clientRuntime}-4`;
      if (bundlerConfig.experiments?.cache?.version !== undefined) {
        bundlerConfig.experiments.cache.version += `-${cacheTag}`;
      }
      const webpackCache = bundlerConfig.cache as
        {version?: string; cacheDirectory?: string} | undefined;
      if (webpackCache && typeof webpackCache === 'object' && 'version' in webpackCache) {
        webpackCache.version = `${webpackCache.version ?? ''}-${cacheTag}`;
        if (CACHE_DIR) webpackCache.cacheDirectory = path.join(CACHE_DIR, 'webpack');
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
      // Read by src/utils/hydration.ts: code blocks keep their server markup on Preact only.
      const define = new currentBundler.instance.DefinePlugin({
        'process.env.TDEX_CLIENT_RUNTIME': JSON.stringify(clientRuntime),
      });
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
        define,
        ...(isServer ? [] : [new CompileHintsPlugin()]),
      ];
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: HELMET_BUILD,
              use: [
                {
                  loader: path.join(__dirname, 'helmet-batch-loader.cjs'),
                  options: {batchModule: path.join(CLIENT_DIR, 'helmet-batch.ts')},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
