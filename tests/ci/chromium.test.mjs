// The Chromium flags of the browser tests (scripts/chromium.mjs) against the installed Playwright
// and Chromium: the --disable-features switch that turns the address bar's drop-down off repeats
// Playwright's own list, so it must follow Playwright when an upgrade changes that list, and the two
// feature names must still turn the drop-down off when Chromium changes.
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import {chromium} from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_CHROMIUM_FLAGS,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../scripts/chromium.mjs';

// Chromium tells its command line over the DevTools protocol only with --enable-automation.
async function launch(args) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...args, '--enable-automation'],
  });
  const cdp = await browser.newBrowserCDPSession();
  const {arguments: commandLine} = await cdp.send('Browser.getBrowserCommandLine');
  // Chromium reads the last of repeated switches.
  const disabled = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',');
  // A window, as a test gets one: its pages, the browser's own among them.
  const context = await browser.newContext();
  await (await context.newPage()).goto('data:text/html,<title>t</title>');
  const {targetInfos} = await cdp.send('Target.getTargets');
  return {browser, disabled, urls: targetInfos.map((target) => target.url)};
}

let stock;
let ours;
before(async () => {
  [stock, ours] = await Promise.all([launch(CHROMIUM_FLAGS), launch(PLAYWRIGHT_CHROMIUM_FLAGS)]);
});
after(() => Promise.all([stock?.browser.close(), ours?.browser.close()]));

it('repeats the features Playwright turns off, as the installed Playwright passes them', () => {
  assert.deepEqual(
    PLAYWRIGHT_DISABLED_FEATURES,
    stock.disabled,
    'Playwright changed its list: copy it into PLAYWRIGHT_DISABLED_FEATURES (scripts/chromium.mjs)',
  );
  for (const feature of stock.disabled) assert.ok(ours.disabled.includes(feature), feature);
});

it('opens no address-bar drop-down in the windows of the browser tests', () => {
  // Without the switch, the control: the drop-down is there.
  assert.ok(
    stock.urls.some((url) => url.startsWith('chrome://omnibox-popup')),
    `no drop-down in a stock window: OMNIBOX_POPUP_FEATURES can go (${stock.urls.join(' ')})`,
  );
  assert.deepEqual(
    ours.urls.filter((url) => url.startsWith('chrome://omnibox-popup')),
    [],
    `turned off by ${OMNIBOX_POPUP_FEATURES.join(', ')}`,
  );
});
