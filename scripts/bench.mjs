#!/usr/bin/env node
// `npm run bench`: the performance figures of issue 5, written to bench/results/latest.md (and
// latest.json). Not part of `npm test`: it takes 8-40 minutes on a 2-core machine, depending on
// its load.
//
// Everything runs in a copy of the site under bench/tmp/ (node_modules linked, its own bundler cache),
// so the working copy's build/ and caches are left alone.
//
// Settings (environment):
//   BENCH_RUNS=3               cold builds per bundler setting, and Lighthouse runs per page type
//   BENCH_SCALE_SIZES=100,400,1600   extra generated docs pages for the scaling builds
//   BENCH_SCALE_RUNS=1         builds per scaling size (the median is reported)
//   BENCH_SKIP=                comma list of parts to skip: runtime,builds,weight,lighthouse,scaling
//   PORT=4186                  port of the static server Playwright starts for the weight spec
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {median, runLighthouse} from './perf/lighthouse.mjs';
import {copySiteInto} from './site-copy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, 'bench/tmp');
const SITE = path.join(TMP, 'site');
const CACHE = path.join(TMP, 'bundler-cache');
const RESULTS = path.join(ROOT, 'bench/results');
const perf = JSON.parse(readFileSync(path.join(ROOT, 'bench/page-types.json'), 'utf8'));

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '100,400,1600')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SCALE_RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 1);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const PORT = process.env.PORT ?? '4186';

const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const round = (n, digits = 1) => (n === undefined ? 'n/a' : Number(n).toFixed(digits));

// ---------------------------------------------------------------------------------------------
// The copy of the site

function prepareSite() {
  rmSync(TMP, {recursive: true, force: true});
  mkdirSync(SITE, {recursive: true});
  copySiteInto(SITE);
  // The page-type list is read by the weight spec.
  mkdirSync(path.join(SITE, 'bench'));
  cpSync(path.join(ROOT, 'bench/page-types.json'), path.join(SITE, 'bench/page-types.json'));
}

function dirSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
    files += 1;
  }
  return {bytes, files};
}

/** A cold build of the copy: no build output, generated files or bundler cache left from before. */
function coldBuild(env = {}) {
  for (const dir of ['build', '.docusaurus'])
    rmSync(path.join(SITE, dir), {recursive: true, force: true});
  rmSync(CACHE, {recursive: true, force: true});
  const resultFile = path.join(TMP, 'build-result.json');
  rmSync(resultFile, {force: true});
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/perf/build-once.mjs'), SITE, resultFile],
    {
      env: {...process.env, TDEX_BUNDLER_CACHE_DIR: CACHE, ...env},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const result = existsSync(resultFile)
    ? JSON.parse(readFileSync(resultFile, 'utf8'))
    : {code: run.status};
  if (run.status !== 0 || result.code !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    throw new Error(`build failed (${JSON.stringify(env)})`);
  }
  return {...result, output: dirSize(path.join(SITE, 'build'))};
}

// ---------------------------------------------------------------------------------------------
// Page weight: the Playwright weight spec, which writes one JSON file per page type

function measureWeight(label) {
  const dir = path.join(TMP, `weight-${label}`);
  rmSync(dir, {recursive: true, force: true});
  // CI=1: Playwright starts its own server for this copy, and fails if the port is taken rather
  // than measure whatever else is serving there.
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'e2e/perf/weight.spec.ts', '--project', 'desktop', '--reporter', 'line'],
    {cwd: SITE, env: {...process.env, WEIGHT_REPORT_DIR: dir, PORT, CI: '1'}, encoding: 'utf8'},
  );
  const pages = {};
  for (const {type} of perf.pages) {
    const file = path.join(dir, `${type.replace(/\W+/g, '-')}.json`);
    if (existsSync(file)) pages[type] = JSON.parse(readFileSync(file, 'utf8'));
  }
  const last = run.stdout
    .trim()
    .split('\n')
    .filter((l) => /passed|failed/.test(l));
  return {pages, playwright: last.join('; '), status: run.status};
}

// ---------------------------------------------------------------------------------------------
// Scaling: extra docs pages generated in the copy

const GENERATED = path.join(SITE, 'docs/bench-generated');

function generatePages(count) {
  rmSync(GENERATED, {recursive: true, force: true});
  mkdirSync(GENERATED, {recursive: true});
  writeFileSync(
    path.join(GENERATED, '_category_.json'),
    JSON.stringify({label: 'Generated pages', position: 99}),
  );
  const words = [
    'market',
    'swap',
    'liquidity',
    'fee',
    'asset',
    'wallet',
    'daemon',
    'trade',
    'price',
  ];
  for (let i = 1; i <= count; i += 1) {
    const w = (k) => words[(i + k) % words.length];
    writeFileSync(
      path.join(GENERATED, `page-${i}.md`),
      `---
title: 'Generated page ${i}'
description: 'A page generated by the benchmark to measure how the build grows with content.'
sidebar_position: ${i}
---

This page exists only in the benchmark's copy of the site. It stands for a guide of ordinary
length: a few sections of prose, a list, a table and a code block, like the provider guides.

## The ${w(0)} and the ${w(1)} (${i})

Each ${w(2)} of the ${w(3)} keeps its own balance. When a ${w(4)} settles, the daemon moves the
${w(5)} to the account that pays for it and writes the ${w(6)} to its log. See the
[introduction](../intro.md) for the words used here.

- first step for page ${i}: open the ${w(7)}
- second step: set the ${w(8)}
- third step: watch the ${w(0)}

| field | meaning |
|---|---|
| \`${w(1)}_id\` | which ${w(1)} this is |
| \`amount\` | how much, in satoshis |

## Run it

\`\`\`bash title="Example ${i}"
tdex ${w(2)} list --page ${i}
\`\`\`

The command prints one line per ${w(3)}; an empty list means nothing happened yet.
`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    },
    settings: {runs: RUNS, scaleSizes: SCALE_SIZES, scaleRuns: SCALE_RUNS, skip: [...SKIP]},
  };
  log('copying the site to', path.relative(ROOT, SITE));
  prepareSite();

  // The runtime switch turned back: React 19 in the browser too.
  if (!SKIP.has('runtime') && !SKIP.has('weight')) {
    log('build with CLIENT_RUNTIME=react');
    coldBuild({CLIENT_RUNTIME: 'react'});
    log('page weight, React 19 client');
    report.weightReact = measureWeight('react');
  }

  if (!SKIP.has('builds')) {
    report.builds = {on: [], off: []};
    for (let i = 1; i <= RUNS; i += 1) {
      // Off first, so the copy ends with a build of the configuration the site ships.
      for (const mode of ['off', 'on']) {
        log(`cold build ${i}/${RUNS}, faster ${mode}`);
        const result = coldBuild(mode === 'off' ? {DOCUSAURUS_FASTER: 'false'} : {});
        log(`  ${round(result.seconds)} s, peak ${round(result.maxRssKiB / 1024, 0)} MiB`);
        report.builds[mode].push(result);
      }
    }
  } else {
    coldBuild();
  }

  if (!SKIP.has('weight')) {
    log('page weight, shipped configuration');
    report.weight = measureWeight('shipped');
  }

  if (!SKIP.has('lighthouse')) {
    log(`Lighthouse, ${RUNS} runs per page type`);
    const lh = await runLighthouse(
      perf.pages.map((p) => p.path),
      {runs: RUNS, dir: path.join(SITE, 'build'), log: (line) => log(' ', line)},
    );
    report.lighthouse = lh;
  }

  if (!SKIP.has('scaling')) {
    report.scaling = [];
    for (const count of SCALE_SIZES) {
      generatePages(count);
      const runs = [];
      for (let i = 1; i <= SCALE_RUNS; i += 1) {
        log(`scaling: ${count} extra pages, cold build ${i}/${SCALE_RUNS}`);
        runs.push(coldBuild());
        log(
          `  ${round(runs.at(-1).seconds)} s, peak ${round(runs.at(-1).maxRssKiB / 1024, 0)} MiB`,
        );
      }
      report.scaling.push({count, runs});
    }
    rmSync(GENERATED, {recursive: true, force: true});
  }

  report.totalMinutes = (Date.now() - started) / 60000;
  mkdirSync(RESULTS, {recursive: true});
  writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(slim(report), null, 2)}\n`);
  const markdown = render(report);
  writeFileSync(path.join(RESULTS, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  log(`wrote bench/results/latest.md in ${round(report.totalMinutes)} min`);
}

// The JSON keeps figures, not every fetched URL.
function slim(report) {
  const weight = (w) =>
    w && {
      playwright: w.playwright,
      pages: Object.fromEntries(
        Object.entries(w.pages).map(([type, p]) => [
          type,
          {path: p.path, beforeLoad: p.beforeLoad, idle: p.idle, prefetch: p.prefetch},
        ]),
      ),
    };
  return {...report, weight: weight(report.weight), weightReact: weight(report.weightReact)};
}

// ---------------------------------------------------------------------------------------------
// The markdown report

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function render(r) {
  const out = [];
  out.push('# Benchmark report');
  out.push('');
  out.push(
    `Written by \`npm run bench\` on ${r.date.slice(0, 16).replace('T', ' ')} UTC: ${r.machine.cpus} cores, ` +
      `${r.machine.memoryGiB} GiB, Node ${r.machine.node}, load average at start ${r.machine.loadAverage.join(' / ')}. ` +
      `Runs per measurement: ${r.settings.runs}. The machine is shared, so timings vary by up to 2x between runs; ` +
      'byte counts do not. Decisions and before/after figures: [bench/README.md](../README.md).',
  );

  const budget = perf.budgetKiB;
  const weightRows = (w) =>
    perf.pages
      .filter(({type}) => w.pages[type])
      .map(({type, path: p}) => {
        const x = w.pages[type];
        return [
          `${type} \`${p}\``,
          kib(x.beforeLoad.raw),
          `**${kib(x.beforeLoad.gzip)}**`,
          kib(x.beforeLoad.brotli),
          String(x.beforeLoad.count),
          kib(x.idle.raw),
          kib(x.idle.gzip),
          kib(x.idle.brotli),
          kib(x.prefetch.gzip),
        ];
      });
  const weightHeader = [
    'page type',
    'before load raw',
    'gzip',
    'brotli',
    'requests',
    'by network idle raw',
    'gzip',
    'brotli',
    'prefetched gzip',
  ];
  if (r.weight) {
    out.push('', '## Page weight (KiB, HTML+CSS+JS)', '');
    out.push(
      `Fetched by a first visit in Chromium (desktop viewport, empty cache). "Before load": responses complete before the \`load\` event; ` +
        `the budget is ${budget} KiB gzip (enforced by \`e2e/perf/weight.spec.ts\`). "By network idle" adds what loads after \`load\` ` +
        '(Mermaid on diagram pages). Prefetches of linked routes (for the next navigation) are counted apart. ' +
        'gzip level 6 (zlib default, as the gzip server and most hosts), brotli quality 11.',
    );
    out.push('', table(weightHeader, weightRows(r.weight)));
    out.push('', `Playwright: ${r.weight.playwright}`);
  }
  if (r.weightReact) {
    out.push(
      '',
      '### The runtime switch turned back (`CLIENT_RUNTIME=react`: React 19 in the browser)',
      '',
    );
    out.push('', table(weightHeader, weightRows(r.weightReact)));
    if (r.weight) {
      const diffs = perf.pages
        .filter(({type}) => r.weight.pages[type] && r.weightReact.pages[type])
        .map(
          ({type}) =>
            `${type} ${kib(r.weightReact.pages[type].beforeLoad.gzip - r.weight.pages[type].beforeLoad.gzip)}`,
        );
      out.push('', `Preact saves, before load, gzip KiB: ${diffs.join(', ')}.`);
    }
  }

  if (r.builds) {
    const stats = (list) => ({
      seconds: median(list.map((b) => b.seconds)),
      rss: median(list.map((b) => b.maxRssKiB)) / 1024,
      bytes: median(list.map((b) => b.output.bytes)),
      files: median(list.map((b) => b.output.files)),
      all: list.map((b) => round(b.seconds)).join(', '),
    });
    const on = stats(r.builds.on);
    const off = stats(r.builds.off);
    out.push('', '## Cold build, faster bundler on and off', '');
    out.push(
      'Each build starts without `build/`, `.docusaurus/` or a bundler cache. "On" is the shipped setting ' +
        '(`future.v4`: Rspack, SWC, LightningCSS); "off" is `DOCUSAURUS_FASTER=false` (webpack, Babel, cssnano). ' +
        'Peak memory is the resident set of the build process.',
    );
    out.push(
      '',
      table(
        ['faster', 'median s', 'runs (s)', 'peak memory MiB', 'output MiB', 'files'],
        [
          ['on', on],
          ['off', off],
        ].map(([label, build]) => [
          label,
          `**${round(build.seconds)}**`,
          build.all,
          round(build.rss, 0),
          round(build.bytes / 2 ** 20, 2),
          String(build.files),
        ]),
      ),
    );
    out.push('', `Faster on is ${round(off.seconds / on.seconds)}x quicker.`);
    r.baseline = on;
  }

  if (r.lighthouse) {
    out.push('', '## Lighthouse 12.2.3, mobile preset, behind the gzip server', '');
    out.push(
      `Median of ${r.settings.runs} runs per page type (performance is reported here, not enforced: it depends on ` +
        'machine load). Accessibility, best practices, SEO and CLS are enforced by `tests/lighthouse.test.mjs`.',
    );
    const rows = perf.pages.map(({type, path: p}) => {
      const runs = r.lighthouse[p] ?? [];
      const m = (f) => median(runs.map(f));
      return [
        `${type} \`${p}\``,
        `**${m((x) => x.scores.performance)}**`,
        runs.map((x) => x.scores.performance).join(', '),
        round(m((x) => x.fcp) / 1000, 2),
        round(m((x) => x.lcp) / 1000, 2),
        String(Math.round(m((x) => x.tbt))),
        String(m((x) => x.cls)),
        String(m((x) => x.scores.accessibility)),
        String(m((x) => x.scores['best-practices'])),
        String(m((x) => x.scores.seo)),
      ];
    });
    out.push(
      '',
      table(
        [
          'page type',
          'performance',
          'runs',
          'FCP s',
          'LCP s',
          'TBT ms',
          'CLS',
          'a11y',
          'BP',
          'SEO',
        ],
        rows,
      ),
    );
    out.push(
      '',
      'The 404 page answers with status 404 on purpose, so its SEO (http-status-code) and best practices ' +
        '(the console logs the 404 of the document) are below 100 by definition; every other audit passes.',
    );
  }

  if (r.scaling) {
    out.push('', '## Scaling with generated docs pages', '');
    out.push(
      'Cold builds (faster on) of the copy with N extra docs pages of ordinary length (prose, a list, a table, a ' +
        'code block; they also land in the search index and the sitemap). Cost per page is measured against ' +
        'the site as it is (first row).',
    );
    const base = r.baseline;
    const rows = [];
    if (base) {
      rows.push([
        '0 (the site)',
        round(base.seconds),
        round(base.rss, 0),
        round(base.bytes / 2 ** 20, 2),
        String(base.files),
        '',
        '',
      ]);
    }
    for (const {count, runs} of r.scaling) {
      const seconds = median(runs.map((b) => b.seconds));
      const rss = median(runs.map((b) => b.maxRssKiB)) / 1024;
      const bytes = median(runs.map((b) => b.output.bytes));
      const files = median(runs.map((b) => b.output.files));
      rows.push([
        String(count),
        round(seconds),
        round(rss, 0),
        round(bytes / 2 ** 20, 2),
        String(files),
        base ? round(((seconds - base.seconds) / count) * 1000, 0) : 'n/a',
        base ? round((bytes - base.bytes) / count / 1024, 1) : 'n/a',
      ]);
    }
    out.push(
      '',
      table(
        [
          'extra pages',
          'build s',
          'peak memory MiB',
          'output MiB',
          'files',
          'ms per extra page',
          'KiB output per extra page',
        ],
        rows,
      ),
    );
  }
  out.push('', `Total benchmark time: ${round(r.totalMinutes)} min.`, '');
  return out.join('\n');
}

await main();
