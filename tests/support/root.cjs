// The repository root, for tests/support/site.mjs. CommonJS, with __dirname, because Playwright's
// loader, which runs the browser tests' TypeScript, cannot load an ES module that reads import.meta.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

module.exports = path.resolve(__dirname, '../..');
