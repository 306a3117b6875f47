#!/usr/bin/env node
// Runs every check: the lint gate beside the build, the node tests that need the checkout beside the
// browser suite on build/ (Playwright), then the content meta-test (scripts/content-meta-test.mjs), which runs
// every other node test and the @content browser specs on a copy of the site. Each test runs once.
// Prints the time of each part and one closing `N passed, M failed` line over every test.
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';
import {CHECKOUT_TESTS} from './node-tests.mjs';

const results = {passed: 0, failed: 0};
// The wall time of each part, printed at the end: what a change to the suite costs.
const timings = [];
function timed(label, fn) {
  const started = Date.now();
  const value = fn();
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return value;
}
mkdirSync('.tmp', {recursive: true});

// Runs a part while another one runs too (without blocking, unlike run()). `quiet`: its output is
// kept and printed in one piece once it ends, so the lines of the two parts do not mix. Resolves to
// the exit status.
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

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const r = timed(label, () =>
    spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}}),
  );
  return r.status;
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

// The node tests that need the checkout itself (CHECKOUT_TESTS in scripts/node-tests.mjs): they
// build copies of their own or measure build/. Every other node test checks content, so it runs once,
// in the content meta-test below, on a copy that holds every page of build/ and more. They run while
// the browser suite runs: Lighthouse and the build-failure builds are processes of their own that
// share the machine with the two Playwright workers.
const nodeReport = '.tmp/node-test.tap';
rmSync(nodeReport, {force: true});
// Browser suite, once, against build/. The specs tagged @content run in the content meta-test
// instead, on the copy.
const browserReport = '.tmp/playwright-results.json';
rmSync(browserReport, {force: true});
const [nodeStatus, browserStatus] = await Promise.all([
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
]);
countTap(nodeReport, nodeStatus);
countPlaywright(browserReport, browserStatus);

// The tests follow the content: a copy of the site with a page, a post and a docs version added,
// built and checked by the same tests, unedited. scripts/content-meta-test.mjs writes its node tests'
// TAP report and its browser specs' JSON report to these two files.
const failedBefore = results.failed;
const metaStatus = run('content meta-test', 'npm', ['run', '--silent', 'test:content']);
countTap('.tmp/content-node-test.tap', 0);
countPlaywright('.tmp/content-playwright.json', 0);
// A copy that did not build runs no test: one failure.
if (metaStatus !== 0 && results.failed === failedBefore) results.failed += 1;

finish();
