// Helpers for the checks on the built site (tests/perf*.test.mjs, tests/search.test.mjs).
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILD = path.join(ROOT, 'build');

export const perf = JSON.parse(readFileSync(path.join(ROOT, 'bench/page-types.json'), 'utf8'));

/** Every file under `dir`, as paths relative to it. */
export function walk(dir, base = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, base));
    else out.push(path.relative(base, full));
  }
  return out;
}

export function htmlPages() {
  return walk(BUILD).filter((f) => f.endsWith('.html'));
}

/** The HTML file that answers a site path (`/x/` -> x/index.html; unknown paths -> 404.html). */
export function htmlFileFor(sitePath) {
  const file = path.join(BUILD, sitePath, 'index.html');
  return existsSync(file) ? file : path.join(BUILD, '404.html');
}

/** The file under build/ that a same-site URL path names, or null. */
export function buildFileFor(urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const file = path.join(BUILD, clean);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The start tags named in `names`, with their attributes (quoted or not, as the minifier left them). */
export function tags(html, names) {
  const re = new RegExp(`<(${names.join('|')})\\b([^>]*)>`, 'gi');
  const out = [];
  for (const [, name, rest] of html.matchAll(re)) {
    const attrs = {};
    for (const [, key, dq, sq, bare] of rest.matchAll(ATTR)) {
      attrs[key.toLowerCase()] = dq ?? sq ?? bare ?? '';
    }
    out.push({name: name.toLowerCase(), attrs});
  }
  return out;
}

const FETCHING_LINK_RELS =
  /\b(stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest|prefetch|preconnect|dns-prefetch|mask-icon)\b/i;

/** URLs that loading the page makes the browser fetch or connect to (not plain links or metadata). */
export function fetchedUrls(html) {
  const urls = [];
  const srcset = (value) => value.split(',').map((part) => part.trim().split(/\s+/)[0]);
  for (const {name, attrs} of tags(html, [
    'script',
    'link',
    'img',
    'iframe',
    'source',
    'video',
    'audio',
    'embed',
    'object',
    'image',
  ])) {
    if (name === 'link') {
      if (FETCHING_LINK_RELS.test(attrs.rel ?? '') && attrs.href)
        urls.push({url: attrs.href, tag: name, attrs});
      continue;
    }
    for (const key of ['src', 'poster', 'data', 'href', 'xlink:href']) {
      if (attrs[key] && name !== 'a') urls.push({url: attrs[key], tag: name, attrs});
    }
    for (const key of ['srcset', 'imagesrcset']) {
      if (attrs[key]) for (const url of srcset(attrs[key])) urls.push({url, tag: name, attrs});
    }
  }
  // url(...) in inline styles
  for (const [, url] of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g))
    urls.push({url, tag: 'style', attrs: {}});
  return urls;
}

export const isForeign = (url) => /^(https?:)?\/\//i.test(url);

/** The config the last build used (written by Docusaurus next to the build). */
export async function builtConfig() {
  const file = path.join(ROOT, '.docusaurus/docusaurus.config.mjs');
  return (await import(pathToFileURL(file).href)).default;
}
