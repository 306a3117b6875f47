#!/usr/bin/env node
// Runs every check in order: lint gate, build, checks on the built output (node:test), then the
// browser suite (Playwright), once, and the content meta-test (scripts/content-meta-test.mjs). Prints
// the time of each part and one closing `N passed, M failed` line over all of them.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';
import {nodeTestFiles} from './node-tests.mjs';

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

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const r = timed(label, () =>
    spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}}),
  );
  return r.status === 0;
}

function step(label, command, args, env = {}) {
  const ok = run(label, command, args, env);
  if (ok) results.passed += 1;
  else results.failed += 1;
  return ok;
}

function finish() {
  console.log(`\ntime: ${timings.join(', ')}`);
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

// A failed lint or build makes everything after it meaningless, so stop there.
if (!step('lint', 'npm', ['run', '--silent', 'lint'])) finish();
if (!step('build', 'npm', ['run', '--silent', 'build'])) finish();

// Checks on the built output: count each node:test test.
const nodeTest = timed('node tests', () =>
  spawnSync(
    'node',
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      '--test-reporter-destination=.tmp/node-test.tap',
      ...nodeTestFiles(),
    ],
    {stdio: 'inherit'},
  ),
);
try {
  const tap = readFileSync('.tmp/node-test.tap', 'utf8');
  results.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  results.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
} catch {
  results.failed += 1;
}
if (nodeTest.status !== 0 && results.failed === 0) results.failed += 1;

// Browser suite, once, against build/: count each Playwright test from its JSON report. The specs
// tagged @content run in the content meta-test instead, on a copy of the site that holds every page
// of build/ and a page, a post and a version more.
function browserSuite() {
  const report = '.tmp/playwright-results.json';
  rmSync(report, {force: true});
  console.log('\n=== browser suite: npx playwright test');
  const pw = timed('browser suite', () =>
    spawnSync('npx', ['playwright', 'test', '--grep-invert', '@content'], {
      stdio: 'inherit',
      env: {...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report},
    }),
  );
  try {
    const {stats} = JSON.parse(readFileSync(report, 'utf8'));
    // A flaky test is a failing test.
    results.passed += stats.expected;
    results.failed += stats.unexpected + stats.flaky;
    if (pw.status !== 0 && stats.unexpected + stats.flaky === 0) results.failed += 1;
  } catch {
    results.failed += 1;
  }
}

browserSuite();
// The tests follow the content: a copy of the site with a page, a post and a docs version added,
// built and checked by the same tests, unedited (scripts/content-meta-test.mjs).
step('content meta-test', 'npm', ['run', '--silent', 'test:content']);

finish();
