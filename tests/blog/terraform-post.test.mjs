// A blog post that deploys the TDEX box (checked_against names tdex-network/tdex-box at a commit)
// has the reader edit the box's files before `terraform apply`. Here the box's files at that commit
// (tests/blog/fixtures/tdex-box-<commit>/, unchanged) get the post's edits as a reader makes them:
// its bash fences that edit files (`sed -i`) run in order in one shell from the clone's root, and
// each HCL fence titled with a file of the box (`terabox/variables.tf (...)`) replaces the blocks of
// the same name in that file. Then every Terraform file parses (HCL) and every Compose file parses
// (YAML), and the edits did what the post says. The originals must fail to parse, so the test shows
// that the post's edits are what makes them parse.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse as parseHcl} from '@cdktn/hcl2json';
import YAML from 'yaml';
import {ROOT, contentFiles, filesUnder, readPage} from '../support/site.mjs';

const FIXTURES = path.join(ROOT, 'tests/blog/fixtures');

const posts = contentFiles()
  .filter((file) => file.startsWith('blog/'))
  .map((file) => readPage(file))
  .map((page) => ({
    page,
    box: (page.data.checked_against ?? []).find((s) => s.repo === 'tdex-network/tdex-box'),
  }))
  .filter(({box}) => box);

const fixtureOf = (ref) => path.join(FIXTURES, `tdex-box-${String(ref).slice(0, 7)}`);

// Parse problems of the box's Terraform and Compose files in `dir`: one message per failing file.
async function parseProblems(dir) {
  const problems = [];
  for (const file of filesUnder(dir, (f) => /\.(tf|ya?ml)$/.test(f))) {
    const content = readFileSync(path.join(dir, file), 'utf8');
    try {
      if (file.endsWith('.tf')) await parseHcl(file, content);
      else {
        const errors = YAML.parseAllDocuments(content).flatMap((document) => document.errors);
        if (errors.length > 0) throw errors[0];
      }
    } catch (error) {
      problems.push(`${file}: ${String(error?.message ?? error).split('\n')[0]}`);
    }
  }
  return problems;
}

// Replaces each top-level block of `fence` (`variable "x" {` … `}`) in `content`.
function replaceBlocks(content, fence) {
  let result = content;
  for (const block of fence.match(/^\w+ "[^"]+" \{\n[\s\S]*?\n\}$/gm) ?? []) {
    const head = block.split('\n')[0];
    const start = result.indexOf(head);
    assert.ok(start >= 0, `the post edits ${head}, which the file does not have`);
    const end = result.indexOf('\n}', start) + 2;
    result = result.slice(0, start) + block + result.slice(end);
  }
  return result;
}

for (const {page, box} of posts) {
  const fixture = fixtureOf(box.ref);

  test(`${page.file}: the box files at ${box.ref.slice(0, 7)} do not parse before the post's edits`, async () => {
    assert.ok(existsSync(fixture), `no copy of tdex-box at ${box.ref} in ${fixture}`);
    const problems = await parseProblems(fixture);
    assert.ok(problems.length > 0, 'the unedited files parse: the post no longer needs its fixes');
  });

  test(`${page.file}: after the post's edits, the box's Terraform and Compose files parse`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tdex-box-'));
    try {
      cpSync(fixture, dir, {recursive: true});
      const edits = page.fences.filter(
        (fence) =>
          ['bash', 'sh'].includes(fence.lang) && /(?:^|[\s;&|])sed -i /m.test(fence.content),
      );
      assert.ok(edits.length > 0, 'the post edits no file');
      execFileSync('sh', ['-e', '-c', edits.map((fence) => fence.content).join('\n')], {cwd: dir});
      for (const fence of page.fences.filter((f) => f.lang === 'hcl' || f.lang === 'terraform')) {
        const file = /^([\w./-]+\.tf)\b/.exec(fence.title)?.[1];
        if (!file || !existsSync(path.join(dir, file))) continue;
        const target = path.join(dir, file);
        writeFileSync(target, replaceBlocks(readFileSync(target, 'utf8'), fence.content));
      }

      assert.deepEqual(await parseProblems(dir), []);

      // The edits did what the post says.
      const compose = YAML.parse(readFileSync(path.join(dir, 'docker-compose-tor.yml'), 'utf8'));
      assert.match(
        compose.services.tor.environment.TOR_EXTRA_OPTIONS,
        /^### Try[\s\S]*NumEntryGuards 8/,
      );
      assert.match(compose.services.tdexd.image, /:v0\.9\.1$/);
      const main = await parseHcl(
        'main.tf',
        readFileSync(path.join(dir, 'terabox/main.tf'), 'utf8'),
      );
      assert.ok(
        JSON.stringify(main).includes('"source":"../docker-compose-tor.yml"'),
        'main.tf does not upload ../docker-compose-tor.yml',
      );
      const variables = await parseHcl(
        'variables.tf',
        readFileSync(path.join(dir, 'terabox/variables.tf'), 'utf8'),
      );
      const region = variables.variable.aws_region[0].default;
      assert.ok(
        region in variables.variable.aws_amis[0].default,
        `no AMI for the region ${region}`,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
}
