#!/usr/bin/env node
// `npm run bench`: the performance figures behind bench/README.md, written to
// bench/results/latest.md (and latest.json), which git ignores: CI's bench job keeps them as an
// artifact and shows the report in its summary. Not part of `npm test`: it takes 30-90 minutes on a
// 2-core machine, depending on its load.
//
// The site as it is (`shipped`) and a baseline revision (BENCH_BASELINE=<git revision>, built with
// the installed node_modules) are built and
// measured in the same run, interleaved (each page on one build, then on the other, the order
// swapping every run), so that neither gets a quieter machine: page weight, the main-thread cost of
// opening each page type in Chromium with the CPU slowed 4x, and Lighthouse mobile. The report says
// which build wins each figure. Without a baseline, the shipped build is measured alone.
//
// Everything runs in a copy of the site under bench/tmp/ (node_modules linked, its own bundler
// cache), so the working copy's build/ and caches are left alone.
//
// Settings (environment):
//   BENCH_RUNS=3               cold builds per bundler setting
//   BENCH_MAIN_RUNS=7          runs per page and build of the main-thread part (its TBT spreads most)
//   BENCH_LIGHTHOUSE_RUNS=5    Lighthouse runs per page and build (one build's median of 3 moved by 2
//                              points from one run of the bench to the next)
//   BENCH_SETTLE_LOAD=1        before each timed part, wait for the 1-minute load average to fall
//   BENCH_SETTLE_MAX_S=300     under BENCH_SETTLE_LOAD, for at most this long (both in the report)
//   BENCH_SCALE_SIZES=100,400,1600   extra generated docs pages for the scaling builds
//   BENCH_SCALE_RUNS=1         builds per scaling size (the median is reported)
//   BENCH_SKIP=                comma list of parts to skip: builds,weight,mainthread,lighthouse,scaling
//   BENCH_BASELINE=            a git revision to measure beside the shipped build
//   BENCH_VARIANTS=            name=rev,name=rev,...: measure these git revisions, and only these
//                              (no shipped copy, no baseline), in one run, interleaved; the first is
//                              the base that the others are compared with (see below)
//   BENCH_VARIANT_REFS=        name=other,...: also compare a variant with another variant than the
//                              base (a variant built on top of another one)
//   BENCH_LIGHTHOUSE_BUILDS=   comma list of the labels Lighthouse measures (default: every build)
//   BENCH_PAGES=               comma list of page types (bench/page-types.json) the main-thread and
//                              Lighthouse parts visit (default: all)
//   BENCH_REPORT=latest        name of the report files in bench/results/ (<name>.md, <name>.json)
//   BENCH_REUSE=1              keep the copies and builds a stopped run left in bench/tmp/ (only
//                              when the sources have not changed since)
//   BENCH_MERGE=               comma list of reports (.json) of earlier runs over the same builds:
//                              the builds' figures of the parts this run skips (weight, say) are
//                              taken from them, the runs of the parts it measures too are added to its
//                              own, and their load samples are kept
//   BENCH_FIRST_RUN=0          number this run's first run as this one (the order of the builds
//                              rotates with it), when it adds runs to an earlier one's
//   BENCH_RENDER=              a report (.json): only write its markdown again, next to it
//   PORT=4186                  port of the static server Playwright starts for the weight spec
//
// Variants (each performance mechanism judged alone). BENCH_VARIANTS names the base (say
// main) and variants of it, each the base minus one mechanism on a branch of its own, e.g.
//   BENCH_VARIANTS=base=main,wordwrap=s4-mv-wordwrap BENCH_REPORT=mechanisms \
//   BENCH_SKIP=builds,scaling npm run bench
// Each revision is a shared clone in bench/tmp/rev-<name>/ (so "Last updated" dates come from its git
// history, as in a real build), built one at a time; then every part measures all builds, the order
// of the builds rotating at every page and run. The report adds, per variant and page type, the
// difference from the base (removing the mechanism costs: bytes, TBT and LCP up, score down) and
// which budget of bench/page-types.json its variant breaks. A mechanism is kept only if its variant
// breaks a budget the base meets, on some page type, by more than the spread of the base's own runs
// there (bytes have no spread; CLS must stay 0).
// It also samples the 1-minute load average every 30 s during each part (report.loadSamples).
import {execFileSync, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {median, runLighthouse} from './perf/lighthouse.mjs';
import {CPU_SLOWDOWN, measureMainThread} from './perf/main-thread.mjs';
import {startGzipServer} from './serve-gzip.mjs';
import {copySiteInto} from './site-copy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, 'bench/tmp');
const SITE = path.join(TMP, 'site');
const CACHE = path.join(TMP, 'bundler-cache');
const RESULTS = path.join(ROOT, 'bench/results');
const perf = JSON.parse(readFileSync(path.join(ROOT, 'bench/page-types.json'), 'utf8'));

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAIN_RUNS = Number(process.env.BENCH_MAIN_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const SETTLE_LOAD = Number(process.env.BENCH_SETTLE_LOAD ?? 1);
const SETTLE_MAX_S = Number(process.env.BENCH_SETTLE_MAX_S ?? 300);
const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '100,400,1600')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SCALE_RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 1);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const BASELINE = process.env.BENCH_BASELINE;
const VARIANTS = (process.env.BENCH_VARIANTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [label, revision] = entry.split('=');
    if (!label || !revision) throw new Error(`BENCH_VARIANTS: expected name=rev, got ${entry}`);
    return {label, revision};
  });
const VARIANT_REFS = Object.fromEntries(
  (process.env.BENCH_VARIANT_REFS ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => entry.split('=')),
);
const LIGHTHOUSE_BUILDS = (process.env.BENCH_LIGHTHOUSE_BUILDS ?? '').split(',').filter(Boolean);
const FIRST_RUN = Number(process.env.BENCH_FIRST_RUN ?? 0);
const runRange = (runs) => `${FIRST_RUN + 1}-${FIRST_RUN + runs}`;
const REPORT_NAME = process.env.BENCH_REPORT ?? 'latest';
// The figures a variant is judged on: the budgets of bench/page-types.json (LCP has none: shown only).
const BUDGETED = ['kib', 'tbt', 'score', 'cls'];
const REUSE = process.env.BENCH_REUSE === '1';
const built = (dir) => existsSync(path.join(dir, 'index.html'));
const PORT = process.env.PORT ?? '4186';

const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const round = (n, digits = 1) => (n === undefined ? 'n/a' : Number(n).toFixed(digits));
// The runs behind a part's medians (merged reports included): the most of any page and build.
const runsOf = (part) =>
  Math.max(
    0,
    ...Object.values(part ?? {}).flatMap((byPath) => Object.values(byPath).map((l) => l.length)),
  );
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

// The builds just before a timed part leave the 1-minute load average at 3-5 on a 2-core machine,
// and every long task a page runs then takes longer: wait for it to fall (it decays within a minute
// or two once nothing runs). Returns the seconds waited, for the report.
async function settle(part) {
  const start = Date.now();
  const waited = () => Math.round((Date.now() - start) / 1000);
  while (os.loadavg()[0] > SETTLE_LOAD && waited() < SETTLE_MAX_S) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  log(`${part}: waited ${waited()} s for the load average (now ${loadAverage().join(' / ')})`);
  return waited();
}

/** Samples the 1-minute load average every 30 s into report.loadSamples[part] until stopped. */
function startLoadSampling(report, part) {
  const samples = (report.loadSamples[part] ??= []);
  const sample = () => samples.push([new Date().toISOString().slice(11, 19), loadAverage()[0]]);
  sample();
  const timer = setInterval(sample, 30_000);
  return {
    stop() {
      clearInterval(timer);
      sample();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The copies of the site and their builds

function prepareSite() {
  if (REUSE && existsSync(TMP)) return;
  rmSync(TMP, {recursive: true, force: true});
  // Variants are git revisions, each in a folder of its own: no copy of the working tree.
  if (VARIANTS.length) return;
  mkdirSync(SITE, {recursive: true});
  copySiteInto(SITE);
  // The page-type list is read by the weight spec.
  mkdirSync(path.join(SITE, 'bench'));
  writeFileSync(path.join(SITE, 'bench/page-types.json'), JSON.stringify(perf));
}

/**
 * The sources of a git revision in their own folder, with this checkout's node_modules: a shared clone
 * (objects borrowed from this repository), so that the build reads "Last updated" dates from its
 * history as a real build does (an unpacked archive would show none).
 */
function prepareRevision(revision, name = 'baseline') {
  const dir = path.join(TMP, name === 'baseline' ? 'baseline' : `rev-${name}`);
  if (REUSE && existsSync(dir)) return dir;
  rmSync(dir, {recursive: true, force: true});
  const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', `${revision}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const common = execFileSync('git', ['-C', ROOT, 'rev-parse', '--git-common-dir'], {
    encoding: 'utf8',
  }).trim();
  execFileSync('git', [
    'clone',
    '-q',
    '--shared',
    '--no-checkout',
    path.resolve(ROOT, common),
    dir,
  ]);
  execFileSync('git', ['-C', dir, 'checkout', '-q', '--detach', commit]);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
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

/**
 * A cold build of the site in `siteDir` into `outDir` (relative to it): no build output,
 * generated files or bundler cache left from before. Resolves to {seconds, maxRssKiB, output}.
 */
function coldBuild({siteDir = SITE, outDir = 'build', env = {}} = {}) {
  for (const dir of [outDir, '.docusaurus'])
    rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  rmSync(CACHE, {recursive: true, force: true});
  const resultFile = path.join(TMP, 'build-result.json');
  rmSync(resultFile, {force: true});
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/perf/build-once.mjs'), siteDir, resultFile, '--out-dir', outDir],
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
    throw new Error(`build failed (${siteDir}, ${JSON.stringify(env)})`);
  }
  return {...result, output: dirSize(path.join(siteDir, outDir))};
}

// ---------------------------------------------------------------------------------------------
// Page weight: the Playwright weight spec, which writes one JSON file per page type

function measureWeight(label, dir, cwd = SITE) {
  const reportDir = path.join(TMP, `weight-${label}`);
  rmSync(reportDir, {recursive: true, force: true});
  // CI=1: Playwright starts its own server for this build, and fails if the port is taken rather
  // than measure whatever else is serving there.
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'e2e/perf/weight.spec.ts', '--project', 'desktop', '--reporter', 'line'],
    {
      cwd,
      env: {
        ...process.env,
        WEIGHT_REPORT_DIR: reportDir,
        SITE_DIR: dir,
        PORT,
        CI: '1',
      },
      encoding: 'utf8',
    },
  );
  const pages = {};
  for (const {type} of perf.pages) {
    const file = path.join(reportDir, `${type.replace(/\W+/g, '-')}.json`);
    if (existsSync(file)) {
      const {path: p, beforeLoad, idle, prefetch} = JSON.parse(readFileSync(file, 'utf8'));
      pages[type] = {path: p, beforeLoad, idle, prefetch};
    }
  }
  const last = run.stdout
    .trim()
    .split('\n')
    .filter((l) => /passed|failed/.test(l));
  return {pages, playwright: last.join('; '), status: run.status};
}

// ---------------------------------------------------------------------------------------------
// Scaling: extra docs pages, in a tree like a real docs section (sections of topics of pages)

const GENERATED = path.join(SITE, 'docs/bench-generated');
const PAGES_PER_TOPIC = 20;
const TOPICS_PER_SECTION = 10;

const READING_ORDER = path.join(SITE, 'docs/reading-order.json');
let READING_ORDER_TEXT;

const WORDS = ['market', 'swap', 'liquidity', 'fee', 'asset', 'wallet', 'daemon', 'trade', 'price'];

function writeCategory(dir, label, position) {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label, position}));
}

/**
 * `count` pages under docs/bench-generated/: section-S/topic-T/page-P.md, 20 pages a topic and 10
 * topics a section, each category with its own label and position, each page of ordinary length
 * (prose, a list, a table, a code block) linking to the next page of its topic.
 */
function generatePages(count) {
  rmSync(GENERATED, {recursive: true, force: true});
  writeCategory(GENERATED, 'Generated pages', 99);
  // Pages take their order from the reading order (plugins/reading-order), which must list each one:
  // a section of their own, one step a page.
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const section = Math.floor(i / (PAGES_PER_TOPIC * TOPICS_PER_SECTION)) + 1;
    const topic = (Math.floor(i / PAGES_PER_TOPIC) % TOPICS_PER_SECTION) + 1;
    const page = (i % PAGES_PER_TOPIC) + 1;
    const sectionDir = path.join(GENERATED, `section-${section}`);
    const topicDir = path.join(sectionDir, `topic-${topic}`);
    if (!existsSync(sectionDir)) writeCategory(sectionDir, `Section ${section}`, section);
    if (!existsSync(topicDir)) writeCategory(topicDir, `Topic ${section}.${topic}`, topic);
    const w = (k) => WORDS[(i + k) % WORDS.length];
    const next =
      page < PAGES_PER_TOPIC && i + 1 < count
        ? `Continue with [the next page](./page-${page + 1}.md).`
        : 'This is the last page of the topic.';
    ids.push(`bench-generated/section-${section}/topic-${topic}/page-${page}`);
    writeFileSync(
      path.join(topicDir, `page-${page}.md`),
      `---
title: 'Generated page ${section}.${topic}.${page}'
description: 'A page generated by the benchmark to measure how the build grows with content.'
---

This page exists only in the benchmark's copy of the site. It stands for a guide of ordinary
length: a few sections of prose, a list, a table and a code block, like the provider guides.

## The ${w(0)} and the ${w(1)}

Each ${w(2)} of the ${w(3)} keeps its own balance. When a ${w(4)} settles, the daemon moves the
${w(5)} to the account that pays for it and writes the ${w(6)} to its log. ${next}

- first step: open the ${w(7)}
- second step: set the ${w(8)}
- third step: watch the ${w(0)}

| field | meaning |
|---|---|
| \`${w(1)}_id\` | which ${w(1)} this is |
| \`amount\` | how much, in satoshis |

## Run it

\`\`\`bash title="Example ${i + 1}"
tdex ${w(2)} list --page ${page}
\`\`\`

The command prints one line per ${w(3)}; an empty list means nothing happened yet.
`,
    );
  }
  const order = JSON.parse(READING_ORDER_TEXT);
  order.sections.push({name: 'Generated pages', pages: ids});
  writeFileSync(READING_ORDER, JSON.stringify(order, null, 2));
}

/** Mean size of the generated pages' HTML, and of the docs pages that existed before. */
function htmlPerPage(buildDir) {
  const sizes = {generated: [], site: []};
  const docs = path.join(buildDir, 'docs');
  for (const entry of readdirSync(docs, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    (file.includes('bench-generated') ? sizes.generated : sizes.site).push(statSync(file).size);
  }
  const mean = (list) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);
  return {generated: mean(sizes.generated), site: mean(sizes.site)};
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
      loadAverage: loadAverage(),
    },
    settings: {
      runs: RUNS,
      mainThreadRuns: MAIN_RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      settleLoad: SETTLE_LOAD,
      settleMaxSeconds: SETTLE_MAX_S,
      scaleSizes: SCALE_SIZES,
      scaleRuns: SCALE_RUNS,
      skip: [...SKIP],
      baseline: BASELINE ?? null,
      variants: VARIANTS.length ? VARIANTS : undefined,
      variantRefs: VARIANTS.length ? VARIANT_REFS : undefined,
      lighthouseBuilds: LIGHTHOUSE_BUILDS.length ? LIGHTHOUSE_BUILDS : undefined,
      cpuSlowdown: CPU_SLOWDOWN,
    },
    load: {},
    settled: {},
    loadSamples: {},
  };
  const merged = (process.env.BENCH_MERGE ?? '').split(',').filter(Boolean);
  const earlierReports = merged.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  report.merged = merged.map((file, i) => ({from: file, date: earlierReports[i].date}));
  // The runs of the earlier reports, in their order: {[label]: {[path]: [run, ...]}}.
  const earlierRuns = (part) => {
    const runs = {};
    for (const earlier of earlierReports) {
      for (const [label, byPath] of Object.entries(earlier[part] ?? {})) {
        for (const [p, list] of Object.entries(byPath))
          ((runs[label] ??= {})[p] ??= []).push(...list);
      }
    }
    return runs;
  };
  for (const part of ['mainThread', 'lighthouse']) {
    if (SKIP.has(part.toLowerCase()) && earlierReports.some((earlier) => earlier[part]))
      report[part] = earlierRuns(part);
  }
  for (const [i, earlier] of earlierReports.entries()) {
    if (SKIP.has('weight') && earlier.weight) report.weight = {...report.weight, ...earlier.weight};
    report.variantBuilds = {...report.variantBuilds, ...earlier.variantBuilds};
    const key = (object, part) => (part in object ? `${part} (report ${i + 1})` : part);
    for (const [part, samples] of Object.entries(earlier.loadSamples ?? {}))
      report.loadSamples[key(report.loadSamples, part)] = samples;
    for (const [part, load] of Object.entries(earlier.load ?? {}))
      report.load[key(report.load, part)] = load;
  }
  // Runs of a part measured both now and earlier: the earlier runs come first.
  const addEarlierRuns = (part) => {
    for (const [label, byPath] of Object.entries(earlierRuns(part))) {
      for (const [p, runs] of Object.entries(byPath)) {
        report[part][label] ??= {};
        report[part][label][p] = [...runs, ...(report[part][label][p] ?? [])];
      }
    }
  };
  if (!VARIANTS.length) log('copying the site to', path.relative(ROOT, SITE));
  prepareSite();

  if (!SKIP.has('builds') && !VARIANTS.length) {
    report.builds = {on: [], off: []};
    for (let i = 1; i <= RUNS; i += 1) {
      for (const mode of ['off', 'on']) {
        log(`cold build ${i}/${RUNS}, faster ${mode}`);
        const result = coldBuild({env: mode === 'off' ? {DOCUSAURUS_FASTER: 'false'} : {}});
        log(`  ${round(result.seconds)} s, peak ${round(result.maxRssKiB / 1024, 0)} MiB`);
        report.builds[mode].push(result);
      }
    }
    report.load.builds = loadAverage();
  }

  // The builds compared: these sources, and a baseline revision's (on React); or the variants.
  const builds = VARIANTS.length
    ? VARIANTS.map(({label, revision}) => {
        log(`${label}: sources of ${revision}`);
        return {label, siteDir: prepareRevision(revision, label), outDir: 'build', env: {}};
      })
    : [{label: 'shipped', siteDir: SITE, outDir: 'build', env: {}}];
  if (BASELINE && !VARIANTS.length) {
    log(`baseline: sources of ${BASELINE}`);
    builds.push({
      label: 'baseline',
      siteDir: prepareRevision(BASELINE),
      outDir: 'build',
      env: {},
    });
  }
  let sampling = startLoadSampling(report, REUSE ? 'reused builds' : 'builds');
  for (const build of builds) {
    build.dir = path.join(build.siteDir, build.outDir);
    if (REUSE && built(build.dir)) {
      log(`build: ${build.label}, kept from the stopped run`);
      continue;
    }
    log(`build: ${build.label}`);
    const result = coldBuild(build);
    (report.variantBuilds ??= {})[build.label] = {seconds: result.seconds, load: loadAverage()};
    log(`  ${round(result.seconds)} s`);
  }
  sampling.stop();
  report.builds_compared = builds.map(({label}) => label);

  if (!SKIP.has('weight')) {
    report.weight = {};
    sampling = startLoadSampling(report, 'weight');
    for (const {label, dir, siteDir} of builds) {
      log(`page weight: ${label}`);
      // A variant's weight spec is the one of its own revision (the same page types).
      report.weight[label] = measureWeight(label, dir, VARIANTS.length ? siteDir : SITE);
    }
    sampling.stop();
    report.load.weight = loadAverage();
    writeReport(report, started);
  }

  const servers = [];
  try {
    const targets = [];
    for (const {label, dir} of builds) {
      const server = await startGzipServer({dir, port: 0});
      servers.push(server);
      targets.push({label, url: server.url});
    }
    const only = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
    const paths = perf.pages
      .filter((p) => !only.length || only.includes(p.type))
      .map((p) => p.path);

    if (!SKIP.has('mainthread')) {
      report.settled.mainThread = await settle('main thread');
      log(`main thread at ${CPU_SLOWDOWN}x CPU slowdown, ${MAIN_RUNS} runs per page and build`);
      report.load[`mainThreadStart runs ${runRange(MAIN_RUNS)}`] = loadAverage();
      sampling = startLoadSampling(report, `mainThread runs ${runRange(MAIN_RUNS)}`);
      report.mainThread = await measureMainThread(targets, paths, {
        runs: MAIN_RUNS,
        firstRun: FIRST_RUN,
        log: (line) => log(' ', line),
      });
      sampling.stop();
      addEarlierRuns('mainThread');
      report.load[`mainThreadEnd runs ${runRange(MAIN_RUNS)}`] = loadAverage();
      // Written after each timed part, so that a run stopped later keeps these figures.
      writeReport(report, started);
    }

    if (!SKIP.has('lighthouse')) {
      report.settled.lighthouse = await settle('Lighthouse');
      log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per page and build`);
      report.load[`lighthouseStart runs ${runRange(LIGHTHOUSE_RUNS)}`] = loadAverage();
      sampling = startLoadSampling(report, `lighthouse runs ${runRange(LIGHTHOUSE_RUNS)}`);
      report.lighthouse = await runLighthouse(paths, {
        runs: LIGHTHOUSE_RUNS,
        firstRun: FIRST_RUN,
        targets: LIGHTHOUSE_BUILDS.length
          ? targets.filter(({label}) => LIGHTHOUSE_BUILDS.includes(label))
          : targets,
        log: (line) => log(' ', line),
      });
      sampling.stop();
      addEarlierRuns('lighthouse');
      report.load[`lighthouseEnd runs ${runRange(LIGHTHOUSE_RUNS)}`] = loadAverage();
    }
  } finally {
    for (const server of servers) await server.close();
  }

  // The figures so far are kept even if a scaling build fails.
  writeReport(report, started);

  if (!SKIP.has('scaling') && !VARIANTS.length) {
    READING_ORDER_TEXT = readFileSync(READING_ORDER, 'utf8');
    report.scaling = [];
    const base = coldBuild();
    report.scaling.push({count: 0, runs: [base], html: htmlPerPage(path.join(SITE, 'build'))});
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
      report.scaling.push({count, runs, html: htmlPerPage(path.join(SITE, 'build'))});
    }
    rmSync(GENERATED, {recursive: true, force: true});
    writeFileSync(READING_ORDER, READING_ORDER_TEXT);
    report.load.scaling = loadAverage();
  }

  const markdown = writeReport(report, started);
  console.log(`\n${markdown}`);
  log(`wrote bench/results/${REPORT_NAME}.md in ${round(report.totalMinutes)} min`);
}

function writeReport(report, started) {
  report.totalMinutes = (Date.now() - started) / 60000;
  mkdirSync(RESULTS, {recursive: true});
  writeFileSync(path.join(RESULTS, `${REPORT_NAME}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = render(report);
  writeFileSync(path.join(RESULTS, `${REPORT_NAME}.md`), markdown);
  return markdown;
}

// ---------------------------------------------------------------------------------------------
// The markdown report

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Which build wins a figure: the label with the best median, and by how much against the runner-up
 * ("≈" when the two are within `tie` of each other, the spread between runs of the same build).
 */
function winner(values, {higherIsBetter = false, tie = 0.05} = {}) {
  const entries = Object.entries(values).filter(([, v]) => Number.isFinite(v));
  if (entries.length < 2) return '';
  entries.sort((a, b) => (higherIsBetter ? b[1] - a[1] : a[1] - b[1]));
  const [[best, a], [, b]] = entries;
  const margin = Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1e-9);
  return margin < tie
    ? `≈ (${round(margin * 100, 0)}%)`
    : `**${best}** (${round(margin * 100, 0)}%)`;
}

function loadLine(r) {
  const parts = Object.entries(r.load).map(([part, l]) => `${part} ${l.join(' / ')}`);
  const settled = Object.entries(r.settled ?? {}).map(([part, s]) => `${part} ${s} s`);
  return [
    parts.length ? `Load average (1/5/15 min) during the parts: ${parts.join('; ')}.` : '',
    settled.length
      ? `Before each timed part the bench waited for the 1-minute load average to fall under ` +
        `${r.settings.settleLoad} (at most ${r.settings.settleMaxSeconds} s): ${settled.join('; ')}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// The shipped build against the budgets of bench/page-types.json: bytes before load per page type
// (also enforced by e2e/perf/weight.spec.ts), TBT at 4x CPU and Lighthouse performance (only here).
function budgetLines(r) {
  const rows = perf.pages.map(({type, path: p, budgetKiB}) => {
    const bytes = r.weight?.shipped?.pages[type]?.beforeLoad.gzip / 1024;
    const tbt = median((r.mainThread?.shipped?.[p] ?? []).map((x) => x.tbt));
    const score = median((r.lighthouse?.shipped?.[p] ?? []).map((x) => x.scores.performance));
    const mark = (ok) => (ok ? 'ok' : '**over**');
    return [
      `${type} \`${p}\``,
      Number.isFinite(bytes) ? `${round(bytes, 1)} / ${budgetKiB} ${mark(bytes <= budgetKiB)}` : '',
      Number.isFinite(tbt)
        ? `${round(tbt, 0)} / ${perf.tbtBudgetMs} ${mark(tbt <= perf.tbtBudgetMs)}`
        : '',
      Number.isFinite(score)
        ? `${score} / ${perf.lighthouseTarget} ${mark(score >= perf.lighthouseTarget)}`
        : '',
    ];
  });
  return [
    '## The shipped build against its budgets',
    '',
    'From `bench/page-types.json`: bytes before load (KiB gzip) within the page type’s budget; total blocking ' +
      `time at ${r.settings.cpuSlowdown}x CPU (median of ${runsOf(r.mainThread)}) at most ${perf.tbtBudgetMs} ms; ` +
      `Lighthouse mobile performance (median of ${runsOf(r.lighthouse)}) at least ${perf.lighthouseTarget}.`,
    '',
    table(['page type', 'KiB gzip / budget', 'TBT ms / budget', 'Lighthouse / target'], rows),
  ];
}

// What removing a mechanism costs on one page type: its variant's figures against the reference
// build's (the base, or the variant it was built on), each positive when the variant is worse, and
// the budgets the variant breaks: over the budget where the reference is within it, and past every
// run of the reference (a median inside the reference's own spread breaks nothing).
function variantCosts(r, label, ref, {type, path: p, budgetKiB}) {
  const kib = (l) => r.weight?.[l]?.pages[type]?.beforeLoad.gzip / 1024;
  const mtRuns = (l, field = 'tbt') => (r.mainThread?.[l]?.[p] ?? []).map((x) => x[field]);
  const lhRuns = (l, field) => (r.lighthouse?.[l]?.[p] ?? []).map(field);
  const scoreRuns = (l) => lhRuns(l, (x) => x.scores.performance);
  const clsRuns = (l) => lhRuns(l, (x) => x.cls);
  const lcpRuns = (l) => lhRuns(l, (x) => x.lcp);
  const mt = (l, field) => median(mtRuns(l, field));
  const costs = {
    kib: kib(label) - kib(ref),
    tbt: mt(label) - mt(ref),
    score: median(scoreRuns(ref)) - median(scoreRuns(label)),
    cls: median(clsRuns(label)) - median(clsRuns(ref)),
    lcp: median(lcpRuns(label)) - median(lcpRuns(ref)),
  };
  // Not a budget: the main thread's CPU time, steadier than TBT on a loaded machine.
  costs.cpu = mt(label, 'cpu') - mt(ref, 'cpu');
  const figures = {
    cpu: [mt(ref, 'cpu'), mt(label, 'cpu')],
    kib: [kib(ref), kib(label)],
    tbt: [mt(ref), mt(label)],
    score: [median(scoreRuns(ref)), median(scoreRuns(label))],
    cls: [median(clsRuns(ref)), median(clsRuns(label))],
    lcp: [median(lcpRuns(ref)), median(lcpRuns(label))],
  };
  const limitKiB = Math.min(budgetKiB, perf.maxPageKiB);
  const breaks = {
    kib: (v, refValue) => v > limitKiB && refValue <= limitKiB,
    tbt: (v, refValue, refRuns) =>
      v > perf.tbtBudgetMs && refValue <= perf.tbtBudgetMs && v > Math.max(...refRuns),
    score: (v, refValue, refRuns) =>
      v < perf.lighthouseTarget && refValue >= perf.lighthouseTarget && v < Math.min(...refRuns),
    cls: (v, refValue) => v > 0 && refValue === 0,
  };
  const refRuns = {kib: [], tbt: mtRuns(ref), score: scoreRuns(ref), cls: clsRuns(ref)};
  const crosses = BUDGETED.filter(
    (k) => figures[k].every(Number.isFinite) && breaks[k](figures[k][1], figures[k][0], refRuns[k]),
  );
  // Each run's TBT difference, the two visits made close together (same run and page): how much of
  // the difference of the medians holds run by run, on a loaded machine.
  const paired = mtRuns(label)
    .map((v, i) => v - mtRuns(ref)[i])
    .filter(Number.isFinite);
  return {costs, figures, crosses, paired};
}

/** Per variant: its figures against the reference's on each page type, and the verdict. */
export function variantSummary(r) {
  const [base, ...variants] = r.settings.variants.map((v) => v.label);
  const comparisons = variants.map((label) => ({label, ref: base}));
  for (const [label, ref] of Object.entries(r.settings.variantRefs ?? {}))
    comparisons.push({label, ref});
  return comparisons.map(({label, ref}) => {
    const pages = perf.pages.map((page) => ({
      type: page.type,
      ...variantCosts(r, label, ref, page),
    }));
    const largest = Object.fromEntries(
      [...BUDGETED, 'lcp', 'cpu'].map((k) => {
        const values = pages.map((x) => x.costs[k]).filter(Number.isFinite);
        return [k, values.length ? Math.max(...values) : undefined];
      }),
    );
    const crossing = pages.filter((x) => x.crosses.length);
    const missing = BUDGETED.filter((k) => largest[k] === undefined);
    return {label, ref, pages, largest, kept: crossing.length > 0, missing};
  });
}

const verdict = (kept, missing) => {
  if (kept) return 'kept (breaks a budget without it)';
  if (missing.length) return `breaks no budget measured (not measured: ${missing.join(', ')})`;
  return 'removed (breaks no budget)';
};

function variantLines(r) {
  const signed = (n, digits) =>
    Number.isFinite(n) ? `${n > 0 ? '+' : ''}${round(n, digits)}` : 'n/a';
  const pair = ([ref, v], digits) => `${round(ref, digits)} → ${round(v, digits)}`;
  const out = [
    '## Each mechanism removed alone, against the build that has it',
    '',
    `Each variant is the base minus one mechanism. A figure is what removing it costs (variant minus ` +
      `reference; for the Lighthouse score, reference minus variant), so a positive figure is a loss. ` +
      `A mechanism is kept only when its variant breaks a budget of bench/page-types.json that the ` +
      `reference meets, on at least one page type (**bold**): bytes over the page type's budget, TBT at ` +
      `${r.settings.cpuSlowdown}x CPU over ${perf.tbtBudgetMs} ms or Lighthouse under ${perf.lighthouseTarget} ` +
      'beyond every run of the reference, or CLS over 0. LCP has no budget: shown only.',
    '',
  ];
  const summary = variantSummary(r);
  out.push(
    table(
      [
        'variant',
        'against',
        'KiB gzip (largest)',
        'TBT ms (largest)',
        'Lighthouse points (largest)',
        'LCP ms (largest)',
        'main-thread CPU ms (largest)',
        'verdict',
      ],
      summary.map(({label, ref, largest, kept, missing}) => [
        `\`${label}\``,
        `\`${ref}\``,
        signed(largest.kib, 1),
        signed(largest.tbt, 0),
        signed(largest.score, 0),
        signed(largest.lcp, 0),
        signed(largest.cpu, 0),
        verdict(kept, missing),
      ]),
    ),
  );
  for (const {label, ref, pages} of summary) {
    out.push('', `### \`${label}\` against \`${ref}\``, '');
    const cell = (x, k, digits) => {
      const text = `${pair(x.figures[k], digits)} (${signed(x.costs[k], digits)})`;
      return x.crosses.includes(k) ? `**${text}**` : text;
    };
    out.push(
      table(
        [
          'page type',
          'KiB gzip',
          'TBT ms',
          'TBT difference run by run',
          'main-thread CPU ms',
          'Lighthouse',
          'LCP ms',
        ],
        pages.map((x) => [
          x.type,
          cell(x, 'kib', 1),
          cell(x, 'tbt', 0),
          x.paired.map((d) => signed(d, 0)).join(', '),
          cell(x, 'cpu', 0),
          cell(x, 'score', 0),
          cell(x, 'lcp', 0),
        ]),
      ),
    );
  }
  const samples = Object.entries(r.loadSamples ?? {}).map(
    ([part, list]) =>
      `${part} ${list[0]?.[0]}-${list.at(-1)?.[0]} UTC, ${round(Math.min(...list.map((x) => x[1])))}-` +
      `${round(Math.max(...list.map((x) => x[1])))} (median ${round(median(list.map((x) => x[1])))})`,
  );
  if (samples.length)
    out.push('', `1-minute load average, sampled every 30 s: ${samples.join('; ')}.`);
  return out;
}

function render(r) {
  const labels = r.builds_compared;
  const out = [];
  out.push('# Benchmark report');
  out.push('');
  out.push(
    `Written by \`npm run bench\` on ${r.date.slice(0, 16).replace('T', ' ')} UTC: ${r.machine.cpus} cores, ` +
      `${r.machine.memoryGiB} GiB, Node ${r.machine.node}, load average at start ${r.machine.loadAverage.join(' / ')}. ` +
      `Runs per page and build: main thread ${runsOf(r.mainThread)}, Lighthouse ${runsOf(r.lighthouse)}` +
      (r.settings.skip?.includes('builds') ? '' : `; cold builds ${r.settings.runs}`) +
      `. Builds compared, measured in the same run and interleaved: ` +
      `${labels.map((l) => `\`${l}\``).join(', ')} (` +
      (r.settings.variants
        ? `git revisions: ${r.settings.variants.map((v) => `\`${v.label}\` ${v.revision}`).join(', ')}`
        : `\`shipped\` is these sources` +
          `${r.settings.baseline ? `; \`baseline\` is revision \`${r.settings.baseline}\`` : ''}`) +
      '). ' +
      'Timings move with the machine’s load, byte counts do not. Decisions: [bench/README.md](../README.md).',
  );
  if (r.merged?.length)
    out.push(
      '',
      `Runs added from earlier reports over the same builds: ${r.merged.map((m) => `\`${m.from}\` (${m.date.slice(0, 16).replace('T', ' ')} UTC)`).join(', ')}.`,
    );
  out.push('', loadLine(r));

  const types = perf.pages;
  // One figure per table: rows are page types, columns the builds, then the winner.
  const figureTable = (title, intro, valueOf, {higherIsBetter = false, digits = 0} = {}) => {
    const rows = types.map(({type, path: p}) => {
      const values = Object.fromEntries(labels.map((label) => [label, valueOf(label, p, type)]));
      return [
        `${type} \`${p}\``,
        ...labels.map((label) => round(values[label], digits)),
        winner(values, {higherIsBetter}),
      ];
    });
    out.push('', `### ${title}`, '', intro, '');
    out.push(table(['page type', ...labels, 'better'], rows));
  };

  out.push('', '## The builds side by side');
  if (r.weight) {
    figureTable(
      `Bytes before load (KiB gzip, HTML+CSS+JS; no page over ${perf.maxPageKiB})`,
      'A first visit in Chromium (desktop viewport, empty cache): responses complete before the `load` event, ' +
        'gzip level 6 (`e2e/perf/weight.spec.ts`, which also enforces each page type’s budget in `npm test`: ' +
        `${perf.pages.map((p) => `${p.type} ${p.budgetKiB}`).join(', ')}). Prefetches of linked routes are left out.`,
      (label, _p, type) => r.weight[label]?.pages[type]?.beforeLoad.gzip / 1024,
      {digits: 1},
    );
  }
  if (r.mainThread) {
    const mt = (field) => (label, p) =>
      median((r.mainThread[label]?.[p] ?? []).map((x) => x[field]));
    const intro =
      `Chromium, phone viewport, CPU slowed ${r.settings.cpuSlowdown}x, empty cache, behind the gzip server ` +
      '(`scripts/perf/main-thread.mjs`), median of the runs; long tasks observed until the page has hydrated ' +
      'and stayed free of them for 2 s.';
    figureTable(
      `Total blocking time (ms, ${r.settings.cpuSlowdown}x CPU)`,
      `${intro} TBT: the sum over long tasks after First Contentful Paint of their time beyond 50 ms.`,
      mt('tbt'),
    );
    figureTable(
      `Longest task (ms, ${r.settings.cpuSlowdown}x CPU)`,
      'Same visits: the longest single task of the load.',
      mt('longest'),
    );
    figureTable(
      `Time to hydrated (ms, ${r.settings.cpuSlowdown}x CPU)`,
      'Same visits: from navigation start until `html[data-has-hydrated]` is set.',
      mt('hydrated'),
    );
    figureTable(
      'Elements added or removed while hydrating',
      'Same visits: elements the client runtime created or removed in the app’s DOM from the end of parsing ' +
        'until the page had hydrated (0 when it adopts the server’s DOM as it is).',
      mt('churn'),
    );
  }
  if (r.lighthouse) {
    const lh = (field) => (label, p) => median((r.lighthouse[label]?.[p] ?? []).map(field));
    figureTable(
      'Lighthouse 12.2.3 mobile: performance score',
      'Lighthouse’s default mobile preset (simulated 4x CPU and slow 4G) behind the gzip server, median of ' +
        'the runs. Accessibility, best practices, SEO and CLS are enforced by `tests/perf/lighthouse.test.mjs`.',
      lh((x) => x.scores.performance),
      {higherIsBetter: true},
    );
    figureTable(
      'Lighthouse 12.2.3 mobile: total blocking time (ms)',
      'Same runs: Lighthouse’s TBT, from its simulation of the trace.',
      lh((x) => x.tbt),
    );
    figureTable(
      'Lighthouse 12.2.3 mobile: largest contentful paint (s)',
      'Same runs.',
      lh((x) => x.lcp / 1000),
      {digits: 2},
    );
    const runsLine = labels
      .map(
        (label) =>
          `${label}: ${types
            .map(
              ({type, path: p}) =>
                `${type} ${(r.lighthouse[label]?.[p] ?? []).map((x) => x.scores.performance).join('/')}`,
            )
            .join(', ')}`,
      )
      .join('; ');
    out.push('', `Every run's performance score: ${runsLine}.`);
    const indexes = Object.values(r.lighthouse)
      .flatMap((byPage) => Object.values(byPage).flat())
      .map((x) => x.benchmarkIndex)
      .filter((x) => typeof x === 'number');
    if (indexes.length)
      out.push(
        '',
        `Lighthouse's benchmark index of this machine (median of the runs): ${Math.round(median(indexes))}, ` +
          `from ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} (higher is faster). ` +
          'Its simulated 4x CPU multiplies the time each task took here: the slower the machine, the lower both builds score.',
      );
  }

  if (r.settings.variants) out.push('', ...variantLines(r));
  else out.push('', ...budgetLines(r));

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
  }

  if (r.scaling) {
    out.push('', '## Scaling with generated docs pages', '');
    out.push(
      `Cold builds (faster on) of the copy with N extra docs pages in a tree like a real docs section: ` +
        `sections of ${TOPICS_PER_SECTION} topics of ${PAGES_PER_TOPIC} pages, each level a sidebar category, each page ` +
        'of ordinary length (prose, a list, a table, a code block). "HTML per page" is the mean size of one ' +
        'generated page and of one of the site’s own docs pages: if either grows with N, every page carries ' +
        'something proportional to the site (a sidebar listing every page, say) and the output grows with N².',
    );
    const [base, ...rest] = r.scaling;
    const baseSeconds = median(base.runs.map((b) => b.seconds));
    const baseBytes = median(base.runs.map((b) => b.output.bytes));
    const rows = r.scaling.map(({count, runs, html}) => {
      const seconds = median(runs.map((b) => b.seconds));
      const bytes = median(runs.map((b) => b.output.bytes));
      return [
        count === 0 ? '0 (the site)' : String(count),
        round(seconds),
        round(median(runs.map((b) => b.maxRssKiB)) / 1024, 0),
        round(bytes / 2 ** 20, 2),
        String(median(runs.map((b) => b.output.files))),
        count ? round(((seconds - baseSeconds) / count) * 1000, 0) : '',
        count ? round((bytes - baseBytes) / count / 1024, 1) : '',
        count ? round(html.generated / 1024, 1) : '',
        round(html.site / 1024, 1),
      ];
    });
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
          'HTML per generated page KiB',
          'HTML per site docs page KiB',
        ],
        rows,
      ),
    );
    if (rest.length >= 2) {
      const first = rest[0];
      const last = rest.at(-1);
      const growth = (last.html.generated - first.html.generated) / (last.count - first.count);
      out.push(
        '',
        `From ${first.count} to ${last.count} extra pages, one generated page's HTML changes by ` +
          `${round(growth, 2)} bytes per added page (${round((growth * 1000) / 1024, 1)} KiB per 1,000 pages).`,
      );
    }
  }
  out.push('', `Total benchmark time: ${round(r.totalMinutes)} min.`, '');
  return out.join('\n');
}

if (process.env.BENCH_RENDER) {
  const file = process.env.BENCH_RENDER;
  writeFileSync(file.replace(/\.json$/, '.md'), render(JSON.parse(readFileSync(file, 'utf8'))));
} else {
  await main();
}
