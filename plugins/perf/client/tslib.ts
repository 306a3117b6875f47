// The one tslib helper that the browser bundle needs: @docusaurus/utils-common's CommonJS build
// requires tslib for `__importDefault` alone, and since a require() keeps every export of a module,
// all 40 helpers of tslib (3.7 KiB gzip) were in main.js. plugins/perf/index.ts points
// utils-common's `tslib` here, and stops the build if utils-common starts using another helper.
// The helper as tslib 2 defines it.
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
