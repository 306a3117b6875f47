#!/usr/bin/env node
// Runs every check in order: lint gate, build, checks on the built output (node:test), then the
// browser suite (Playwright). Prints one closing `N passed, M failed` line over all of them.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';

const results = {passed: 0, failed: 0};
const PW_JSON = '.tmp/playwright-results.json';
mkdirSync('.tmp', {recursive: true});

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return r.status === 0;
}

function step(label, command, args) {
  const ok = run(label, command, args);
  if (ok) results.passed += 1;
  else results.failed += 1;
  return ok;
}

function finish() {
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

// A failed lint or build makes everything after it meaningless, so stop there.
if (!step('lint', 'npm', ['run', '--silent', 'lint'])) finish();
if (!step('build', 'npm', ['run', '--silent', 'build'])) finish();

// Checks on the built output: count each node:test test.
const nodeTest = spawnSync(
  'node',
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=.tmp/node-test.tap',
    'tests/',
  ],
  {stdio: 'inherit'},
);
try {
  const tap = readFileSync('.tmp/node-test.tap', 'utf8');
  results.passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  results.failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
} catch {
  results.failed += 1;
}
if (nodeTest.status !== 0 && results.failed === 0) results.failed += 1;

// Browser suite: count each Playwright test from its JSON report.
rmSync(PW_JSON, {force: true});
const pw = spawnSync('npx', ['playwright', 'test'], {
  stdio: 'inherit',
  env: {...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PW_JSON},
});
try {
  const {stats} = JSON.parse(readFileSync(PW_JSON, 'utf8'));
  // A flaky test is a failing test.
  results.passed += stats.expected;
  results.failed += stats.unexpected + stats.flaky;
} catch {
  results.failed += 1;
}
if (pw.status !== 0 && results.failed === 0) results.failed += 1;

finish();
