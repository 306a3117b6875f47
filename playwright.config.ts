import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from './scripts/chromium.mjs';

// Each checkout can serve on its own port (PORT=4180 npm run test:e2e) so parallel runs never share a server.
const PORT = Number(process.env.PORT ?? 4173);
// The built site to test: build/, or another output folder (the content meta-test's copy).
const SITE_DIR = process.env.SITE_DIR ?? 'build';

// Debian's Chromium, never a browser downloaded by Playwright.
const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test: no retries.
  retries: 0,
  // Two workers at most: the suite must stay deterministic on a loaded 2-core machine.
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 15_000},
  // The JSON report is what scripts/test.mjs counts for its closing line.
  reporter: [
    ['list'],
    [
      'json',
      {outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright-results.json'},
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action of every test: in CI, where no one opens one, it cost a third of
    // the suite's time (the sweep and the search tasks, 311 s with traces, 198 s without, 2026-11-28).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    // Layout-dependent specs (@mobile) run on both projects; phone-only specs (@phone, which set a
    // phone's viewport themselves) only on mobile; the rest only once, on desktop.
    {name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions}, grepInvert: /@phone/},
    {
      name: 'mobile',
      use: {...devices['Pixel 7'], launchOptions},
      grep: /@mobile|@phone/,
    },
  ],
  webServer: {
    command: `npx docusaurus serve --dir ${SITE_DIR} --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
