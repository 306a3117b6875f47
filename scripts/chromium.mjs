// Debian's Chromium and the flags every browser run here uses (Playwright and Lighthouse alike).
// Set CHROMIUM_PATH to use another Chrome, e.g. the one on a CI runner.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  // The machine has no internet: without these, Chromium keeps retrying Google's hosts.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
