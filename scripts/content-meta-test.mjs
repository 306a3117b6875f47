#!/usr/bin/env node
// The content meta-test: the tests follow the content. In a temporary copy of the repository it
// adds a docs page to the current docs, a blog post with an existing tag, and a new docs version
// (`docusaurus docs:version`, which copies the current docs, new page included), builds the copy,
// and runs the tests that check content against that build, unedited: the node:test files (but for
// the two that build or measure on their own, CHECKOUT_TESTS in scripts/node-tests.mjs) and the
// browser specs tagged @content, on both Playwright projects. The copy holds every page of the site
// and more, so scripts/test.mjs runs these tests here only, not on build/ as well. If a test had a
// hand-written list of pages, posts, tags or versions, or a count, it fails here.
//
// The copy also carries the crash pages of e2e/site/errors.spec.ts (addCrashWrappers), which the
// production build must not.
//
// `npm run test:content` (scripts/test.mjs runs it and counts each test from the reports this writes
// into .tmp/). One cold build of the copy plus the tests: about 5 minutes on a 2-core machine (2026-11-28).
// Exits non-zero when a step fails; the copy is removed unless KEEP_COPY=1.
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {CHECKOUT_TESTS, nodeTestFiles} from './node-tests.mjs';
import {
  ROOT,
  buildSite,
  freePort,
  makeSiteCopy,
  removeSiteCopy,
  usedBlogTags,
} from '../tests/support/site.mjs';

// What scripts/test.mjs counts (it names the same two files): the node tests' TAP report and the
// browser specs' JSON report.
const NODE_REPORT = path.join(ROOT, '.tmp/content-node-test.tap');
const BROWSER_REPORT = path.join(ROOT, '.tmp/content-playwright.json');

// The version the meta-test cuts: newer than every release, so it gets /docs/v<major>/.
const NEW_VERSION = '9.0.0';
const NEW_PAGE_ID = 'provider/meta-test-page';

const CHECKED_AGAINST = `checked_against:
  - repo: tdex-network/tdex-registry
    ref: 0cca0d0558b3092e587f0f4133f279cf34141cdf
    paths:
      - README.md
`;

function addDocsPage(copy) {
  writeFileSync(
    path.join(copy, 'docs', `${NEW_PAGE_ID}.md`),
    `---
title: Meta-test page
description: A page that the content meta-test adds to a copy of the site, to show that the tests follow the content.
${CHECKED_AGAINST}---

This page exists only in a temporary copy of the site. The tests find it from the docs folder.

## A section

The table of contents lists this heading.
`,
  );
  // Every page has its place in the reading order (plugins/reading-order): content, not a test.
  const file = path.join(copy, 'docs/reading-order.json');
  const order = JSON.parse(readFileSync(file, 'utf8'));
  const section = order.sections.find((s) => s.pages.includes('provider/registry'));
  section.pages.push(NEW_PAGE_ID);
  writeFileSync(file, `${JSON.stringify(order, null, 2)}\n`);
}

function addBlogPost(copy) {
  const [tag] = usedBlogTags(copy);
  writeFileSync(
    path.join(copy, 'blog', '2026-11-20-meta-test-post.md'),
    `---
slug: meta-test-post
title: Meta-test post
description: A post that the content meta-test adds to a copy of the site, with a tag the blog already has.
authors: [kcoax]
tags: [${tag.key}]
${CHECKED_AGAINST}---

This post exists only in a temporary copy of the site.

{/* truncate */}

The tests find it, its tag page and its place in the feeds from the blog folder.
`,
  );
}

// The crash pages of e2e/site/errors.spec.ts: two theme wrappers that exist only in this copy (the
// production build must not carry them) and throw while the page sets `window.__tdexCrash`: inside
// the layout (the page's Markdown content, under the layout's error boundary) or outside it (the
// navbar, under core's root boundary). With the flag unset they render as stock.
const CRASH_WRAPPERS = {
  'src/theme/MDXContent/index.tsx': ['@theme-original/MDXContent', 'inside'],
  'src/theme/Navbar/index.tsx': ['@theme-original/Navbar', 'outside'],
};

function addCrashWrappers(copy) {
  for (const [file, [original, where]] of Object.entries(CRASH_WRAPPERS)) {
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    writeFileSync(
      path.join(copy, file),
      `import Original from '${original}';

export default function CrashOnRequest(props) {
  if (typeof window !== 'undefined' && window.__tdexCrash === '${where}') {
    throw new Error('Simulated crash ${where} the layout');
  }
  return <Original {...props} />;
}
`,
    );
  }
}

function step(label, command, args, options) {
  const started = Date.now();
  console.log(`\n=== meta-test: ${label}`);
  const r = spawnSync(command, args, {stdio: 'inherit', ...options});
  console.log(
    `=== meta-test: ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`,
  );
  return r.status === 0;
}

// A step that runs while another one runs too. `quiet`: its output is kept and printed in one piece
// once it ends, so the lines of the two steps do not mix. Resolves to whether it passed.
function stepAsync(label, command, args, {quiet = false, ...options} = {}) {
  const started = Date.now();
  console.log(`\n=== meta-test: ${label}${quiet ? ' (output when it ends)' : ''}`);
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    ...options,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (quiet) console.log(`\n=== meta-test: ${label}: output\n${Buffer.concat(output)}`);
      console.log(
        `=== meta-test: ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`,
      );
      resolve(status === 0);
    });
  });
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

// What the copy needs besides the sources: the page types that some browser specs read from bench/
// (the copy leaves bench/ out), and a git history, which the pages' "Last updated" dates come from.
// The history is the checkout's (a local fetch, seconds), with the copy's changes as one more commit,
// so each page keeps the date of its own last commit and the dates test checks as much as on build/.
function completeCopy(copy) {
  cpSync(path.join(ROOT, 'bench/page-types.json'), path.join(copy, 'bench/page-types.json'));
  const git = (...args) =>
    spawnSync(
      'git',
      ['-c', 'user.name=meta-test', '-c', 'user.email=meta-test@localhost', ...args],
      {
        cwd: copy,
        stdio: 'ignore',
      },
    ).status === 0;
  if (!git('init', '-q')) return false;
  // A checkout without git (an unpacked archive) gives the copy a history of one commit.
  if (git('fetch', '-q', '--no-tags', ROOT, 'HEAD')) git('reset', '-q', 'FETCH_HEAD');
  return git('add', '-A') && git('commit', '-q', '-m', 'content meta-test');
}

async function main() {
  const started = Date.now();
  mkdirSync(path.dirname(NODE_REPORT), {recursive: true});
  for (const report of [NODE_REPORT, BROWSER_REPORT]) rmSync(report, {force: true});
  const copy = await makeSiteCopy('tdex-content-meta-');
  let ok = false;
  try {
    addDocsPage(copy);
    addBlogPost(copy);
    addCrashWrappers(copy);
    ok = step(
      `docs:version ${NEW_VERSION}`,
      path.join(ROOT, 'node_modules/.bin/docusaurus'),
      ['docs:version', NEW_VERSION],
      {cwd: copy},
    );
    if (ok && !completeCopy(copy))
      throw new Error('could not commit the copy into a git repository');
    if (ok) {
      console.log('\n=== meta-test: build');
      const buildStarted = Date.now();
      const {code, output} = await buildSite(copy);
      ok = code === 0;
      console.log(ok ? `built in ${seconds(buildStarted)}` : output);
    }
    // The node tests and the browser specs run side by side: many node tests wait on processes
    // of their own (sample runs, mock servers), time the two Playwright workers fill.
    const files = nodeTestFiles(copy).filter((file) => !CHECKOUT_TESTS.includes(file));
    const port = String(await freePort());
    const [nodeOk, browserOk] = ok
      ? await Promise.all([
          stepAsync(
            'node tests',
            process.execPath,
            [
              '--test',
              // Two files at a time (node's default on two cores is one): many wait on npm installs
              // and mock servers, and the node tests outlasted the browser specs by 40 s (2026-11-28).
              '--test-concurrency=2',
              '--test-reporter=spec',
              '--test-reporter-destination=stdout',
              '--test-reporter=tap',
              `--test-reporter-destination=${NODE_REPORT}`,
              ...files,
            ],
            {cwd: copy, quiet: true},
          ),
          stepAsync(
            'browser specs tagged @content',
            path.join(ROOT, 'node_modules/.bin/playwright'),
            ['test', '--grep', '@content', '--reporter=dot,json'],
            {
              cwd: copy,
              env: {
                ...process.env,
                PORT: port,
                SITE_DIR: 'build',
                PLAYWRIGHT_JSON_OUTPUT_NAME: BROWSER_REPORT,
              },
            },
          ),
        ])
      : [false, false];
    ok = ok && nodeOk && browserOk;
  } finally {
    if (process.env.KEEP_COPY === '1') console.log(`copy kept: ${copy}`);
    else removeSiteCopy(copy);
  }
  console.log(`\ncontent meta-test ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`);
  process.exit(ok ? 0 : 1);
}

await main();
