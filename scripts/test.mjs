#!/usr/bin/env node
// Runs every check: the lint gate beside the build; then, at once, the node tests that need the
// checkout, the browser suite on build/ (Playwright) and the content meta-test
// (scripts/content-meta-test.mjs), which runs every other node test and the @content browser specs on
// a copy of the site. Each test runs once.
// Prints the time of each part and one closing `N passed, M failed` line over every test.
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';
import {CHECKOUT_TESTS} from './node-tests.mjs';

const results = {passed: 0, failed: 0};
// The wall time of each part, printed at the end: what a change to the suite costs.
const timings = [];
mkdirSync('.tmp', {recursive: true});

// Runs a part, beside others. `quiet`: its output is kept and printed in one piece once it ends, so
// the lines of parts that run at once do not mix. Resolves to the exit status.
function runAsync(label, command, args, {env = {}, quiet = false} = {}) {
  console.log(
    `\n=== ${label}: ${command} ${args.join(' ')}${quiet ? ' (output when it ends)' : ''}`,
  );
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, ...env},
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
      if (quiet) console.log(`\n=== ${label}: output\n${Buffer.concat(output)}`);
      resolve(status ?? 1);
    });
  });
}

// Counts the tests of a node:test TAP report. A run that failed without a failed test in its
// report (it did not start, or wrote no report) counts as one failure.
function countTap(file, status) {
  const before = results.failed;
  try {
    const tap = readFileSync(file, 'utf8');
    results.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
    results.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
  } catch {
    results.failed += 1;
    return;
  }
  if (status !== 0 && results.failed === before) results.failed += 1;
}

// Counts the tests of a Playwright JSON report, the same way. A flaky test is a failing test.
function countPlaywright(file, status) {
  try {
    const {stats} = JSON.parse(readFileSync(file, 'utf8'));
    results.passed += stats.expected;
    results.failed += stats.unexpected + stats.flaky;
    if (status !== 0 && stats.unexpected + stats.flaky === 0) results.failed += 1;
  } catch {
    results.failed += 1;
  }
}

function finish() {
  console.log(`\ntime: ${timings.join(', ')}`);
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

// The lint gate and the build run side by side (neither needs the other); a failed lint or build
// makes everything after it meaningless, so stop there.
const [lintStatus, buildStatus] = await Promise.all([
  runAsync('lint', 'npm', ['run', '--silent', 'lint'], {quiet: true}),
  runAsync('build', 'npm', ['run', '--silent', 'build']),
]);
for (const status of [lintStatus, buildStatus]) {
  if (status === 0) results.passed += 1;
  else results.failed += 1;
}
if (lintStatus !== 0 || buildStatus !== 0) finish();

// Then three parts at once. With one after the other, a fresh clone on a 2-core machine kept its
// cores busy half of the time (21 min of CPU in 21.4 min, 2026-11-28): the browser specs wait on
// pages, polls and servers, the node tests on processes of their own.
// - The node tests that need the checkout itself (CHECKOUT_TESTS in scripts/node-tests.mjs): they
//   build copies of their own or measure build/. Every other node test checks content, so it runs
//   once, in the content meta-test, on a copy that holds every page of build/ and more.
// - The browser suite, once, against build/. The specs tagged @content run in the content meta-test
//   instead, on the copy.
// - The content meta-test: the tests follow the content. A copy of the site with a page, a post and
//   a docs version added, built and checked by the same tests, unedited. scripts/content-meta-test.mjs
//   writes its node tests' TAP report and its browser specs' JSON report to the two files below.
// The two quiet parts print their output in one piece when they end.
const nodeReport = '.tmp/node-test.tap';
const browserReport = '.tmp/playwright-results.json';
for (const report of [nodeReport, browserReport]) rmSync(report, {force: true});
const [nodeStatus, browserStatus, metaStatus] = await Promise.all([
  runAsync(
    'node tests on the checkout',
    'node',
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${nodeReport}`,
      ...CHECKOUT_TESTS,
    ],
    {quiet: true},
  ),
  runAsync('browser suite', 'npx', ['playwright', 'test', '--grep-invert', '@content'], {
    env: {PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport},
  }),
  runAsync('content meta-test', 'npm', ['run', '--silent', 'test:content'], {quiet: true}),
]);
countTap(nodeReport, nodeStatus);
countPlaywright(browserReport, browserStatus);
const failedBefore = results.failed;
countTap('.tmp/content-node-test.tap', 0);
countPlaywright('.tmp/content-playwright.json', 0);
// A copy that did not build runs no test: one failure.
if (metaStatus !== 0 && results.failed === failedBefore) results.failed += 1;

finish();
