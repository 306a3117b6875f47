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

// The features Playwright turns off when it launches Chromium, as Playwright passes them.
// tests/ci/chromium.test.mjs reads them from a browser the installed Playwright launched and fails
// when they differ from this list.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

// Chromium opens the address bar's drop-down (two chrome://omnibox-popup pages, in a renderer of
// their own) in each new window, headless too, and Playwright opens a window for each browser
// context: a test in a context of its own paid for it. Chromium reads only the last
// --disable-features switch, which would drop Playwright's own: this one repeats them.
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags of a Chromium that Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
