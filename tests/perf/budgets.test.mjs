// Checks on the built site that back the page-weight budgets (the byte budget itself is
// measured in the browser by e2e/perf/weight.spec.ts and e2e/site/sweep.spec.ts, since it depends on
// what the page fetches).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {
  BUILD,
  ROOT,
  assertBuilt,
  filesUnder,
  htmlFiles,
  loadHtml,
  readJson,
  readText,
} from '../support/site.mjs';

const perf = readJson(path.join(ROOT, 'bench/page-types.json'));
const MAX_ASSET = perf.maxAssetKiB * 1024;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const read = (file) => readText(file);
assertBuilt();
const files = filesUnder(BUILD);
const cssFiles = files.filter((f) => f.endsWith('.css'));

const isForeign = (url) => /^(https?:)?\/\//i.test(url);

/** The file under build/ that a same-site URL path names, or null. */
function buildFileFor(urlPath) {
  const file = path.join(BUILD, decodeURIComponent(urlPath.split(/[?#]/)[0]));
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const FETCHING_LINK_RELS =
  /\b(stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest|prefetch|preconnect|dns-prefetch|mask-icon)\b/i;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;

/** URLs that loading a page makes the browser fetch or connect to (not plain links or metadata). */
function fetchedUrls(file) {
  const $ = loadHtml(file);
  const urls = [];
  const add = (url, tag, attrs) => url && urls.push({url, tag, attrs});
  $('link[href]').each((_, el) => {
    if (FETCHING_LINK_RELS.test($(el).attr('rel') ?? ''))
      add($(el).attr('href'), 'link', el.attribs);
  });
  $('script, img, iframe, source, video, audio, embed, object, image').each((_, el) => {
    for (const key of ['src', 'poster', 'data', 'href', 'xlink:href'])
      add(el.attribs[key], el.tagName, el.attribs);
    for (const key of ['srcset', 'imagesrcset']) {
      for (const part of (el.attribs[key] ?? '').split(','))
        add(part.trim().split(/\s+/)[0], el.tagName, el.attribs);
    }
  });
  // url(...) in inline styles and <style> elements
  const inline = [
    ...$('[style]').map((_, el) => $(el).attr('style')),
    ...$('style').map((_, el) => $(el).text()),
  ];
  for (const css of inline) for (const [, url] of css.matchAll(CSS_URL)) add(url, 'style', {});
  return urls;
}

test('no page makes the browser fetch from or connect to another host', () => {
  const foreign = [];
  for (const page of htmlFiles()) {
    for (const {url, tag} of fetchedUrls(path.join(BUILD, page))) {
      if (isForeign(url)) foreign.push(`${page}: <${tag}> ${url}`);
    }
  }
  for (const css of cssFiles) {
    const text = read(path.join(BUILD, css));
    for (const [, url] of text.matchAll(CSS_URL)) {
      if (isForeign(url)) foreign.push(`${css}: url(${url})`);
    }
    for (const [, url] of text.matchAll(/@import\s+(?:url\()?['"]?([^'")\s;]+)/g)) {
      foreign.push(`${css}: @import ${url}`);
    }
  }
  assert.deepEqual(foreign, []);
});

test('no web font in the build is over the per-asset limit', () => {
  const fonts = files.filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f));
  const heavy = fonts
    .map((f) => [f, statSync(path.join(BUILD, f)).size])
    .filter(([, size]) => size > MAX_ASSET)
    .map(([f, size]) => `${f} ${kib(size)}`);
  assert.deepEqual(heavy, []);
});

test('no image that a page loads eagerly is over the per-asset limit', () => {
  const heavy = new Set();
  for (const page of htmlFiles()) {
    for (const {url, tag, attrs} of fetchedUrls(path.join(BUILD, page))) {
      if (isForeign(url) || url.startsWith('data:')) continue;
      // Images the browser defers until they come near the viewport are not part of the first load.
      if (attrs.loading === 'lazy') continue;
      const isImage =
        tag === 'img' ||
        tag === 'image' ||
        tag === 'source' ||
        tag === 'style' ||
        /icon/.test(attrs.rel ?? '') ||
        attrs.as === 'image';
      if (!isImage) continue;
      const file = buildFileFor(new URL(url, `https://site/${page}`).pathname);
      if (file && statSync(file).size > MAX_ASSET) {
        heavy.add(`${path.relative(BUILD, file)} ${kib(statSync(file).size)} (on ${page})`);
      }
    }
  }
  for (const css of cssFiles) {
    for (const [, url] of read(path.join(BUILD, css)).matchAll(CSS_URL)) {
      if (url.startsWith('data:') || isForeign(url)) continue;
      const file = buildFileFor(new URL(url, `https://site/${css}`).pathname);
      if (file && statSync(file).size > MAX_ASSET) {
        heavy.add(`${path.relative(BUILD, file)} ${kib(statSync(file).size)} (in ${css})`);
      }
    }
  }
  assert.deepEqual([...heavy], []);
});

// The entry scripts of a page: what every page runs before anything else.
function entryScripts(sitePath) {
  const page = path.join(BUILD, sitePath, 'index.html');
  return fetchedUrls(existsSync(page) ? page : path.join(BUILD, '404.html'))
    .filter(({tag, url}) => tag === 'script' && url.endsWith('.js'))
    .map(({url}) => buildFileFor(url))
    .filter(Boolean);
}

test('search code, the search index and Prism stay out of the entry scripts', () => {
  // Strings that survive minification, one for each thing that must load only when needed.
  const markers = {
    'the search box (autocomplete.js)': 'autocomplete:selected',
    'the search worker client': 'search-index',
    lunr: 'serialised index',
    'mark.js (term highlighting)': 'data-markjs',
    // Prism's pattern for a `language-` class, which minifiers keep as it is.
    "Prism's core (prism-react-renderer)": 'lang(?:uage)?-',
  };
  const allScripts = files.filter((f) => f.endsWith('.js')).map((f) => path.join(BUILD, f));
  const entries = new Set(perf.pages.flatMap(({path: sitePath}) => entryScripts(sitePath)));
  for (const [what, marker] of Object.entries(markers)) {
    // The marker must exist somewhere, or this check could never fail.
    const holders = allScripts.filter((f) => read(f).includes(marker));
    assert.ok(holders.length > 0, `no script of the build contains ${what} (${marker})`);
    const eager = holders.filter((f) => entries.has(f)).map((f) => path.relative(BUILD, f));
    assert.deepEqual(eager, [], `${what} is in an entry script`);
  }
});

test('the browser bundle runs React DOM, as the server does', () => {
  const main = entryScripts('/').find((f) => /[/\\]main\.[0-9a-f]+\.js$/.test(f));
  assert.ok(main, 'main.js is loaded by the home page');
  // React DOM keeps its fibers on DOM nodes under this key prefix.
  assert.ok(read(main).includes('__reactFiber'), 'main.js lacks React DOM');
  assert.equal(loadHtml(path.join(BUILD, 'index.html'))('div#__docusaurus').length, 1);
});

// The byte budgets of e2e/perf/weight.spec.ts and e2e/site/sweep.spec.ts are
// bench/page-types.json's: each page type's within the cap, and each page type a page of the build.
test('every page type has a byte budget within the cap, and a page in the build', () => {
  assert.ok(perf.maxPageKiB > 0 && perf.maxPageKiB <= 210, `the cap is ${perf.maxPageKiB} KiB`);
  for (const {type, path: sitePath, status, budgetKiB} of perf.pages) {
    assert.ok(
      budgetKiB > 0 && budgetKiB <= perf.maxPageKiB,
      `${type}: budget ${budgetKiB} KiB, cap ${perf.maxPageKiB}`,
    );
    const page = path.join(BUILD, sitePath, 'index.html');
    assert.equal(existsSync(page), status !== 404, `${type}: ${sitePath} in build/`);
  }
});
