// Every page that declares `sample_run` in its front matter has its samples run, as a reader would:
//
//   sample_run:
//     mock: tdex-v1           # tests/content/mocks/tdex-v1.mjs, started for the page
//     run: [check.js, {shell: Fund the wallets}]  # the steps, in this order (below)
//     install_from: ./install.md  # optional: take the install steps from that page instead
//     tab: regtest            # optional: of fences sharing a file title, the one in this TabItem
//     network: regtest        # optional: read by the mock (tdex-v1 serves liquid or regtest)
//
// or, for a page whose samples cannot run: `sample_run: {skip: <why, for the test's output>}`.
//
// In a scratch folder: `npm init -y`, then every code fence whose title is a relative file name is
// written under that name (a `package.json` fence replaces npm init's), then every `npm install ...`,
// `npm i ...` and `npm pkg set ...` line of the page's bash fences runs verbatim, in page order.
// The mock's `start()` resolves to `{url, close, env?}` (loopback only; it gets `{dir, sampleRun}`,
// the page's folder, to load what the page installed, and its `sample_run`). Each step runs with
// TDEX_PROVIDER_URL set to `url`, plus the mock's `env` (whose PATH may put stand-ins such as
// `nigiri` first): a file title is executed with node (TypeScript by Node.js's type stripping);
// `{shell: <title>}` runs the commands of the bash fence with that title with `bash -e`. A non-zero
// exit (an uncaught error included) fails the page's test with the step and its output. When the
// page has a `text` fence titled `Output of <file or fence title>`, the step's standard output must
// match it line by line, where `<...>` stands for any non-empty text: the output a page shows its
// readers is the output they get.
//
// A dependency the page installs from a host other than the npm registry (a `github:` package, a git
// or tarball URL) is tried first: if its host cannot be reached from this machine, the page is
// skipped with that reason. The GitHub workflow runs `npm test` where GitHub is reachable. Where it
// cannot be, SAMPLES_GITHUB_MIRROR=<folder> installs a `github:<owner>/<name>#<commit>` dependency
// from the same commit of a local git copy, <folder>/<owner>+<name>/repo (a bare or ordinary
// repository), packed with `git archive`.
//
// Installs are cached within a run: pages with the same install steps share one node_modules.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {lookup} from 'node:dns/promises';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {codeFences, contentFiles, ROOT, readPage, sampleLabel} from '../support/site.mjs';

export const MOCKS = path.join(ROOT, 'tests/content/mocks');
const FILE_TITLE = /^(?:[\w.-]+\/)*[\w-][\w.-]*\.[a-z]+$/;
const INSTALL_LINE = /^\s*(?:\$\s+)?npm\s+(?:install|i|pkg\s+set)(?:\s|$)/;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);
const RUN_TIMEOUT = 120_000;

// The environment of a reader's shell: under `npm test`, npm passes its own settings down
// (npm_config_local_prefix is this repository), which must not reach the scratch installs.
const KEPT_NPM = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_registry']);
const readerEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_(config|package|lifecycle)_/i.test(key) || KEPT_NPM.has(key.toLowerCase()),
  ),
);

// Runs a command and resolves with its exit code, its output (both streams, as a terminal shows them)
// and its standard output; a timeout counts as a failure.
function exec(command, args, {cwd, env = {}, timeout = RUN_TIMEOUT, shell = false}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      shell,
      timeout,
      env: {...readerEnv, npm_config_audit: 'false', npm_config_fund: 'false', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => ((output += chunk), (stdout += chunk)));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({code: -1, output: `${output}${error.message}`, stdout}));
    child.on('close', (code, signal) =>
      resolve({code: signal ? `${signal} (timeout ${timeout / 1000}s?)` : code, output, stdout}),
    );
  });
}

// The TabItem value a line of the page sits in, if any.
function tabAt(source, line) {
  let value = null;
  for (const text of source.split('\n').slice(0, line - 1)) {
    const open = /<TabItem\b[^>]*\bvalue="([^"]+)"/.exec(text);
    if (open) value = open[1];
    if (/<\/TabItem>/.test(text)) value = null;
  }
  return value;
}

// The files a page writes ({name → content}) and its npm install command lines.
function stepsOf(page, tab) {
  const source = page.source ?? '';
  const files = new Map();
  const installs = [];
  for (const fence of page.fences) {
    if (FILE_TITLE.test(fence.title) && !fence.title.startsWith('/')) {
      // Fences sharing a title (one per tab): the one in the chosen tab wins, else the first.
      const inTab = tab && source ? tabAt(source, fence.line) === tab : false;
      if (!files.has(fence.title) || inTab) files.set(fence.title, fence.content);
    } else if (SHELL_LANGS.has(fence.lang)) {
      for (const line of fence.content.split('\n')) {
        if (INSTALL_LINE.test(line)) installs.push(line.trim().replace(/^\$\s+/, ''));
      }
    }
  }
  return {files, installs};
}

// Hosts other than the npm registry that an install would fetch from: `github:o/r`, `o/r#ref`,
// git and http(s) URLs, in package.json dependencies/overrides or on the command lines.
function foreignSources(files, installs) {
  const specs = [];
  if (files.has('package.json')) {
    const json = JSON.parse(files.get('package.json'));
    const walk = (value) => {
      if (typeof value === 'string') specs.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const key of ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides']) {
      walk(json[key]);
    }
  }
  for (const line of installs)
    specs.push(
      ...line
        .split(/\s+/)
        .slice(2)
        .map((a) => a.replace(/^[@\w./-]+@(?=\w+:)/, '')),
    );
  const sources = [];
  for (const spec of specs) {
    let host = null;
    if (/^github:|^[\w-]+\/[\w.-]+(#.*)?$/.test(spec)) host = 'github.com';
    else if (/^gitlab:/.test(spec)) host = 'gitlab.com';
    else if (/^bitbucket:/.test(spec)) host = 'bitbucket.org';
    else if (/^(git\+)?(https?|ssh|git):\/\//.test(spec))
      host = new URL(spec.replace(/^git\+/, '')).hostname;
    if (host) sources.push({spec, host});
  }
  return sources;
}

// Whether a TCP connection to host:port opens within `timeout` ms, name lookup included.
async function reachable(host, port = 443, timeout = 4000) {
  const late = new Promise((resolve) => setTimeout(resolve, timeout, false).unref());
  return Promise.race([late, connects(host, port, timeout)]);
}

async function connects(host, port, timeout) {
  try {
    const {address} = await lookup(host);
    return await new Promise((resolve) => {
      const socket = connect({host: address, port, timeout});
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(false));
    });
  } catch {
    return false;
  }
}

// `github:<owner>/<name>#<commit>` from SAMPLES_GITHUB_MIRROR, as a `file:` tarball of that commit.
async function fromMirror(spec, dir) {
  const mirror = process.env.SAMPLES_GITHUB_MIRROR;
  const match = /^(?:github:)?([\w.-]+)\/([\w.-]+)#([0-9a-f]{40})$/.exec(spec);
  if (!mirror || !match) return null;
  const [, owner, name, commit] = match;
  const repo = path.join(mirror, `${owner}+${name}`, 'repo');
  if (!existsSync(repo)) return null;
  const tarball = path.join(dir, `${owner}+${name}-${commit}.tgz`);
  const packed = await exec(
    'git',
    ['-C', repo, 'archive', '--format=tar.gz', '--prefix=package/', '-o', tarball, commit],
    {cwd: dir},
  );
  return packed.code === 0 ? `file:${tarball}` : null;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'tdex-samples-run-'));
// On exit, not in an after() hook: runSamples may be used outside the tests of this file.
process.on('exit', () => rmSync(scratch, {recursive: true, force: true}));
const installs = new Map(); // install key → Promise<{dir} | {skip} | {error}>

// Installs once per distinct set of install steps; resolves to the folder holding node_modules.
function install(files, commands) {
  const key = createHash('sha256')
    .update(JSON.stringify([files.get('package.json') ?? '', commands]))
    .digest('hex')
    .slice(0, 16);
  if (!installs.has(key)) {
    installs.set(
      key,
      (async () => {
        const dir = path.join(scratch, `install-${key}`);
        mkdirSync(dir, {recursive: true});
        const unreachable = [];
        let packageJson = files.get('package.json');
        let lines = commands;
        for (const {spec, host} of foreignSources(files, commands)) {
          if (await reachable(host)) continue;
          const tarball = await fromMirror(spec, dir);
          if (tarball) {
            packageJson = packageJson?.split(JSON.stringify(spec)).join(JSON.stringify(tarball));
            lines = lines.map((line) => line.split(spec).join(tarball));
          } else unreachable.push(`${spec} (from ${host})`);
        }
        if (unreachable.length > 0) {
          return {
            skip: `the page installs ${unreachable.join(', ')}, and that host cannot be reached from this machine; the GitHub workflow runs it`,
          };
        }
        const init = await exec('npm', ['init', '-y'], {cwd: dir});
        if (init.code !== 0) return {error: `npm init -y failed:\n${init.output}`};
        if (packageJson) writeFileSync(path.join(dir, 'package.json'), packageJson);
        for (const command of lines) {
          const result = await exec(command, [], {cwd: dir, shell: true, timeout: 600_000});
          if (result.code !== 0)
            return {error: `"${command}" failed (${result.code}):\n${result.output.slice(-3000)}`};
        }
        return {dir};
      })(),
    );
  }
  return installs.get(key);
}

/**
 * Runs the `sample_run` of a page (from readPage, or built in memory with `source`). Resolves to
 * {skip} with a reason, or {failures: [...]}, or {ran: [...file names]}.
 */
export async function runSamples(page, {mocksDir = MOCKS, readOther = readPage} = {}) {
  const spec = page.data.sample_run;
  // A page whose samples cannot run says why, and the test skips with that reason.
  if (typeof spec?.skip === 'string' && spec.skip.trim()) return {skip: spec.skip.trim()};
  if (!spec?.mock || !Array.isArray(spec.run) || spec.run.length === 0) {
    return {failures: [`${page.file}: sample_run needs mock: <name> and run: [<steps>]`]};
  }
  const own = stepsOf(page, spec.tab);
  let setup = own;
  if (spec.install_from) {
    const other = readOther(path.posix.join(path.posix.dirname(page.file), spec.install_from));
    const steps = stepsOf(other, spec.tab);
    setup = {files: new Map(steps.files), installs: steps.installs};
    if (!steps.files.has('package.json')) setup.files.delete('package.json');
  }
  const installFiles = new Map([...setup.files].filter(([name]) => name === 'package.json'));
  const installed = await install(installFiles, [
    ...setup.installs,
    ...(spec.install_from ? own.installs : []),
  ]);
  if (installed.skip) return {skip: installed.skip};
  if (installed.error) return {failures: [`${page.file}: ${installed.error}`]};

  const dir = mkdtempSync(path.join(scratch, 'page-'));
  for (const name of ['package.json', 'package-lock.json', 'node_modules']) {
    if (existsSync(path.join(installed.dir, name))) {
      symlinkSync(path.join(installed.dir, name), path.join(dir, name));
    }
  }
  for (const [name, content] of own.files) {
    if (name === 'package.json') continue;
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), content);
  }
  // The steps: a file title, run with node, or {shell: <title>}, a bash fence run with bash -e.
  const steps = [];
  for (const entry of spec.run) {
    if (typeof entry === 'string') {
      const fence = page.fences.find((f) => f.title === entry);
      if (!own.files.has(entry) || !fence)
        return {
          failures: [`${page.file}: sample_run.run names ${entry}, but no fence has that title`],
        };
      steps.push({title: entry, fence, command: process.execPath, args: [entry]});
    } else {
      const title = entry?.shell;
      const fence = page.fences.find((f) => f.title === title && SHELL_LANGS.has(f.lang));
      if (!fence)
        return {
          failures: [
            `${page.file}: sample_run.run names {shell: ${title}}, but no bash fence has that title`,
          ],
        };
      steps.push({title, fence, command: 'bash', args: ['-e', '-c', fence.content]});
    }
  }

  const mockFile = path.join(mocksDir, `${spec.mock}.mjs`);
  if (!existsSync(mockFile)) return {failures: [`${page.file}: no mock ${mockFile}`]};
  const mock = await (await import(pathToFileURL(mockFile).href)).start({dir, sampleRun: spec});
  const failures = [];
  const outputs = {};
  try {
    for (const step of steps) {
      const where = sampleLabel(page.file, step.fence, page.fences.indexOf(step.fence));
      const result = await exec(step.command, step.args, {
        cwd: dir,
        env: {TDEX_PROVIDER_URL: mock.url, ...mock.env},
      });
      const shown = step.command === 'bash' ? `bash -e (${step.title})` : `node ${step.title}`;
      if (result.code !== 0) {
        failures.push(
          `${where}: ${shown} exited with ${result.code}:\n${result.output.slice(-3000)}`,
        );
        break; // later steps usually depend on the earlier ones
      }
      const expected = page.fences.find(
        (f) => f.lang === 'text' && f.title === `Output of ${step.title}`,
      );
      const mismatch = expected ? outputMismatch(expected.content, result.stdout) : null;
      if (mismatch) {
        const label = sampleLabel(page.file, expected, page.fences.indexOf(expected));
        failures.push(`${label}: the output of ${shown} differs from the page: ${mismatch}`);
        break;
      }
      outputs[step.title] = result.output;
    }
  } finally {
    await mock.close();
  }
  return failures.length > 0 ? {failures} : {ran: steps.map((step) => step.title), outputs};
}

/**
 * Whether `actual` matches the `expected` text line by line, where `<...>` in an expected line stands
 * for any non-empty text; trailing spaces and trailing empty lines do not count. Null when it does,
 * else what differs.
 */
export function outputMismatch(expected, actual) {
  const lines = (text) => {
    const all = text.split('\n').map((line) => line.replace(/\s+$/, ''));
    while (all.length > 0 && all.at(-1) === '') all.pop();
    return all;
  };
  const want = lines(expected);
  const got = lines(actual);
  for (let i = 0; i < Math.max(want.length, got.length); i += 1) {
    if (i >= want.length) return `line ${i + 1} is not on the page: ${JSON.stringify(got[i])}`;
    if (i >= got.length)
      return `line ${i + 1} is missing: the page shows ${JSON.stringify(want[i])}`;
    const pattern = want[i]
      .split('<...>')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    if (!new RegExp(`^${pattern}$`).test(got[i]))
      return `line ${i + 1} is ${JSON.stringify(got[i])}, the page shows ${JSON.stringify(want[i])}`;
  }
  return null;
}

const readWithSource = (file) => ({
  ...readPage(file),
  source: readFileSync(path.join(ROOT, file), 'utf8'),
});
const pages = contentFiles()
  .map((file) => readWithSource(file))
  .filter((page) => page.data.sample_run);

const stepTitle = (entry) => (typeof entry === 'string' ? entry : `shell: ${entry?.shell}`);

// A page whose samples are those of a page already run, byte for byte (its Markdown, and the page it
// takes its install steps from), has the result of that run: a docs version just cut repeats the
// current docs, and running the same files against the same mock again would prove nothing more.
const runsBySamples = new Map();
function samplesKey(page) {
  const installFrom = page.data.sample_run?.install_from;
  const other = installFrom
    ? readWithSource(path.posix.join(path.posix.dirname(page.file), installFrom)).source
    : '';
  return createHash('sha256')
    .update(JSON.stringify([page.source, other]))
    .digest('hex');
}

for (const page of pages) {
  const steps = page.data.sample_run.run?.map(stepTitle).join(', ') ?? 'not run';
  test(`samples run: ${page.file} (${steps})`, async (t) => {
    const started = Date.now();
    const key = samplesKey(page);
    const earlier = runsBySamples.get(key);
    if (earlier) t.diagnostic(`the same samples as ${earlier.file}: its run's result`);
    else
      runsBySamples.set(key, {
        file: page.file,
        result: runSamples(page, {readOther: readWithSource}),
      });
    const result = await runsBySamples.get(key).result;
    t.diagnostic(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (result.skip) {
      t.skip(result.skip);
      return;
    }
    if (result.failures) assert.fail(result.failures.join('\n'));
    for (const [name, output] of Object.entries(result.outputs)) {
      t.diagnostic(`${name}: ${output.trim().split('\n').at(-1)?.slice(0, 160) ?? ''}`);
    }
  });
}

// In-memory pages, with a mock written for them, to show that each kind of failure is caught.
const memoryPage = (file, data, markdown) => ({
  file,
  data,
  source: markdown,
  fences: codeFences(markdown, 1),
});

test('a sample that throws or exits non-zero fails, naming the page and the file', async () => {
  const mocksDir = mkdtempSync(path.join(scratch, 'mocks-'));
  writeFileSync(
    path.join(mocksDir, 'fixed.mjs'),
    "export async function start() { return {url: 'http://127.0.0.1:9', env: {EXTRA: 'yes'}, close: async () => {}}; }\n",
  );
  const page = memoryPage(
    'docs/memory/throws.md',
    {sample_run: {mock: 'fixed', run: ['ok.mjs', 'bad.js']}},
    [
      '```js title="ok.mjs"',
      "if (process.env.TDEX_PROVIDER_URL !== 'http://127.0.0.1:9' || process.env.EXTRA !== 'yes') process.exit(3);",
      '```',
      '```js title="bad.js"',
      "throw new Error('boom');",
      '```',
    ].join('\n'),
  );
  const {failures} = await runSamples(page, {mocksDir});
  assert.equal(failures?.length, 1, JSON.stringify(failures));
  assert.match(
    failures[0],
    /^docs\/memory\/throws\.md:5 \(js sample 2, "bad\.js"\): node bad\.js exited with 1/,
  );
  assert.match(failures[0], /boom/);
});

test('a TypeScript sample runs with its types stripped, and the chosen tab is the one written', async () => {
  const mocksDir = mkdtempSync(path.join(scratch, 'mocks-'));
  writeFileSync(
    path.join(mocksDir, 'm.mjs'),
    "export async function start() { return {url: 'x', close: async () => {}}; }\n",
  );
  const page = memoryPage(
    'docs/memory/ts.md',
    {sample_run: {mock: 'm', run: ['main.ts'], tab: 'regtest'}},
    [
      '```bash',
      'npm pkg set type=module',
      '```',
      '<TabItem value="mainnet">',
      '```ts title="net.ts"',
      "export const net: string = 'liquid';",
      '```',
      '</TabItem>',
      '<TabItem value="regtest">',
      '```ts title="net.ts"',
      "export const net: string = 'regtest';",
      '```',
      '</TabItem>',
      '```ts title="main.ts"',
      "import {net} from './net.ts';",
      "const check = (n: string): void => { if (n !== 'regtest') throw new Error(n); };",
      'check(net);',
      '```',
    ].join('\n'),
  );
  assert.deepEqual((await runSamples(page, {mocksDir})).ran, ['main.ts']);
});

test('a page whose dependency comes from an unreachable host is skipped with the reason', async () => {
  const page = memoryPage(
    'docs/memory/remote.md',
    {sample_run: {mock: 'none', run: ['a.js']}},
    ['```bash', 'npm install git+https://unreachable.invalid/x.git', '```'].join('\n'),
  );
  const {skip} = await runSamples(page);
  assert.match(
    skip ?? '',
    /git\+https:\/\/unreachable\.invalid\/x\.git \(from unreachable\.invalid\)/,
  );
});

test("a shell step runs its bash fence with bash -e and the mock's PATH, and its output is matched", async () => {
  const mocksDir = mkdtempSync(path.join(scratch, 'mocks-'));
  const bin = path.join(mocksDir, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'standin'), '#!/bin/sh\necho "txId: $1"\n', {mode: 0o755});
  writeFileSync(
    path.join(mocksDir, 'shell.mjs'),
    `export async function start() { return {url: 'x', env: {PATH: ${JSON.stringify(bin)} + ':' + process.env.PATH}, close: async () => {}}; }\n`,
  );
  const page = (script, shown) =>
    memoryPage(
      'docs/memory/shell.md',
      {sample_run: {mock: 'shell', run: [{shell: 'Fund it'}]}},
      [
        '```bash title="Fund it"',
        ...script,
        '```',
        '```text title="Output of Fund it"',
        ...shown,
        '```',
      ].join('\n'),
    );
  const ran = await runSamples(page(['standin abc123', 'echo done'], ['txId: <...>', 'done']), {
    mocksDir,
  });
  assert.deepEqual(ran.ran, ['Fund it'], JSON.stringify(ran.failures));

  const differs = await runSamples(page(['standin abc123'], ['txId: <...>', 'done']), {mocksDir});
  assert.match(
    differs.failures?.[0] ?? '',
    /shell\.md:5 \(text sample 2, "Output of Fund it"\).*line 2 is missing/,
  );

  const empty = await runSamples(page(['standin'], ['txId: <...>']), {mocksDir});
  assert.match(empty.failures?.[0] ?? '', /line 1 is "txId:", the page shows "txId: <\.\.\.>"/);

  const stops = await runSamples(page(['false', 'standin abc123'], ['txId: <...>']), {mocksDir});
  assert.match(stops.failures?.[0] ?? '', /bash -e \(Fund it\) exited with 1/);
});

test('the output check: `<...>` stands for any non-empty text, and no line may be left over', () => {
  assert.equal(outputMismatch('a <...> b\n\n', 'a 1 2 b  \n'), null);
  assert.match(outputMismatch('a <...> b', 'a  b') ?? '', /line 1/);
  assert.match(outputMismatch('a', 'a\nb') ?? '', /line 2 is not on the page: "b"/);
  assert.equal(outputMismatch('cost (1.5*x)', 'cost (1.5*x)'), null);
  assert.match(outputMismatch('cost (1.5*x)', 'cost (105*x)') ?? '', /line 1/);
});

// The v0.9.1 provider of tdex-v1.mjs on a failed broadcast: trade_service.go:575-586 and
// handler/trade_old.go:267 answer gRPC INTERNAL with the explorer's answer as the message.
// Completing a trade a second time makes the daemon broadcast its transaction again (domain
// Trade.Complete:106-109), which the chain has mined.
test('tdex-v1: a broadcast Elements refuses is INTERNAL with the explorer answer, as tdex-daemon v0.9.1 sends it', async (t) => {
  const page = memoryPage(
    'versioned_docs/version-0.9.1/trader/SDK/Javascript/memory-broadcast.md',
    {sample_run: {mock: 'tdex-v1', install_from: './install.md', run: ['twice.js']}},
    [
      '```js title="twice.js"',
      "const {Trade, TradeType, Mnemonic, IdentityType, mnemonicRestorerFromEsplora, fetchAndUnblindUtxos, greedyCoinSelector} = require('tdex-sdk');",
      'const EXPLORER = process.env.TDEX_EXPLORER_URL;',
      "const market = {baseAsset: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d', quoteAsset: 'ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2'};",
      'async function main() {',
      "  const identity = await mnemonicRestorerFromEsplora(new Mnemonic({chain: 'liquid', type: IdentityType.Mnemonic, opts: {mnemonic: process.env.TDEX_MNEMONIC}}))({esploraURL: EXPLORER, gapLimit: 20});",
      '  const utxos = await fetchAndUnblindUtxos(await identity.getAddresses(), EXPLORER);',
      '  const trade = new Trade({providerUrl: process.env.TDEX_PROVIDER_URL, explorerUrl: EXPLORER, utxos, coinSelector: greedyCoinSelector()});',
      '  const accept = await trade.marketOrderRequest(market, TradeType.SELL, 100000, market.baseAsset, identity);',
      "  console.log('first:', await trade.marketOrderComplete(accept, identity));",
      '  try {',
      '    await trade.marketOrderComplete(accept, identity);',
      '  } catch (err) {',
      "    console.log('second:', err.code, err.details);",
      '  }',
      '}',
      'main().catch((err) => { console.error(err); process.exit(1); });',
      '```',
      '```text title="Output of twice.js"',
      'first: <...>',
      'second: 13 sendrawtransaction RPC error: {"code":-27,"message":"Transaction already in block chain"}',
      '```',
    ].join('\n'),
  );
  const result = await runSamples(page, {readOther: readWithSource});
  if (result.skip) return t.skip(result.skip);
  assert.deepEqual(result.ran, ['twice.js'], result.failures?.join('\n'));
});
