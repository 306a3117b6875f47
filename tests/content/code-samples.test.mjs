// Every JavaScript and TypeScript sample (`js`, `javascript`, `ts`, `typescript` fences) in the doc
// pages of every version and in the blog posts is type-checked with the TypeScript compiler against
// the published typings of the exact package versions its page names.
//
// How a page names them: the front matter key `sample_packages`, a list of `name@exact-version`
// entries. Each entry must be installed as the devDependency `<name>-<version>`, an npm alias
// (`"tdex-sdk-1.7.7": "npm:tdex-sdk@1.7.7"`); the test maps the bare name (`tdex-sdk`, `tdex-sdk/...`)
// to that alias. A sample may import only those packages and Node.js built-ins. A version that is
// not installed (the registry does not serve it) skips the page with the reason.
//
// Samples whose title is a relative file name (`title="src/pegin.js"`) are written under that name,
// so samples on one page can import each other (`require('./settings')`). When a page has several
// samples with the same file name (one per tab), the page is checked once for each of them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtinModules} from 'node:module';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {codeFences, contentFiles, ROOT, readPage, sampleLabel} from '../support/site.mjs';

const LANGS = {js: '.js', javascript: '.js', ts: '.ts', typescript: '.ts'};
const PACKAGE_ENTRY = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)@(\d+\.\d+\.\d+(?:-[\w.-]+)?)$/;
const FILE_TITLE = /^(?:[\w-]+\/)*[\w.-]+\.(?:[cm]?[jt]s)$/;
const BUILTINS = new Set(builtinModules);
const DEV_DEPENDENCIES = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).devDependencies;

// `tdex-sdk/dist/x` → `tdex-sdk`, `@noble/curves/secp256k1` → `@noble/curves`.
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// Bare module specifiers a sample imports or requires.
function importsOf(content) {
  const found = new Set();
  const patterns = [
    /\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+[\w*{}\s,$]+\s+from\s+['"]([^'"]+)['"]/g,
    /\b(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of content.matchAll(pattern)) found.add(match[1]);
  }
  return [...found].filter((specifier) => !specifier.startsWith('.'));
}

// Reads a page's `sample_packages`; returns {packages: Map(name → version), problems: [...]}.
function samplePackages(page) {
  const declared = page.data.sample_packages ?? [];
  const packages = new Map();
  const problems = [];
  if (!Array.isArray(declared)) {
    return {packages, problems: [`${page.file}: sample_packages must be a list of name@version`]};
  }
  for (const entry of declared) {
    const match = PACKAGE_ENTRY.exec(String(entry));
    if (match) packages.set(match[1], match[2]);
    else problems.push(`${page.file}: sample_packages entry "${entry}" is not name@exact-version`);
  }
  return {packages, problems};
}

// Type-checks the samples of `pages` (objects from readPage, or built in memory). Resolves to
// {results: Map(file → {errors: [...], skipped: reason?})}.
export function checkSamples(pages) {
  const results = new Map();
  const dir = mkdtempSync(path.join(tmpdir(), 'tdex-samples-'));
  // One program per set of package versions: pages that pin the same versions compile together.
  const groups = new Map();
  const owners = new Map();
  try {
    for (const [pageIndex, page] of pages.entries()) {
      const samples = page.fences.filter((fence) => fence.lang in LANGS);
      if (samples.length === 0) continue;
      const result = {errors: [], skipped: null, undeclared: new Set()};
      results.set(page.file, result);

      const {packages, problems} = samplePackages(page);
      result.errors.push(...problems);
      const missing = [...packages].filter(([name, v]) => !(`${name}-${v}` in DEV_DEPENDENCIES));
      if (missing.length > 0) {
        const list = missing.map(([name, version]) => `${name}@${version}`).join(', ');
        result.skipped = `${list} is not installed (no devDependency ${missing.map(([n, v]) => `${n}-${v}`).join(', ')}): the npm registry used here does not serve it`;
        continue;
      }
      for (const [index, fence] of samples.entries()) {
        for (const specifier of importsOf(fence.content)) {
          const name = packageOf(specifier.replace(/^node:/, ''));
          if (specifier.startsWith('node:') || BUILTINS.has(name) || packages.has(name)) continue;
          result.undeclared.add(specifier);
          result.errors.push(
            `${sampleLabel(page.file, fence, index)}: imports "${specifier}", but the page's sample_packages does not name ${name}@<version>`,
          );
        }
      }

      // Samples sharing a file name (one per tab) are checked in turns, each in its own folder.
      const byName = new Map();
      samples.forEach((fence, index) => {
        const name = FILE_TITLE.test(fence.title)
          ? fence.title
          : `sample-${index + 1}${LANGS[fence.lang]}`;
        byName.set(name, [...(byName.get(name) ?? []), {fence, index}]);
      });
      const turns = Math.max(...[...byName.values()].map((list) => list.length));
      const key = [...packages]
        .map(([name, version]) => `${name}@${version}`)
        .sort()
        .join(' ');
      if (!groups.has(key)) groups.set(key, {packages, files: []});
      for (let turn = 0; turn < turns; turn += 1) {
        for (const [name, list] of byName) {
          const {fence, index} = list[Math.min(turn, list.length - 1)];
          const file = path.join(dir, `page-${pageIndex}`, `turn-${turn}`, name);
          mkdirSync(path.dirname(file), {recursive: true});
          writeFileSync(file, fence.content);
          groups.get(key).files.push(file);
          owners.set(file, {page: page.file, fence, index});
        }
      }
    }

    for (const {packages, files} of groups.values()) {
      const paths = {};
      for (const [name, version] of packages) {
        const target = path.join(ROOT, 'node_modules', `${name}-${version}`);
        paths[name] = [target];
        paths[`${name}/*`] = [`${target}/*`];
      }
      const program = ts.createProgram(files, {
        noEmit: true,
        allowJs: true,
        checkJs: true,
        strict: false,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        module: ts.ModuleKind.Preserve,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        moduleDetection: ts.ModuleDetectionKind.Force,
        // Node.js runs TypeScript samples as they are, so they import each other as `./x.ts`.
        allowImportingTsExtensions: true,
        esModuleInterop: true,
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [path.join(ROOT, 'node_modules', '@types')],
        paths,
      });
      for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
        const owner = diagnostic.file && owners.get(path.normalize(diagnostic.file.fileName));
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
        if (!owner) {
          throw new Error(`TypeScript error outside the samples: ${message}`);
        }
        // An undeclared package was already reported as such: its "cannot find module" adds nothing.
        const result = results.get(owner.page);
        if (
          diagnostic.code === 2307 &&
          [...result.undeclared].some((s) => message.includes(`'${s}'`))
        ) {
          continue;
        }
        const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const where = sampleLabel(owner.page, owner.fence, owner.index);
        result.errors.push(
          `${where} line ${line + 1} (page line ${owner.fence.line + line}): TS${diagnostic.code} ${message}`,
        );
      }
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  for (const result of results.values()) result.errors = [...new Set(result.errors)];
  return results;
}

const pages = contentFiles().map((file) => readPage(file));
const results = checkSamples(pages);

for (const [file, {errors, skipped}] of results) {
  test(`JavaScript and TypeScript samples type-check: ${file}`, (t) => {
    if (skipped) {
      t.skip(skipped);
      return;
    }
    if (errors.length > 0) assert.fail(`samples that do not type-check:\n${errors.join('\n')}`);
  });
}

// In-memory pages that must fail, to show each kind of failure is caught.
const memoryPage = (file, frontMatter, markdown) => ({
  file,
  data: frontMatter,
  fences: codeFences(markdown, 10),
});

test('a sample that uses an API the named version lacks fails with page and line', () => {
  // tdex-sdk 1.7.7's Discoverer takes trade orders, not bare clients.
  const page = memoryPage(
    'docs/memory/discoverer.md',
    {sample_packages: ['tdex-sdk@1.7.7']},
    [
      '```js title="old.js"',
      "const {Discoverer, TraderClient, bestPriceDiscovery} = require('tdex-sdk');",
      "const discoverer = new Discoverer([new TraderClient('localhost:9945')], bestPriceDiscovery);",
      'discoverer.discover({amount: 1, asset: "x", type: 1});',
      '```',
    ].join('\n'),
  );
  const {errors} = checkSamples([page]).get(page.file);
  assert.ok(errors.length > 0, 'the old Discoverer call must not type-check');
  assert.match(errors[0], /^docs\/memory\/discoverer\.md:11 \(js sample 1, "old\.js"\) line \d+/);
});

test('a sample that imports a package its page does not name fails', () => {
  const page = memoryPage(
    'docs/memory/undeclared.md',
    {},
    "```ts\nimport jwt from 'jsonwebtoken';\nexport const token = jwt;\n```",
  );
  const {errors} = checkSamples([page]).get(page.file);
  assert.ok(
    errors.some((error) => error.includes('imports "jsonwebtoken"')),
    errors.join('\n'),
  );
});

test('a page that names a version the registry does not serve is skipped with the reason', () => {
  const page = memoryPage(
    'docs/memory/unserved.md',
    {sample_packages: ['tdex-sdk@1.7.3']},
    "```js\nrequire('tdex-sdk');\n```",
  );
  const {skipped} = checkSamples([page]).get(page.file);
  assert.match(skipped ?? '', /tdex-sdk@1\.7\.3 is not installed/);
});

test('samples of one page import each other by their file titles', () => {
  const page = memoryPage(
    'docs/memory/two-files.md',
    {},
    [
      '```js title="settings.js"',
      "module.exports = {url: 'http://localhost:3001'};",
      '```',
      '```js title="main.js"',
      "const {url} = require('./settings');",
      'const n = url.length;',
      'console.log(n.toFixed(0));',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(checkSamples([page]).get(page.file).errors, []);
});
